// The published portfolio items (case studies), by their slug, with their industry, service and gallery.
import { formatFields } from '@directus/sdk';
import type { PortfolioItemView } from '../cms-views';
import { readAll } from '../directus.server';
import { localize } from '@agency/contract/locales';
import { IMAGE_FIELDS, PUBLISHED, itemPages, type Localizer } from './family.server';
import { imageIn } from './images.server';

/** A case study in a locale, with its industry's and service's names and addresses, and its images' texts, in it. */
const localizer: Localizer<PortfolioItemView> = (item, locale) => ({
  ...localize('portfolio_items', item, locale),
  industry: item.industry && localize('industries', item.industry, locale),
  service: item.service && localize('services', item.service, locale),
  cover_image: imageIn(item.cover_image, locale),
  seo_image: imageIn(item.seo_image, locale),
  gallery: item.gallery.flatMap(({ directus_files_id: file }) => {
    const image = imageIn(file, locale);
    return image ? [{ directus_files_id: image }] : [];
  }),
});

const PORTFOLIO_FIELDS = [
  '*',
  {
    cover_image: IMAGE_FIELDS,
    seo_image: IMAGE_FIELDS,
    industry: ['name', 'slug', 'translations'],
    service: ['name', 'url', 'translations'],
    gallery: [{ directus_files_id: IMAGE_FIELDS }],
  },
] as const;

const portfolio = itemPages<PortfolioItemView, 'portfolio'>(
  'portfolio',
  { collection: 'portfolio_items', fields: formatFields([...PORTFOLIO_FIELDS]), key: (item) => item.slug, localizer },
  (directus) =>
    readAll(directus, 'portfolio_items', { filter: PUBLISHED, sort: ['sort', '-year'], fields: PORTFOLIO_FIELDS }),
);

export const portfolioFamily = portfolio.family;
export const getPortfolio = portfolio.list;
/** The case study at /creative-design-portfolio/{slug}. */
export const getPortfolioItem = portfolio.item;
