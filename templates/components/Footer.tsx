import { legalPath, whatsappUrl } from '../../pipeline/urls.ts';
import type { Site } from '../../pipeline/types.ts';
import { displayPhone } from '../format.ts';
import { BrandIcon, Icon, type BrandName } from './Icon.tsx';

export function Footer({ site }: { site: Site }) {
  const { config } = site;
  const social: { name: BrandName; label: string; href: string }[] = [
    { name: 'facebook', label: 'Facebook', href: config.social.facebook },
    { name: 'youtube', label: 'YouTube', href: config.social.youtube },
    { name: 'tiktok', label: 'TikTok', href: config.social.tiktok },
    { name: 'whatsapp', label: 'WhatsApp', href: whatsappUrl(config, `Hola, quiero información sobre los servicios de ${config.brand}.`) },
  ];
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__brand">{config.brand}</p>
          <p>{config.tagline}</p>
          <ul className="social" aria-label="Redes sociales">
            {social.map((s) => (
              <li key={s.name}>
                <a href={s.href} target="_blank" rel="noopener" aria-label={`${s.label} (se abre en una pestaña nueva)`}>
                  <BrandIcon name={s.name} size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Servicios">
          <h2 className="site-footer__title">Servicios</h2>
          <ul>
            <li><a href="/servicios">Catálogo de servicios</a></li>
            <li><a href="/servicios/servicios-para-el-hogar">Para el hogar</a></li>
            <li><a href="/servicios/servicios-para-empresas">Para empresas</a></li>
            <li><a href="/servicios/constructor">Construcción y remodelación</a></li>
          </ul>
        </nav>
        <nav aria-label="Empresa">
          <h2 className="site-footer__title">Empresa</h2>
          <ul>
            <li><a href="/#about">Sobre nosotros</a></li>
            <li><a href="/#contact">Contacto</a></li>
            <li><a href="/blog">Blog</a></li>
            <li><a href="/app-coming-soon">Descarga la app</a></li>
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className="site-footer__title">Legal</h2>
          <ul>
            <li><a href={legalPath(site.config, 'privacy')}>Política de privacidad</a></li>
            <li><a href={legalPath(site.config, 'terms')}>Términos y condiciones</a></li>
          </ul>
        </nav>
        <div>
          <h2 className="site-footer__title">Contacto</h2>
          <address className="site-footer__contact">
            <span><Icon name="map-pin" size={18} /> {config.city}, {config.country}</span>
            <a href={`mailto:${config.email}`}><Icon name="mail" size={18} /> {config.email}</a>
            <a href={`tel:+${config.phone}`}><Icon name="phone" size={18} /> {displayPhone(config.phone)}</a>
          </address>
        </div>
      </div>
      <p className="site-footer__legal">© {new Date().getFullYear()} {config.brand}. Servicios para hogares y empresas en {config.city}.</p>
    </footer>
  );
}
