import { JOBS_SHOWN, MESSAGES } from '../../pipeline/rules.ts';
import { PATHS, whatsappUrl } from '../../pipeline/urls.ts';
import { CardGrid } from '../components/CardGrid.tsx';
import { ContactForm } from '../components/ContactForm.tsx';
import { Icon } from '../components/Icon.tsx';
import { Section } from '../components/Section.tsx';
import { JobsSection } from '../components/JobsSection.tsx';
import { Steps } from '../components/Steps.tsx';
import { StoreButtons } from '../components/StoreButtons.tsx';
import { VideoFacade } from '../components/VideoFacade.tsx';
import { WhatsAppButton } from '../components/WhatsAppButton.tsx';
import { GENERAL_CLAIMS, HeroChat } from '../components/HeroChat.tsx';
import { Layout } from '../Layout.tsx';
import type { PageProps } from '../page-props.ts';
import { composeMessage } from '../whatsapp-message.ts';
import { hoursLines } from '../business-hours.ts';
import { coverageLine } from '../components/OrderTerms.tsx';
import type { ChatPlacement } from '../analytics-marks.ts';

export function LandingPage(props: PageProps) {
  const { site } = props;
  const { config } = site;
  const { data } = site.landing;
  // WhatsApp first (DECISIONS.md): every section that asks for action ends with the same chat; the app comes second.
  const message = composeMessage(data.whatsapp);
  const chat = (placement: ChatPlacement, label = 'Pedir por WhatsApp') => <WhatsAppButton config={config} message={message} placement={placement} label={label} />;
  const download = (
    <section id="download" className="download" aria-labelledby="download-title">
      <div className="container download__inner">
        <h2 id="download-title">{data.download.title}</h2>
        <p>{data.download.text}</p>
        <StoreButtons config={config} />
      </div>
    </section>
  );
  return (
    <Layout
      {...props}
      title={`${data.title} | ${config.brand}`}
      description={data.description}
      chatMessage={message}
      floating={
        <a className="floating floating--download" href="#download" data-floating>
          <Icon name="download" size={22} />
          <span>Descargar App</span>
        </a>
      }
    >
      <section id="home" className="home-hero" aria-labelledby="page-title">
        <div className="container home-hero__inner">
          <div className="home-hero__text">
            <p className="eyebrow">{data.hero.tagline}</p>
            <h1 id="page-title">{data.hero.title}</h1>
            <p className="home-hero__lead">{data.hero.intro}</p>
            <HeroChat site={site} pageUrl={props.page.url} opening={data.whatsapp} claims={GENERAL_CLAIMS} label="Pedir por WhatsApp" />
            <p className="home-hero__app">¿Prefieres la app? Sigue tu servicio en vivo y paga desde el celular.</p>
            <StoreButtons config={config} />
          </div>
          <div className="home-hero__media">
            <VideoFacade videoId={config.video.promo} title={`Así funciona ${config.brand}`} />
          </div>
        </div>
      </section>
      {/* Who we are and where we go right after the hero, then what we do; the app's blocks after the categories. */}
      <Section id="about" title={data.about.title} tone="tinted" fold>
        <div className="about">
          <div className="prose">
            {data.about.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <div className="about__side">
            <dl className="about-facts">
              <div>
                <dt>
                  <Icon name="map-pin" size={20} /> Dónde atendemos
                </dt>
                <dd>{coverageLine(config)}</dd>
              </div>
              <div>
                <dt>
                  <Icon name="clock" size={20} /> Horario
                </dt>
                {hoursLines(config.legal.hours).map((line) => (
                  <dd key={line}>{line}</dd>
                ))}
              </div>
            </dl>
            <p className="about__chat">{chat('about', 'Escríbenos por WhatsApp')}</p>
          </div>
        </div>
      </Section>
      <Section id="services" title={data.categories.title} intro={data.categories.intro}>
        <ul className="card-grid">
          {data.categories.items.map((item) => (
            <li key={item.title} className="card card--link">
              <span className="card__icon">
                <Icon name={item.icon} />
              </span>
              <h3 className="card__title">
                <a href={item.link}>{item.title}</a>
              </h3>
              <p className="card__text">{item.description}</p>
              <span className="card__more" aria-hidden="true">
                Ver servicios <Icon name="arrow-right" size={16} />
              </span>
            </li>
          ))}
        </ul>
        <p className="section__more">
          {chat('services')}
          <a className="button button--quiet" href="/servicios">
            Ver el catálogo completo
          </a>
        </p>
      </Section>
      <Section id="features" title={data.features.title} intro={data.features.intro} tone="tinted">
        <CardGrid cards={data.features.items} />
      </Section>
      <Section id="steps" title={data.steps.title} intro={data.steps.intro}>
        <Steps items={data.steps.items} />
        <p className="section__more">
          {chat('steps')}
          <a className="button button--quiet" href="#download">
            <Icon name="download" size={18} /> Descargar App
          </a>
        </p>
      </Section>
      {/* Beside the download band only once there are jobs: an empty slot here would renumber the ids (useId) after it. */}
      {site.jobs.length >= JOBS_SHOWN ? (
        <>
          <JobsSection title="Trabajos recientes" jobs={site.jobs.slice(0, JOBS_SHOWN)} config={config} photos={site.photos} more={{ href: PATHS.jobs, label: 'Ver todos los trabajos' }} tone="plain" brief />
          {download}
        </>
      ) : (
        download
      )}
      <Section id="contact" title={data.contact.title} intro={data.contact.text} tone="tinted">
        <ContactForm site={site} chat={whatsappUrl(config, message)} />
        <p className="contact-alt">
          ¿Prefieres chatear? <WhatsAppButton config={config} message={message} placement="contact" label={MESSAGES.whatsappButton} className="button--small" />
        </p>
      </Section>
    </Layout>
  );
}
