import type { Site } from '../../pipeline/types.ts';
import { Icon } from './Icon.tsx';

/** "Categorías de Servicios": the four catalogue groups and the two hubs, on every service page. */
export function ServiceCategories({ site }: { site: Site }) {
  const links = [
    ...site.catalogue.data.groups.map((g) => ({ href: `/servicios#${g.id}`, name: g.name, icon: g.icon })),
    ...site.hubs.map((h) => ({ href: `/servicios/${h.slug}`, name: h.data.name, icon: h.data.illustration.icon })),
  ];
  return (
    <ul className="category-links">
      {links.map((link) => (
        <li key={link.href}>
          <a className="category-link" href={link.href}>
            <Icon name={link.icon} size={22} />
            <span>{link.name}</span>
            <Icon name="arrow-right" size={18} className="category-link__arrow" />
          </a>
        </li>
      ))}
    </ul>
  );
}
