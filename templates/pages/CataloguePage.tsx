import { DEFAULT_CATALOGUE_GROUP } from '../../pipeline/rules.ts';
import { servicePath } from '../../pipeline/urls.ts';
import { Icon } from '../components/Icon.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { Layout } from '../Layout.tsx';
import type { PageProps } from '../page-props.ts';

/**
 * Four groups, one after another; catalogue-tabs.ts turns the group links into WAI-ARIA tabs.
 * Without JavaScript every group stays visible and the links jump to them. With it, the stylesheet already shows
 * the tabs' first state before the script arrives (the `data-default` group, or the one in the address), so the
 * first paint is the final one (templates/styles/widgets.css).
 */
export function CataloguePage(props: PageProps) {
  const { site } = props;
  const { data } = site.catalogue;
  return (
    <Layout {...props} title={`${data.title} | ${site.config.brand}`} description={data.description}>
      <PageIntro title={data.heading} lead={data.intro} />
      <div className="container catalogue" data-tabs data-default-tab={DEFAULT_CATALOGUE_GROUP}>
        <ul className="tabs__list" data-tablist aria-label="Grupos de servicios">
          {data.groups.map((group) => (
            <li key={group.id} className="tabs__item">
              <a className="tabs__tab" href={`#${group.id}`} id={`tab-${group.id}`} data-tab={group.id} data-default={group.id === DEFAULT_CATALOGUE_GROUP ? '' : undefined}>
                <Icon name={group.icon} size={20} />
                {group.name}
              </a>
            </li>
          ))}
        </ul>
        {data.groups.map((group) => {
          const services = site.services.filter((s) => s.data.group === group.id);
          return (
            <section
              key={group.id}
              id={group.id}
              className="tabs__panel"
              data-tabpanel={group.id}
              data-default={group.id === DEFAULT_CATALOGUE_GROUP ? '' : undefined}
              aria-labelledby={`${group.id}-titulo`}
            >
              <h2 id={`${group.id}-titulo`} className="tabs__panel-title">
                {group.name} <span className="tabs__count">({services.length})</span>
              </h2>
              <p className="section__intro">{group.description}</p>
              <ul className="catalogue-grid">
                {services.map((service) => (
                  <li key={service.slug} className="catalogue-card">
                    <Icon name={service.data.illustration.icon} className="catalogue-card__icon" />
                    <h3 className="catalogue-card__title">{service.data.name}</h3>
                    <a className="button button--quiet button--small" href={servicePath(service.slug)}>
                      Ver detalles<span className="visually-hidden"> de {service.data.name}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </Layout>
  );
}
