import type { ReactNode } from 'react';
import type { ImageRef } from '~/lib/image-ref';
import { ResponsiveImage } from './responsive-image';

interface PageHeroProps {
  eyebrow?: string | null;
  title: string;
  lead?: string | null;
  image?: ImageRef | null;
  actions?: ReactNode;
  tone?: 'paper' | 'ink' | 'accent';
  /** The admin's Visual Editor mark of the item it shows (data-directus). */
  editable?: string;
  /** A class that gives the image the view transition name it shares with the link that opened the page (masonry-grid.tsx). */
  mediaClass?: string;
}

/** The top of a page: eyebrow, one h1, a lead paragraph, actions and an optional image. */
export function PageHero({
  eyebrow,
  title,
  lead,
  image,
  actions,
  tone = 'paper',
  editable,
  mediaClass,
}: PageHeroProps) {
  return (
    <section className={`hero hero--${tone} ${image ? 'hero--with-image' : ''}`} data-directus={editable}>
      <div className="container hero__inner">
        <div className="hero__text">
          {eyebrow ? (
            <p className="eyebrow" data-hero>
              {eyebrow}
            </p>
          ) : null}
          <h1 className={`hero__title ${title.length > 44 ? 'hero__title--long' : ''}`} data-hero>
            {title}
          </h1>
          {lead ? (
            <p className="hero__lead" data-hero>
              {lead}
            </p>
          ) : null}
          {actions ? (
            <div className="hero__actions" data-hero>
              {actions}
            </div>
          ) : null}
        </div>
        {image ? (
          <div className={mediaClass ? `hero__media ${mediaClass}` : 'hero__media'} data-hero>
            <ResponsiveImage image={image} sizes="(min-width: 960px) 45vw, 100vw" priority />
          </div>
        ) : null}
      </div>
    </section>
  );
}
