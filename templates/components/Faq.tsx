import type { ServiceData } from '../../pipeline/types.ts';
import { Icon } from './Icon.tsx';

/** Native disclosure widgets: keyboard and screen-reader support without a line of JavaScript. */
export function Faq({ items }: { items: ServiceData['faq'] }) {
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.question} className="faq__item">
          <summary>
            {item.question}
            <Icon name="chevron-down" className="faq__chevron" size={20} />
          </summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
