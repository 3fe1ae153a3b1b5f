import { Cached } from './Cached.tsx';

type Item = { name: string; href?: string };

/**
 * Inicio > Servicios > {name}; sticky right under the fixed header. The last item is the current page. A cached part
 * by the trail's links, each item's name in a slot.
 */
export function Breadcrumb({ items }: { items: Item[] }) {
  const names = Object.fromEntries(items.map((item, i) => [i, item.name]));
  return (
    <Cached name="breadcrumb" varies={items.map((item) => item.href)} slots={names}>
      {(slots) => <Trail items={items.map((item, i) => ({ href: item.href, name: slots[i]! }))} />}
    </Cached>
  );
}

function Trail({ items }: { items: Item[] }) {
  return (
    <nav className="breadcrumb" aria-label="Ruta de navegación">
      <ol className="breadcrumb__list">
        {items.map((item, i) => (
          <li key={i}>
            {item.href ? <a href={item.href}>{item.name}</a> : <span aria-current="page">{item.name}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
