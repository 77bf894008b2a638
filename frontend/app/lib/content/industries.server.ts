// The published industries, by their slug (/industries/{slug}).
import type { IndustryView } from '../cms-views';
import { readAll } from '../directus.server';
import {
  indexedFamily,
  ITEM_FIELD_PATHS,
  ITEM_FIELDS,
  PUBLISHED,
  shown,
  type Indexed,
  type ItemPreview,
  type ReaderOf,
} from './family.server';

export const industriesFamily = indexedFamily<IndustryView>(
  'industries',
  (industry) => industry.slug,
  (directus) => readAll(directus, 'industries', { filter: PUBLISHED, sort: ['sort', 'name'], fields: ITEM_FIELDS }),
);

const preview: ItemPreview<IndustryView> = {
  collection: 'industries',
  fields: ITEM_FIELD_PATHS,
  key: (industry) => industry.slug,
};

type Reader = ReaderOf<'industries', Indexed<IndustryView>>;

export const getIndustries = async (content: Reader) => (await content.read(content.families.industries)).list;
export const getIndustry = (content: Reader, slug: string) =>
  shown(content, content.families.industries, preview, slug);
