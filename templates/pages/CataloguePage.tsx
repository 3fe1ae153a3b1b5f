import { DEFAULT_CATALOGUE_GROUP } from '../../pipeline/rules.ts';
import { PATHS, servicePath, whatsappUrl } from '../../pipeline/urls.ts';
import { CallToAction } from '../components/CallToAction.tsx';
import { BrandIcon, Icon } from '../components/Icon.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { Layout } from '../Layout.tsx';
import type { PageProps } from '../page-props.ts';
import { composeMessage, SEARCH_SLOT, searchChatMessage } from '../whatsapp-message.ts';

/**
 * Four groups, one after another, each alphabetical; catalogue-tabs.ts turns the group links into WAI-ARIA tabs
 * and wires the search field, which ranks all 51 cards by their text and, once the visitor heads for the field, by
 * the words and synonyms fetched from `data-search` (PATHS.searchWords): they weigh as much as a fifth of the
 * page, which then comes whole in the first round trip. The cards carry no icon of their own for the same reason:
 * the group's icon is on its tab. While searching, the matching cards move to the results list, best first, above
 * a chat whose message says what the visitor typed; that list is hidden without JavaScript.
 * Without JavaScript every group stays visible, the links jump to them, and the field stays hidden. With it, the
 * stylesheet already shows what the script will (the field, the `data-default` group or the one in the address, its
 * tab selected), so that the first paint is the final one (templates/styles/widgets.css).
 */
export function CataloguePage(props: PageProps) {
  const { site } = props;
  const { config } = site;
  const { data } = site.catalogue;
  // The search's way out carries what the visitor typed: catalogue-tabs.ts puts it in place of SEARCH_SLOT, which only
  // the data attribute holds; the plain link leaves a gap.
  const searchMessage = searchChatMessage(config.city, SEARCH_SLOT);
  const message = composeMessage({ message: `Hola, no encuentro en el catálogo el servicio que necesito en ${config.city}.`, problem: '', offer: '', label: 'Lo que necesito' });
  return (
    <Layout {...props} title={`${data.title} | ${config.brand}`} description={data.description} chatMessage={message}>
      <PageIntro title={data.heading} lead={data.intro} />
      <div className="container catalogue" data-tabs data-default-tab={DEFAULT_CATALOGUE_GROUP}>
        <div className="catalogue-search" role="search" data-search={`${site.basePath}${PATHS.searchWords}`}>
          <label htmlFor="buscar-servicio" className="catalogue-search__label">
            Busca tu servicio
          </label>
          <div className="catalogue-search__field">
            <Icon name="search" size={20} />
            <input id="buscar-servicio" type="search" placeholder="Ej.: fuga, nevera, cucarachas" autoComplete="off" aria-describedby="buscar-cuenta" data-search-input />
          </div>
          <p id="buscar-cuenta" className="catalogue-search__count" aria-live="polite" data-search-count />
        </div>
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
          const services = site.services.filter((s) => s.data.group === group.id).sort((a, b) => a.data.name.localeCompare(b.data.name, 'es'));
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
                {services.map(({ slug, data: service }) => (
                  <li key={slug} className="catalogue-card" data-search-card={slug}>
                    <a className="catalogue-card__link" href={servicePath(slug)}>
                      <div className="catalogue-card__text">
                        <h3 className="catalogue-card__title">{service.name}</h3>
                        <span className="catalogue-card__summary">{service.summary}</span>
                      </div>
                      <span className="catalogue-card__more" aria-hidden="true">
                        Ver detalles
                        <Icon name="arrow-right" size={16} />
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
        <div className="catalogue-results" data-search-results hidden>
          <ol className="catalogue-grid" data-search-list aria-label="Resultados de la búsqueda" />
          <div className="catalogue-results__out">
            <p className="catalogue-results__text">
              <span data-search-none>No lo tenemos con ese nombre en el catálogo. </span>
              <span data-search-some>¿No es lo que buscas? </span>
              Escríbenos tal cual lo necesitas y te decimos si tenemos a alguien.
            </p>
            <a className="button button--whatsapp" href={whatsappUrl(config, searchChatMessage(config.city))} target="_blank" rel="noopener" data-whatsapp data-search-chat={searchMessage}>
              <BrandIcon name="whatsapp" size={20} />
              Escribir por WhatsApp
            </a>
          </div>
        </div>
      </div>
      <CallToAction
        site={site}
        title="¿No lo encuentras?"
        description="Escríbenos qué necesitas y te decimos si tenemos a alguien verificado para ese trabajo."
        message={message}
        answerTime={false}
      />
    </Layout>
  );
}
