import { legalPath } from '../../pipeline/urls.ts';
import type { Site } from '../../pipeline/collections.ts';
import { chatMark } from '../analytics-marks.ts';
import { LegalIdentity } from './LegalIdentity.tsx';
import { CONSUMER_AUTHORITY, PQRS_ANCHOR } from '../../pipeline/rules.ts';

/**
 * `chat`: the page's WhatsApp link (Layout), so that the footer opens the same conversation as the page. The networks
 * go by name: their marks inline would cost every page 0.3 KB of its first round trip, and as images they would be
 * asked for before the first paint of the short pages, taking the connection the page's script needs next.
 */
export function Footer({ site, chat }: { site: Site; chat: string }) {
  const { config } = site;
  const social = [
    { label: 'Facebook', href: config.social.facebook },
    { label: 'YouTube', href: config.social.youtube },
    { label: 'TikTok', href: config.social.tiktok },
    { label: 'WhatsApp', href: chat, whatsapp: true },
  ];
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__about">
          <p className="site-footer__brand">{config.brand}</p>
          <p>{config.tagline}</p>
          <ul className="social" aria-label="Redes sociales">
            {social.map((s) => (
              <li key={s.label}>
                <a href={s.href} target="_blank" rel="noopener" data-whatsapp={s.whatsapp ? chatMark(config, 'footer', '') : undefined}>
                  {s.label}
                  <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
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
        <nav aria-label="Legal" className="site-footer__legal-nav">
          <h2 className="site-footer__title">Legal</h2>
          <ul>
            <li><a href={legalPath(site.config, 'privacy')}>Política de privacidad</a></li>
            <li><a href={legalPath(site.config, 'terms')}>Términos y condiciones</a></li>
            <li><a href={`${legalPath(site.config, 'terms')}#${PQRS_ANCHOR}`}>PQRS: peticiones, quejas y reclamos</a></li>
            <li>
              {/* The consumer authority, as Ley 1480 art. 50 asks of every seller's site. */}
              <a href={CONSUMER_AUTHORITY.url} target="_blank" rel="noopener">
                {CONSUMER_AUTHORITY.name}
                <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
              </a>
            </li>
          </ul>
        </nav>
      </div>
      <section className="site-footer__identity" aria-labelledby="footer-contacto">
        <h2 id="footer-contacto" className="site-footer__title">
          Contacto y datos de la empresa
        </h2>
        <LegalIdentity config={config} />
      </section>
      <p className="site-footer__legal">© {new Date().getFullYear()} {config.brand}. Servicios para hogares y empresas en {config.city}.</p>
    </footer>
  );
}
