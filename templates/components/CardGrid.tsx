import type { Benefit, Card } from '../../pipeline/types.ts';
import { Icon } from './Icon.tsx';

interface CardGridProps {
  cards: Card[];
  headingLevel?: 2 | 3;
  /** The visible name of a card's link, which names the page it leads to ("Ir a Destape de cañerías"). */
  linkName?: (href: string) => string;
  /** On a phone, the icon beside the title and tighter padding: six cards in about half the height. */
  compact?: boolean;
}

/** Icon, title, text and optional link; every card of a grid the same height. */
export function CardGrid({ cards, headingLevel = 3, linkName, compact }: CardGridProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={compact ? 'card-grid card-grid--compact' : 'card-grid'}>
      {cards.map((card) => (
        <li key={card.title} className="card">
          <span className="card__icon">
            <Icon name={card.icon} />
          </span>
          <Heading className="card__title">{card.title}</Heading>
          <p className="card__text">{card.description}</p>
          {card.link ? (
            <a className="card__link" href={card.link}>
              {linkName ? (
                <>
                  {linkName(card.link)} <Icon name="arrow-right" size={16} />
                </>
              ) : (
                <>
                  Ver servicio <Icon name="arrow-right" size={16} />
                  <span className="visually-hidden">: {card.title}</span>
                </>
              )}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function BenefitGrid({ items, icon = 'circle-check' }: { items: Benefit[]; icon?: string }) {
  return (
    <ul className="benefit-grid">
      {items.map((item) => (
        <li key={item.title} className="benefit">
          <Icon name={icon} className="benefit__icon" />
          <div>
            <h3 className="benefit__title">{item.title}</h3>
            <p>{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
