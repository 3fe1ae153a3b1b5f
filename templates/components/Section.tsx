import { useId, type ReactNode } from 'react';
import { FOLD } from '../fold.ts';

/** Plain and tinted sections alternate, so that neighbours stand apart. */
export type Tone = 'plain' | 'tinted';

interface SectionProps {
  id?: string;
  title: string;
  intro?: string;
  tone?: Tone;
  /** Whether the section is the page's fold (templates/fold.ts): below the first screen on every screen. */
  fold?: boolean;
  children: ReactNode;
}

export function Section({ id, title, intro, tone = 'plain', fold, children }: SectionProps) {
  const headingId = `${id ?? 'seccion'}-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  return (
    <section id={id} className={`section section--${tone}`} aria-labelledby={headingId} {...(fold ? { [FOLD]: '' } : {})}>
      <div className="container">
        <header className="section__header">
          <h2 id={headingId} className="section__title">
            {title}
          </h2>
          {intro ? <p className="section__intro">{intro}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
