import { PATHS } from '../../pipeline/urls.ts';
import type { Entry, Photos, SiteConfig, WorkData } from '../../pipeline/types.ts';
import { JobCard } from './JobCard.tsx';
import { Section, type Tone } from './Section.tsx';

interface JobsSectionProps {
  title: string;
  jobs: Entry<WorkData>[];
  config: SiteConfig;
  photos: Photos;
  /** Where all the jobs of the kind shown are: the list's part for this service's catalogue group. */
  more: { href: string; label: string };
  tone: Tone;
  /** Cards of a photo, title, where and when only (JobCard). */
  brief?: boolean;
}

/** Real jobs beside the button: a few newest cards, said to be a selection published with each customer's permission. */
export function JobsSection({ title, jobs, config, photos, more, tone, brief }: JobsSectionProps) {
  return (
    <Section id="trabajos" title={title} tone={tone} intro="Una selección de trabajos, publicada con el permiso de cada cliente. Solo mostramos la zona, nunca la dirección.">
      <ul className="job-grid">
        {jobs.map((job) => (
          <JobCard key={job.slug} job={job} config={config} photos={photos} brief={brief} />
        ))}
      </ul>
      <p className="job-grid__more">
        <a href={more.href}>{more.label}</a>
      </p>
    </Section>
  );
}

/** The link to the list of jobs, at the part of a catalogue group. */
export const jobsOf = (group: string) => `${PATHS.jobs}#${group}`;
