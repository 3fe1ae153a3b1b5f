import { PATHS } from '../../pipeline/urls.ts';
import type { PageKind } from '../../pipeline/types.ts';
import type { Site } from '../../pipeline/collections.ts';
import { chatMark } from '../analytics-marks.ts';
import { BrandIcon, Icon } from './Icon.tsx';

const NAV = [
  { label: 'Inicio', anchor: 'home' },
  { label: 'Servicios', anchor: 'services' },
  { label: 'Sobre Nosotros', anchor: 'about' },
] as const;

/**
 * Fixed top bar. Without JavaScript the menu link opens the menu through :target; site.ts turns it into a toggle.
 * WhatsApp, the way to order, is in the bar on every screen (an icon on phones) and first in the phone menu.
 */
export function Header({ site, kind, chat }: { site: Site; kind: PageKind; chat: string }) {
  const onLanding = kind === 'landing';
  return (
    <header className="site-header" data-site-header>
      <div className="site-header__inner">
        <a className="brand" href="/" aria-label={`${site.config.brand}, inicio`}>
          <span className="brand__mark" aria-hidden="true">
            <Icon name="house-plug" size={22} />
          </span>
          <span className="brand__name">{site.config.brand}</span>
        </a>
        <a className="site-header__chat" href={chat} target="_blank" rel="noopener" data-whatsapp={chatMark(site.config, 'header')}>
          <BrandIcon name="whatsapp" size={22} />
          <span className="site-header__chat-label">WhatsApp</span>
        </a>
        <a className="menu-toggle" href="#menu" aria-controls="menu" aria-expanded="false" data-menu-toggle>
          <Icon name="menu" className="menu-toggle__open" />
          <Icon name="x" className="menu-toggle__close" />
          <span className="visually-hidden">Menú</span>
        </a>
        <nav id="menu" className="site-nav" aria-label="Principal" data-menu>
          <a className="button button--whatsapp site-nav__chat" href={chat} target="_blank" rel="noopener" data-whatsapp={chatMark(site.config, 'menu')}>
            <BrandIcon name="whatsapp" size={20} />
            Pedir por WhatsApp
          </a>
          <ul className="site-nav__list">
            {NAV.map((item) => (
              <li key={item.anchor}>
                <a href={onLanding ? `#${item.anchor}` : `/#${item.anchor}`}>{item.label}</a>
              </li>
            ))}
            <li>
              <a href="/servicios" aria-current={kind === 'catalogue' ? 'page' : undefined}>
                Catálogo
              </a>
            </li>
            <li>
              <a href="/blog" aria-current={kind === 'blog' ? 'page' : undefined}>
                Blog
              </a>
            </li>
            {site.jobs.length > 0 ? (
              <li>
                <a href={PATHS.jobs} aria-current={kind === 'jobs' ? 'page' : undefined}>
                  Trabajos
                </a>
              </li>
            ) : null}
          </ul>
          <a className="button button--primary site-nav__download" href="/app-coming-soon" data-download-app>
            <Icon name="download" size={18} />
            Descargar App
          </a>
        </nav>
      </div>
    </header>
  );
}
