import type { ReactNode } from 'react';
import { HERO_IMAGE } from '../../pipeline/rules.ts';

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
          <img
            className="page-hero__image"
            src={image.src}
            width={HERO_IMAGE.width}
            height={HERO_IMAGE.height}
            alt={image.alt}
            // On a phone the h1 and the lead are the largest paint and the picture sits below them: asked for once
            // the page is laid out, and at low priority, which keeps it from being raised to high once it is on
            // screen, so that the first round trip after the HTML goes to the page's script.
            loading="lazy"
            fetchPriority="low"
            decoding="async"
            data-fade-in
          />
        </div>
      </div>
    </section>
  );
}
