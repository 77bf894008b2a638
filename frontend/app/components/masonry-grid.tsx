import { useViewTransitionState } from 'react-router';
import { SiteLink } from './site-link';
import { ResponsiveImage } from './responsive-image';
import type { MasonryItem } from '~/lib/masonry-item';

export { toMasonryItem, type MasonryItem } from '~/lib/masonry-item';

// Masonry (docs/product.md "Constants"): column width 400, gap 0, at least one column. CSS multi-column layout places
// the items with no script, and every image has its dimensions, so nothing shifts while loading.
export const MASONRY = { columnWidth: 400, gap: 0, minColumns: 1 } as const;

/** `eagerCount`: how many leading images load at once (only where the grid is above the fold). */
export function MasonryGrid({ items, eagerCount = 0 }: { items: MasonryItem[]; eagerCount?: number }) {
  return (
    <ul className="masonry" style={{ columnWidth: MASONRY.columnWidth, columnGap: MASONRY.gap }}>
      {items.map((item, index) => (
        <WorkTile key={item.slug} item={item} eager={index < eagerCount} />
      ))}
    </ul>
  );
}

/**
 * The class of the image the work being opened shares with its case study's (page-hero.tsx): it
 * carries the view transition name `work-media` (styles/app.css; a class, since HTML checkers do
 * not know the property in a style attribute yet).
 */
export const WORK_MEDIA_CLASS = 'work-media';

function WorkTile({ item, eager }: { item: MasonryItem; eager: boolean }) {
  const to = `/creative-design-portfolio/${item.slug}`;
  // Only the tile being opened carries the name (a name is unique on a page): its image grows into
  // the case study's (styles/app.css, ::view-transition-group(work-media)).
  const opening = useViewTransitionState(to);
  return (
    <li className="masonry__item" data-reveal>
      <SiteLink to={to} className="masonry__link">
        {item.cover_image ? (
          <span className={opening ? `masonry__media ${WORK_MEDIA_CLASS}` : 'masonry__media'}>
            <ResponsiveImage
              image={item.cover_image}
              alt=""
              sizes="(min-width: 1200px) 400px, (min-width: 800px) 50vw, 100vw"
              priority={eager}
            />
          </span>
        ) : null}
        <span className="masonry__caption">
          <span className="masonry__title">{item.title}</span>
          <span className="masonry__meta">
            {[item.client, item.industry?.name, item.year].filter(Boolean).join(' · ')}
          </span>
        </span>
      </SiteLink>
    </li>
  );
}
