/** Inicio > Servicios > {name}; sticky right under the fixed header. The last item is the current page. */
export function Breadcrumb({ items }: { items: { name: string; href?: string }[] }) {
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
