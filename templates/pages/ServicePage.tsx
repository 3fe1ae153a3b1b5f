import { Fragment, type ReactNode } from 'react';
import { answersAllDay, JOBS_SHOWN, MESSAGES } from '../../pipeline/rules.ts';
import type { ConstructorData, Entry, ServiceData } from '../../pipeline/types.ts';
import { BenefitGrid, CardGrid } from '../components/CardGrid.tsx';
import { Faq } from '../components/Faq.tsx';
import { Section, type Tone } from '../components/Section.tsx';
import { ServiceCategories } from '../components/ServiceCategories.tsx';
import { Cached } from '../components/Cached.tsx';
import { VideoFacade } from '../components/VideoFacade.tsx';
import { HeroChat } from '../components/HeroChat.tsx';
import { PictureHero } from '../components/PictureHero.tsx';
import { BeforeWriting, linkLabel, ServiceFit } from '../components/ServiceFit.tsx';
import { ServiceLayout } from '../ServiceLayout.tsx';
import type { PageProps } from '../page-props.ts';
import { serviceLd } from '../structured-data.ts';
import { composeMessage, urgencyChoices } from '../whatsapp-message.ts';
import { jobClaims, jobSteps, resolveJob } from '../job-claims.ts';
import { JobsSection, jobsOf } from '../components/JobsSection.tsx';
import { ChatPerson, OrderTerms } from '../components/OrderTerms.tsx';

interface ServicePageProps extends PageProps {
  entry: Entry<ServiceData | ConstructorData>;
  /** Breadcrumb and illustration name; the constructor page has no catalogue name of its own. */
  name: string;
  /** An extra section after the service fit (the constructor's process), drawn in the tone it is given. */
  extra?: (tone: Tone) => ReactNode;
  /** What the page gives free when `claims.freeDiagnosis` is set; "Diagnóstico gratis" unless the page names it. */
  freeClaim?: string;
}

/** The anatomy of DECISIONS.md, top to bottom; shared by the 51 service pages and the constructor page. */
export function ServicePage(props: ServicePageProps) {
  const { site, page, entry, name, extra, freeClaim } = props;
  const { data } = entry;
  const { config } = site;
  const message = composeMessage(data.whatsapp);
  const allDay = answersAllDay(config.legal.hours.allDay, entry.slug, 'group' in data ? data.group : undefined);
  const job = resolveJob(data, site.catalogue.data.groups);
  const steps = jobSteps(job, site.workshop);
  const jobs = site.jobs.filter((j) => j.data.service === entry.slug).slice(0, JOBS_SHOWN);
  const claims = jobClaims(job, data.claims, freeClaim);
  // What the money line says is free, and where (templates/components/OrderTerms.tsx).
  const freeSubject = !data.claims.freeDiagnosis
    ? undefined
    : freeClaim
      ? 'La consulta y la cotización'
      : 'freeQuote' in data.claims && data.claims.freeQuote
        ? 'La visita y la cotización'
        : job.how === 'taller'
          ? 'El diagnóstico'
          : 'La visita y el diagnóstico';
  // Top to bottom after the hero: the video, what we do and whether it is your job, then (DECISIONS.md's anatomy) the
  // other categories, the page's own explanation, its questions, why us; the closing call follows. Each is drawn in
  // the tone its place gives it, so backgrounds alternate whichever optional blocks a page has.
  const sections: ((tone: Tone) => ReactNode)[] = [
    (tone) => (
      <Section title={MESSAGES.videoTitle} tone={tone} fold>
        <Cached name="service video">
          {() => <VideoFacade videoId={config.video.service} title={MESSAGES.videoTitle} layout="row" />}
        </Cached>
      </Section>
    ),
    (tone) => (
      <Section id="servicios" title="Lo que hacemos" tone={tone}>
        <CardGrid cards={data.cards} linkName={(href) => linkLabel(site, href)} compact />
      </Section>
    ),
    (tone) => <ServiceFit site={site} fit={data.fit} tone={tone} />,
    ...(extra ? [extra] : []),
    (tone) => (
      <Section title="Categorías de Servicios" tone={tone} intro="Encuentra otros trabajos que hacemos en casas, edificios y negocios.">
        <ServiceCategories site={site} />
      </Section>
    ),
    ...(entry.html
      ? [
          (tone: Tone) => (
            <section className={`section section--${tone}`} aria-label={`Más sobre ${name.toLowerCase()}`}>
              <div className="container">
                <div className="prose" dangerouslySetInnerHTML={{ __html: entry.html }} />
              </div>
            </section>
          ),
        ]
      : []),
    (tone) => (
      <Section id="preguntas" title="Preguntas frecuentes" tone={tone}>
        <Faq items={data.faq} />
      </Section>
    ),
    (tone) => (
      <Section title="¿Por qué elegirnos?" tone={tone}>
        <BenefitGrid items={data.benefits} />
      </Section>
    ),
    ...(jobs.length > 0 && 'group' in data
      ? [
          (tone: Tone) => (
            <JobsSection title="Trabajos reales en Cartagena" jobs={jobs} config={config} photos={site.photos} more={{ href: jobsOf(data.group), label: `Ver todos los trabajos de ${site.catalogue.data.groups.find((g) => g.id === data.group)?.name.toLowerCase() ?? 'este grupo'}` }} tone={tone} />
          ),
        ]
      : []),
  ];
  return (
    <ServiceLayout {...props} data={data} name={name} message={message} allDay={allDay} jsonLd={[serviceLd(config, data, page.url, entry.slug)]}>
      <PictureHero title={data.hero.title} subtitle={data.hero.subtitle} lead={data.hero.description} image={{ src: page.illustrationUrl!, alt: data.hero.imageAlt }}>
        <HeroChat
          site={site}
          pageUrl={page.url}
          opening={data.whatsapp}
          claims={claims}
          steps={steps}
          allDay={allDay}
          urgencies={urgencyChoices('group' in data ? job.how : null)}
          whoAnswers={<ChatPerson config={config} />}
          terms={<OrderTerms config={config} job={job} free={freeSubject} />}
        />
        <BeforeWriting text={data.beforeVisit} />
      </PictureHero>
      {sections.map((draw, i) => (
        <Fragment key={i}>{draw(i % 2 === 0 ? 'tinted' : 'plain')}</Fragment>
      ))}
    </ServiceLayout>
  );
}
