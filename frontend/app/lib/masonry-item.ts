// A work tile's data (components/masonry-grid.tsx): what loaders pass to the page of a case study.
import type { PortfolioItemView } from './cms-views';

/** What a tile shows: loaders pass only this to the page (less data in the HTML). */
export type MasonryItem = Pick<PortfolioItemView, 'slug' | 'title' | 'cover_image' | 'client' | 'year'> & {
  industry: { name: string } | null;
};

export const toMasonryItem = ({
  slug,
  title,
  cover_image,
  client,
  year,
  industry,
}: PortfolioItemView): MasonryItem => ({
  slug,
  title,
  // The tile's image is decorative (the title names the link): its words stay out of the page data.
  cover_image: cover_image ? { ...cover_image, title: null, description: null } : null,
  client,
  year,
  industry: industry ? { name: industry.name } : null,
});
