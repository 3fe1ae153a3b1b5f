import type { Site } from '../../pipeline/collections.ts';
import { whatsappUrl } from '../../pipeline/urls.ts';
import { ChatWhen } from './ChatWhen.tsx';
import { Cached } from './Cached.tsx';
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
   * search takes (tests/catalogue-search.test.ts).
   */
  answerTime?: boolean;
}

/**
 * The closing block of a landing page: one sentence, the chat button and, outside the hours, when the answer comes.
 * The same on every page but for its words and link (a cached part).
 */
export function CallToAction({ site, title, description, message, allDay = false, answerTime = true }: CallToActionProps) {
  return (
    <Cached name="closing call" varies={[allDay, answerTime]} slots={{ title, description, chat: whatsappUrl(site.config, message) }}>
      {(slots) => (
        <section className="cta" aria-labelledby="cta-titulo">
          <div className="container cta__inner">
            <h2 id="cta-titulo" className="cta__title">
              {slots.title}
            </h2>
            <p className="cta__text">{slots.description}</p>
            <WhatsAppButton config={site.config} link={slots.chat} placement="closing" className="button--large" />
            {answerTime ? <ChatWhen allDay={allDay} /> : null}
          </div>
        </section>
      )}
    </Cached>
  );
}
