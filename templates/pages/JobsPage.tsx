import type { Site } from '../../pipeline/collections.ts';
import type { Entry, WorkData } from '../../pipeline/types.ts';
import { JobCard } from '../components/JobCard.tsx';
import { PageIntro } from '../components/PageIntro.tsx';
import { monthName } from '../format.ts';
import { Layout } from '../Layout.tsx';
import type { PageProps } from '../page-props.ts';

/** Each catalogue group's jobs, newest first, by month: [group, [month, jobs][]][], groups in the catalogue's order. */
function byGroupAndMonth(site: Site) {
  const groupOf = new Map(site.services.map((s) => [s.slug, s.data.group]));
  return site.catalogue.data.groups
    .map((group) => {
      const months = new Map<string, Entry<WorkData>[]>();
      for (const job of site.jobs.filter((j) => groupOf.get(j.data.service) === group.id)) months.set(job.data.month, [...(months.get(job.data.month) ?? []), job]);
      return { group, months: [...months] };
    })
    .filter(({ months }) => months.length > 0);
}

/** /trabajos: every real job, grouped by catalogue group, then by month, newest first. */
export function JobsPage(props: PageProps) {
  const { site } = props;
  return (
    <Layout
      {...props}
      title={`Trabajos realizados en Cartagena | ${site.config.brand}`}
      description={`Fotos de trabajos reales de ${site.config.brand} en Cartagena, por servicio y por mes, publicadas con el permiso de cada cliente.`}
      breadcrumb={[{ name: 'Inicio', href: '/' }, { name: 'Trabajos realizados' }]}
    >
      <PageIntro
        title="Trabajos realizados"
        lead="Trabajos que hicimos en casas y negocios de Cartagena, con fotos de antes y después. Cada uno se publica con el permiso escrito del cliente, y solo con la zona, nunca con la dirección."
      />
      {byGroupAndMonth(site).map(({ group, months }) => (
        <section key={group.id} id={group.id} className="section section--plain" aria-labelledby={`trabajos-${group.id}`}>
          <div className="container">
            <h2 id={`trabajos-${group.id}`} className="section__title">
              {group.name}
            </h2>
            <div className="job-months">
              {months.map(([month, jobs]) => (
                <div key={month} className="job-month">
                  <h3 className="job-month__title">{monthName(month)}</h3>
                  <ul className="job-month__list">
                    {jobs.map((job) => (
                      <JobCard key={job.slug} job={job} config={site.config} photos={site.photos} />
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
        </section>
      ))}
    </Layout>
  );
}
