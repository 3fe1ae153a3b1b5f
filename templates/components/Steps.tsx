import type { Benefit } from '../../pipeline/types.ts';

/** A numbered sequence: the landing page's four steps, the constructor's process. */
export function Steps({ items }: { items: Benefit[] }) {
  return (
    <ol className="steps">
      {items.map((step, i) => (
        <li key={step.title} className="step">
          <span className="step__number" aria-hidden="true">
            {i + 1}
          </span>
          <h3 className="step__title">{step.title}</h3>
          <p>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
