// The published portfolio items (case studies), by their slug, with their industry, service and gallery.
import { formatFields } from '@directus/sdk';
import type { PortfolioItemView } from '../cms-views';
import { readAll } from '../directus.server';
import {
  IMAGE_FIELDS,
  indexedFamily,
  PUBLISHED,
  shown,
  type Indexed,
  type ItemPreview,
  type ReaderOf,
} from './family.server';

const PORTFOLIO_FIELDS = [
  '*',
  {
    cover_image: IMAGE_FIELDS,
    seo_image: IMAGE_FIELDS,
    industry: ['name', 'slug'],
    service: ['name', 'url'],
    gallery: [{ directus_files_id: IMAGE_FIELDS }],
  },
] as const;

export const portfolioFamily = indexedFamily<PortfolioItemView>(
  'portfolio',
  (item) => item.slug,
  (directus) =>
    readAll(directus, 'portfolio_items', { filter: PUBLISHED, sort: ['sort', '-year'], fields: PORTFOLIO_FIELDS }),
);

const preview: ItemPreview<PortfolioItemView> = {
  collection: 'portfolio_items',
  fields: formatFields([...PORTFOLIO_FIELDS]),
  key: (item) => item.slug,
};

type Reader = ReaderOf<'portfolio', Indexed<PortfolioItemView>>;

export const getPortfolio = async (content: Reader) => (await content.read(content.families.portfolio)).list;
export const getPortfolioItem = (content: Reader, slug: string) =>
  shown(content, content.families.portfolio, preview, slug);
