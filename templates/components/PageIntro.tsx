import type { ReactNode } from 'react';

/** The plain top of a listing page: its h1, one paragraph, and optionally a call to action. */
export function PageIntro({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <section className="page-hero page-hero--compact" aria-labelledby="page-title">
      <div className="container">
        <h1 id="page-title">{title}</h1>
        <p className="page-hero__lead">{lead}</p>
        {children}
      </div>
    </section>
  );
}
