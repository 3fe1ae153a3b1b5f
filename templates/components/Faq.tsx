import type { ServiceData } from '../../pipeline/types.ts';
import { Icon } from './Icon.tsx';
import { Shared, WORDS_ONLY } from './Shared.tsx';

/**
 * Native disclosure widgets: keyboard and screen-reader support without a line of JavaScript. Every item is the same
 * but for its words (Shared).
 */
export function Faq({ items }: { items: ServiceData['faq'] }) {
  return (
    <div className="faq">
      {items.map(({ question, answer }) => (
        <Shared key={question} by={WORDS_ONLY} id="faq item" holes={{ question, answer }}>
          {(holes) => (
            <details className="faq__item">
              <summary>
                {holes.question}
                <Icon name="chevron-down" className="faq__chevron" size={20} />
              </summary>
              <p>{holes.answer}</p>
            </details>
          )}
        </Shared>
      ))}
    </div>
  );
}
