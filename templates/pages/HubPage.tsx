import type { Entry, HubData } from '../../pipeline/types.ts';
import { servicePath } from '../../pipeline/urls.ts';
import { CallToAction } from '../components/CallToAction.tsx';
import { Icon } from '../components/Icon.tsx';
import { Section } from '../components/Section.tsx';
import { FloatingWhatsApp } from '../components/WhatsAppButton.tsx';
import { GENERAL_CLAIMS, HeroChat } from '../components/HeroChat.tsx';
import { PictureHero } from '../components/PictureHero.tsx';
import { Layout } from '../Layout.tsx';
import { bySlug } from '../by-slug.ts';
import { nameFromSlug } from '../format.ts';
import type { PageProps } from '../page-props.ts';
import { composeMessage } from '../whatsapp-message.ts';

export function HubPage(props: PageProps & { entry: Entry<HubData> }) {
  const { site, entry } = props;
  const { data } = entry;
  const { config } = site;
  const message = composeMessage(data.whatsapp);
  const prefix = servicePath('');
  const serviceName = (link: string) => (link.startsWith(prefix) ? bySlug(site.services, link.slice(prefix.length))?.data.name : undefined);
  return (
    <Layout
      {...props}
      title={`${data.title} | ${config.brand}`}
      description={data.description}
      keywords={data.keywords}
      chatMessage={message}
      floating={<FloatingWhatsApp config={config} message={message} />}
      breadcrumb={[{ name: 'Inicio', href: '/' }, { name: 'Servicios', href: '/servicios' }, { name: data.name }]}
    >
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
      <CallToAction site={site} title={data.cta.title} description={data.cta.description} message={message} />
    </Layout>
  );
}
