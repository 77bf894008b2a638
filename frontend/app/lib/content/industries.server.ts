// The published industries, by their slug (/industries/{slug}).
import type { IndustryView } from '../cms-views';
import { readAll } from '../directus.server';
import { ITEM_FIELD_PATHS, ITEM_FIELDS, PUBLISHED, itemPages, localizeWithImages } from './family.server';

const industries = itemPages<IndustryView, 'industries'>(
  'industries',
  {
    collection: 'industries',
    fields: ITEM_FIELD_PATHS,
    key: (industry) => industry.slug,
    localizer: localizeWithImages('industries'),
  },
  (directus) => readAll(directus, 'industries', { filter: PUBLISHED, sort: ['sort', 'name'], fields: ITEM_FIELDS }),
);

export const industriesFamily = industries.family;
export const getIndustries = industries.list;
/** The industry at /industries/{slug}. */
export const getIndustry = industries.item;
