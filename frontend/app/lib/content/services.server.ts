// The published services, by their address (/creative-services/{url}).
import type { ServiceView } from '../cms-views';
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

export const servicesFamily = indexedFamily<ServiceView>(
  'services',
  (service) => service.url,
  (directus) => readAll(directus, 'services', { filter: PUBLISHED, sort: ['sort', 'name'], fields: ITEM_FIELDS }),
);

const preview: ItemPreview<ServiceView> = {
  collection: 'services',
  fields: ITEM_FIELD_PATHS,
  key: (service) => service.url,
};

type Reader = ReaderOf<'services', Indexed<ServiceView>>;

export const getServices = async (content: Reader) => (await content.read(content.families.services)).list;
export const getService = (content: Reader, url: string) => shown(content, content.families.services, preview, url);
