import type { Site } from '../../pipeline/collections.ts';
import { cataloguePath, servicePath } from '../../pipeline/urls.ts';
import { Icon } from './Icon.tsx';
import { Cached } from './Cached.tsx';

/**
 * "Categorías de Servicios": the four catalogue groups and the two hubs, on every service page. Plain named links:
 * an icon of its own on each would cost the page 0.6 KB of its first round trip for a block below the fold.
 */
export function ServiceCategories({ site }: { site: Site }) {
  return <Cached name="service categories">{() => <CategoryLinks site={site} />}</Cached>;
}

function CategoryLinks({ site }: { site: Site }) {
  const links = [
    ...site.catalogue.data.groups.map((g) => ({ href: cataloguePath(g.id), name: g.name })),
    ...site.hubs.map((h) => ({ href: servicePath(h.slug), name: h.data.name })),
  ];
  return (
    <ul className="category-links">
      {links.map((link) => (
        <li key={link.href}>
          <a className="category-link" href={link.href}>
            <span>{link.name}</span>
            <Icon name="arrow-right" size={18} className="category-link__arrow" />
          </a>
        </li>
      ))}
    </ul>
  );
}
