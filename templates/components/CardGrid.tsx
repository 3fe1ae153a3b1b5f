import type { Benefit, Card } from '../../pipeline/types.ts';
import { Icon } from './Icon.tsx';
import { Cached } from './Cached.tsx';

interface CardGridProps {
  cards: Card[];
  headingLevel?: 2 | 3;
  /** The visible name of a card's link, which names the page it leads to ("Ir a Destape de cañerías"). */
  linkName?: (href: string) => string;
  /** On a phone, the icon beside the title and tighter padding: six cards in about half the height. */
  compact?: boolean;
}

/** Icon, title, text and optional link; every card of a grid the same height. Each card is the same but for its words. */
export function CardGrid({ cards, headingLevel = 3, linkName, compact }: CardGridProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={compact ? 'card-grid card-grid--compact' : 'card-grid'}>
      {cards.map(({ title, description, icon, link }) => {
        const named = link && linkName ? 'named' : link ? 'plain' : 'none';
        return (
          <Cached key={title} name="card" varies={[headingLevel, icon, named]} slots={{ title, description, link: link ?? '', name: link && linkName ? linkName(link) : '' }}>
            {(slots) => (
              <li className="card">
                <span className="card__icon">
                  <Icon name={icon} />
                </span>
                <Heading className="card__title">{slots.title}</Heading>
                <p className="card__text">{slots.description}</p>
                {named === 'none' ? null : (
                  <a className="card__link" href={slots.link}>
                    {named === 'named' ? (
                      <>
                        {slots.name} <Icon name="arrow-right" size={16} />
                      </>
                    ) : (
                      <>
                        Ver servicio <Icon name="arrow-right" size={16} />
                        <span className="visually-hidden">: {slots.title}</span>
                      </>
                    )}
                  </a>
                )}
              </li>
            )}
          </Cached>
        );
      })}
    </ul>
  );
}

/** A benefit: the same in every grid but for its words and icon (a cached part). */
export function BenefitGrid({ items, icon = 'circle-check' }: { items: Benefit[]; icon?: string }) {
  return (
    <ul className="benefit-grid">
      {items.map(({ title, description }) => (
        <Cached key={title} name="benefit" varies={[icon]} slots={{ title, description }}>
          {(slots) => (
            <li className="benefit">
              <Icon name={icon} className="benefit__icon" />
              <div>
                <h3 className="benefit__title">{slots.title}</h3>
                <p>{slots.description}</p>
              </div>
            </li>
          )}
        </Cached>
      ))}
    </ul>
  );
}
