import type { ServiceData } from '../../pipeline/types.ts';
import { Icon } from './Icon.tsx';
import { Cached } from './Cached.tsx';

/**
 * Native disclosure widgets: keyboard and screen-reader support without a line of JavaScript. Every item is the same
 * but for its words (a cached part).
 */
export function Faq({ items }: { items: ServiceData['faq'] }) {
  return (
    <div className="faq">
      {items.map(({ question, answer }) => (
        <Cached key={question} name="faq item" slots={{ question, answer }}>
          {(slots) => (
            <details className="faq__item">
              <summary>
                {slots.question}
                <Icon name="chevron-down" className="faq__chevron" size={20} />
              </summary>
              <p>{slots.answer}</p>
            </details>
          )}
        </Cached>
      ))}
    </div>
  );
}
