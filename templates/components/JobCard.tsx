import type { Entry, Photos, SiteConfig, WorkData } from '../../pipeline/types.ts';
import { jobPath } from '../../pipeline/urls.ts';
import { monthName } from '../format.ts';
import { Photo } from './Photo.tsx';
import { WhatsAppButton } from './WhatsAppButton.tsx';

/** A job's photos to show first: the after photo, with the before one beside it where both exist. */
export function leadPhotos(job: WorkData): WorkData['photos'] {
  const after = job.photos.find((p) => p.stage === 'despues') ?? job.photos[0]!;
  const before = job.photos.find((p) => p.stage === 'antes');
  return before && after.stage === 'despues' ? [before, after] : [after];
}

/** The chat a job's button opens: it names the job, and leaves the barrio last, where the cursor lands. */
export const jobMessage = (job: WorkData) => `Hola, vi el trabajo «${job.title}» en su página y necesito algo parecido en `;

/** Where and when, never more: «Manga · noviembre de 2026». */
export const whereAndWhen = (job: WorkData) => `${job.place ?? job.zone} · ${monthName(job.month)}`;

/** The card's one line of what was done: the first sentence of it (the editor says so beside the field). */
export const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/s.exec(text)?.[0] ?? text;

/** What the customer allowed to be said of them: their words and first name, or nothing. */
export function CustomerWords({ job }: { job: WorkData }) {
  const { customer, consent } = job;
  if (!customer?.quote || consent.scope !== 'fotos-nombre-opinion') return null;
  return (
    <blockquote className="job-card__quote">
      <p>«{customer.quote}»</p>
      {customer.firstName ? <footer>{customer.firstName}</footer> : null}
    </blockquote>
  );
}

/**
 * One real job on a card: its photos, title, where and when, what was done, the customer's words and the chat; `brief`
 * (the landing page's recent jobs, whose page must still come whole in the first round trip), its after photo, title,
 * where and when, linking to its page.
 */
export function JobCard({ job, config, photos, brief = false }: { job: Entry<WorkData>; config: SiteConfig; photos: Photos; brief?: boolean }) {
  const { data } = job;
  const shown = brief ? leadPhotos(data).slice(-1) : leadPhotos(data);
  return (
    <li className="job-card">
      <div className={`job-card__photos job-card__photos--${shown.length}`}>
        {shown.map((p) => (
          <Photo key={p.src} photo={photos.get(p.src)!} alt={p.alt} slot={shown.length === 2 ? 'pair' : 'card'} className="job-card__photo" />
        ))}
      </div>
      <div className="job-card__body">
        <h3 className="job-card__title">
          <a href={jobPath(job.slug)}>{data.title}</a>
        </h3>
        <p className="job-card__meta">{whereAndWhen(data)}</p>
        {brief ? null : (
          <>
            <p className="job-card__done">{firstSentence(data.solution)}</p>
            <CustomerWords job={data} />
            <WhatsAppButton config={config} placement="job" ownMessage message={jobMessage(data)} label="Quiero algo parecido" className="button--small" />
          </>
        )}
      </div>
    </li>
  );
}
