import { SiteLink } from './site-link';
import type { ImageRef } from '~/lib/image-ref';
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
/** `columns`: 1 sets each card wide, its image beside its text (from 768 px). */
/** `eagerCount`: how many leading images load at once (only where the grid is above the fold). */
export function CardGrid({
  items,
  columns = 3,
  headingLevel = 3,
  eagerCount = 0,
}: {
  items: CardItem[];
  columns?: 1 | 2 | 3;
  headingLevel?: 2 | 3;
  eagerCount?: number;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={`card-grid card-grid--${columns}`} data-reveal-group>
      {items.map((item, index) => (
        <li key={item.to} className="card">
          <SiteLink to={item.to} className="card__link">
            {item.image ? (
              <div className="card__media">
                {/* The title names the link; the image's description would only make the name
                    longer for a screen reader (the case study itself describes its images). */}
                <ResponsiveImage
                  image={item.image}
                  alt=""
                  sizes={`(min-width: 1024px) ${columns === 3 ? 33 : 50}vw, (min-width: 640px) ${columns === 1 ? 100 : 50}vw, 100vw`}
                  priority={index < eagerCount}
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
          </SiteLink>
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
