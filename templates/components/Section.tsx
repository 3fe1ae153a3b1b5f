import { useId, type ReactNode } from 'react';

/** Plain and tinted sections alternate, so that neighbours stand apart. */
export type Tone = 'plain' | 'tinted';

interface SectionProps {
  id?: string;
  title: string;
  intro?: string;
  tone?: Tone;
  children: ReactNode;
}

export function Section({ id, title, intro, tone = 'plain', children }: SectionProps) {
  const headingId = `${id ?? 'seccion'}-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  return (
    <section id={id} className={`section section--${tone}`} aria-labelledby={headingId}>
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
