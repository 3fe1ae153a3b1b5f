import type { Entry, HubData } from '../../pipeline/types.ts';
import { servicePath } from '../../pipeline/urls.ts';
import { Icon } from '../components/Icon.tsx';
import { Section } from '../components/Section.tsx';
import { GENERAL_CLAIMS, HeroChat } from '../components/HeroChat.tsx';
import { PictureHero } from '../components/PictureHero.tsx';
import { ServiceLayout } from '../ServiceLayout.tsx';
import { bySlug } from '../by-slug.ts';
import { nameFromSlug } from '../format.ts';
import type { PageProps } from '../page-props.ts';
import { composeMessage } from '../whatsapp-message.ts';

export function HubPage(props: PageProps & { entry: Entry<HubData> }) {
  const { site, entry } = props;
  const { data } = entry;
  const message = composeMessage(data.whatsapp);
  const prefix = servicePath('');
  const serviceName = (link: string) => (link.startsWith(prefix) ? bySlug(site.services, link.slice(prefix.length))?.data.name : undefined);
  return (
    <ServiceLayout {...props} data={data} name={data.name} message={message}>
      <PictureHero title={data.hero.title} lead={data.hero.description} image={{ src: props.page.illustrationUrl!, alt: data.hero.imageAlt }}>
        <HeroChat site={site} pageUrl={props.page.url} opening={data.whatsapp} claims={GENERAL_CLAIMS} label={data.hero.buttonText} />
      </PictureHero>
      <Section title="Categorías" tone="tinted">
        <ul className="hub-grid">
          {data.categories.map((category) => (
            <li key={category.title} className="card hub-card">
              <span className="card__icon">
                <Icon name={category.icon} />
              </span>
              <h3 className="card__title">{category.title}</h3>
              <ul className="hub-card__links">
                {category.services.map((service) => (
                  <li key={service.link}>
                    <a href={service.link}>
                      {service.name ?? serviceName(service.link) ?? nameFromSlug(service.link)}
                      <Icon name="arrow-right" size={16} />
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      {entry.html ? (
        <section className="section" aria-label={`Más sobre ${data.name.toLowerCase()}`}>
          <div className="container">
            <div className="prose" dangerouslySetInnerHTML={{ __html: entry.html }} />
          </div>
        </section>
      ) : null}
    </ServiceLayout>
  );
}
