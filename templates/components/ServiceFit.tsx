import type { ServiceData } from '../../pipeline/types.ts';
import type { Site } from '../../pipeline/collections.ts';
import { PATHS, servicePath } from '../../pipeline/urls.ts';
import { bySlug } from '../by-slug.ts';
import { nameFromSlug } from '../format.ts';
import { Icon } from './Icon.tsx';
import { Cached } from './Cached.tsx';
import type { Tone } from './Section.tsx';

interface ServiceFitProps {
  site: Site;
  fit: ServiceData['fit'];
  tone: Tone;
}

/**
 * "¿Es el servicio que necesitas?": who the page is for, what it is not, the page for the other job. The same on every
 * page but for its words and link (a cached part).
 */
export function ServiceFit({ site, fit, tone }: ServiceFitProps) {
  const alternative = fit.alternative ? { href: fit.alternative, label: linkLabel(site, fit.alternative) } : undefined;
  const slots = { for: fit.for, notFor: fit.notFor, href: alternative?.href ?? '', label: alternative?.label ?? '' };
  return (
    <Cached name="service fit" varies={[tone, alternative !== undefined]} slots={slots}>
      {(words) => (
        <section className={`section section--${tone}`} aria-labelledby="encaja-titulo">
          <div className="container">
            <h2 id="encaja-titulo" className="section__title section__header">
              ¿Es el servicio que necesitas?
            </h2>
            <div className="fit">
              <div className="fit__item fit__item--yes">
                <h3 className="fit__title">
                  <Icon name="circle-check" size={22} /> Para quién es
                </h3>
                <p>{words.for}</p>
              </div>
              <div className="fit__item fit__item--no">
                <h3 className="fit__title">
                  <Icon name="circle-x" size={22} /> Cuándo buscar otro servicio
                </h3>
                <p>{words.notFor}</p>
                {alternative ? (
                  <p className="fit__alternative">
                    <a href={words.href}>
                      {words.label} <Icon name="arrow-right" size={16} className="fit__arrow" />
                    </a>
                  </p>
                ) : null}
              </div>
            </div>
          </div>
        </section>
      )}
    </Cached>
  );
}

/**
 * What to have ready before writing, the most useful text of a service page: in the hero, under the way to order,
 * where a visitor on a phone reads it before scrolling past the cards.
 */
export function BeforeWriting({ text }: { text: string }) {
  return (
    <Cached name="before writing" slots={{ text }}>
      {(slots) => (
        <aside className="before-visit" aria-labelledby="antes-titulo">
          <h2 id="antes-titulo" className="before-visit__title">
            <Icon name="clipboard-list" size={22} /> Antes de escribirnos
          </h2>
          <p>{slots.text}</p>
        </aside>
      )}
    </Cached>
  );
}

/** "Ir a Destape de cañerías": a service's or hub's own name, the catalogue, or the name SPEC.md derives from a path. */
export function linkLabel(site: Site, href: string): string {
  const path = href.replace(/#.*$/, '');
  if (path === PATHS.catalogue) return 'Ver el catálogo de servicios';
  if (path === PATHS.constructor) return `Ir a ${site.builder.data.name}`;
  const prefix = servicePath('');
  const slug = path.startsWith(prefix) ? path.slice(prefix.length) : undefined;
  const page = bySlug(site.services, slug) ?? bySlug(site.hubs, slug);
  return `Ir a ${page?.data.name ?? nameFromSlug(path)}`;
}
