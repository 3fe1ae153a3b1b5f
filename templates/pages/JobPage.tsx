import type { Entry, WorkData } from '../../pipeline/types.ts';
import { PATHS, servicePath, whatsappUrl } from '../../pipeline/urls.ts';
import { WhatsAppButton } from '../components/WhatsAppButton.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { CustomerWords, jobMessage, whereAndWhen } from '../components/JobCard.tsx';
import { Photo } from '../components/Photo.tsx';
import { Layout } from '../Layout.tsx';
import type { PageProps } from '../page-props.ts';

/** The words said of each photo's moment. */
const STAGES = { antes: 'Antes', durante: 'Durante', despues: 'Después', fachada: 'Fachada' } as const;

/** /trabajos/<slug>: one job whole: every photo, the problem and the solution, where and when, and the chat. */
export function JobPage(props: PageProps & { entry: Entry<WorkData> }) {
  const { site, entry } = props;
  const { data } = entry;
  const service = site.services.find((s) => s.slug === data.service)!;
  const message = jobMessage(data);
  return (
    <Layout
      {...props}
      title={`${data.title} | ${site.config.brand}`}
      description={`${service.data.name} en ${data.zone}, Cartagena: ${data.problem}`.slice(0, 157).replace(/\s+\S*$/, '…')}
      chatMessage={message}
      breadcrumb={[{ name: 'Inicio', href: '/' }, { name: 'Trabajos realizados', href: PATHS.jobs }, { name: data.title }]}
    >
      <article className="article">
        <header className="container article__header">
          <p className="post-card__meta">
            <a className="badge" href={servicePath(service.slug)}>
              {service.data.name}
            </a>
            <span>{whereAndWhen(data)}</span>
          </p>
          <h1 id="page-title">{data.title}</h1>
          <WhatsAppButton config={site.config} placement="job" ownMessage message={message} label="Quiero algo parecido" />
        </header>
        <div className="container prose">
          <h2>Lo que pasaba</h2>
          <p>{data.problem}</p>
          <h2>Lo que hicimos</h2>
          <p>{data.solution}</p>
          <CustomerWords job={data} />
          <ul className="job-photos">
            {data.photos.map((p) => (
              <li key={p.src}>
                <figure>
                  <Photo photo={site.photos.get(p.src)!} alt={p.alt} slot="article" />
                  <figcaption>{STAGES[p.stage]}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <p className="job-consent">
            Publicado con autorización del cliente. ¿Es su casa y quiere que la retiremos?{' '}
            <a href={whatsappUrl(site.config, `Hola, quiero que retiren el trabajo «${data.title}» de su página.`)} target="_blank" rel="noopener">
              Escríbanos.
            </a>
          </p>
        </div>
      </article>
      <CallToAction site={site} title="¿Necesitas algo parecido?" description="Cuéntanos por WhatsApp tu barrio y lo que necesitas: te decimos quién va y cuándo puede ir." message={message} />
    </Layout>
  );
}
