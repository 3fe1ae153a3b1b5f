import type { Site } from '../../pipeline/types.ts';
import { ChatWhen } from './ChatWhen.tsx';
import { WhatsAppButton } from './WhatsAppButton.tsx';

interface CallToActionProps {
  site: Site;
  title: string;
  description: string;
  message: string;
  /** Whether the page's service answers at every hour (site.yaml `legal.hours.allDay`). */
  allDay?: boolean;
  /**
   * False where the page does without the line saying when the answer comes: the catalogue, whose script budget the
   * search takes (tests/search-text.test.ts).
   */
  answerTime?: boolean;
}

/** The closing block of a landing page: one sentence, the chat button and, outside the hours, when the answer comes. */
export function CallToAction({ site, title, description, message, allDay, answerTime = true }: CallToActionProps) {
  return (
    <section className="cta" aria-labelledby="cta-titulo">
      <div className="container cta__inner">
        <h2 id="cta-titulo" className="cta__title">
          {title}
        </h2>
        <p className="cta__text">{description}</p>
        <WhatsAppButton config={site.config} message={message} placement="closing" className="button--large" />
        {answerTime ? <ChatWhen site={site} allDay={allDay} /> : null}
      </div>
    </section>
  );
}
