// The published services, by their address (/creative-services/{url}).
import type { ServiceView } from '../cms-views';
import { readAll } from '../directus.server';
import { ITEM_FIELD_PATHS, ITEM_FIELDS, PUBLISHED, itemPages, localizeWithImages } from './family.server';

const services = itemPages<ServiceView, 'services'>(
  'services',
  {
    collection: 'services',
    fields: ITEM_FIELD_PATHS,
    key: (service) => service.url,
    localizer: localizeWithImages('services'),
  },
  (directus) => readAll(directus, 'services', { filter: PUBLISHED, sort: ['sort', 'name'], fields: ITEM_FIELDS }),
);

export const servicesFamily = services.family;
export const getServices = services.list;
/** The service at /creative-services/{url}. */
export const getService = services.item;
