import { Link } from 'react-router';
import type { ImageRef } from '~/lib/cms.server';
import { ResponsiveImage } from './responsive-image';

export interface CardItem {
  to: string;
  title: string;
  text?: string | null;
  meta?: string | null;
  image?: ImageRef | null;
}

/** A grid of linked cards; each card reveals on scroll, staggered. */
/** `headingLevel`: 3 under a section heading, 2 when the grid sits right under the page's h1. */
export function CardGrid({
  items,
  columns = 3,
  headingLevel = 3,
}: {
  items: CardItem[];
  columns?: 2 | 3;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={`card-grid card-grid--${columns}`} data-reveal-group>
      {items.map((item) => (
        <li key={item.to} className="card">
          <Link to={item.to} prefetch="intent" className="card__link">
            {item.image ? (
              <div className="card__media">
                <ResponsiveImage
                  image={item.image}
                  sizes={`(min-width: 1024px) ${columns === 3 ? 33 : 50}vw, (min-width: 640px) 50vw, 100vw`}
                />
              </div>
            ) : null}
            <div className="card__body">
              {item.meta ? <p className="card__meta">{item.meta}</p> : null}
              <Heading className="card__title">{item.title}</Heading>
              {item.text ? <p className="card__text">{item.text}</p> : null}
              <span className="card__more" aria-hidden="true">
                →
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function SectionHeading({ id, title, intro }: { id?: string; title: string; intro?: string | null }) {
  return (
    <div className="section-heading" data-reveal>
      <h2 id={id}>{title}</h2>
      {intro ? <p>{intro}</p> : null}
    </div>
  );
}
