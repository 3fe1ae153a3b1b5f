import type { ReactNode } from 'react';
import { HERO_IMAGE } from '../../pipeline/rules.ts';
import { LaterPicture } from './LaterPicture.tsx';

interface PictureHeroProps {
  title: string;
  /** The one line under the h1 that qualifies the job (service pages). */
  subtitle?: string;
  lead: string;
  /** The page's illustration and what it shows. */
  image: { src: string; alt: string };
  /** The call to action under the lead. */
  children: ReactNode;
}

/** The top of a landing page: text first on phones, the illustration beside it from 960 px (DESIGN.md, "Hero"). */
export function PictureHero({ title, subtitle, lead, image, children }: PictureHeroProps) {
  return (
    <section className="page-hero" aria-labelledby="page-title">
      <div className="container page-hero__inner">
        <div className="page-hero__text">
          <h1 id="page-title">{title}</h1>
          {subtitle ? <p className="page-hero__subtitle">{subtitle}</p> : null}
          <p className="page-hero__lead">{lead}</p>
          {children}
        </div>
        <div className="page-hero__media">
          <LaterPicture
            className="page-hero__image"
            src={image.src}
            width={HERO_IMAGE.width}
            height={HERO_IMAGE.height}
            alt={image.alt}
            // Not the largest paint (the lead paragraph is, as measured: docs/performance.md): asked for once the
            // page has painted, so that it never competes with the document for the first paint.
            loading="lazy"
            decoding="async"
            data-fade-in
          />
        </div>
      </div>
    </section>
  );
}
