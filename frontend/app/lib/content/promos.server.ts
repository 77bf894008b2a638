// The published promotions, by year, month and slug (/promos/{year}/{month}/{slug}).
import type { Promo } from '@agency/cms-schema/schema';
import { formatFields } from '@directus/sdk';
import type { PromoView } from '../cms-views';
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

const promoKey = (year: number, month: number, slug: string) => `${year}/${month}/${slug}`;
const keyOf = (promo: PromoView) => promoKey(promo.year, promo.month, promo.slug);
const PROMO_FIELDS = [
  '*',
  { image: IMAGE_FIELDS, seo_image: IMAGE_FIELDS, service: ['name', 'url', 'service_class'] },
] as const;

export const promosFamily = indexedFamily<PromoView>('promos', keyOf, (directus) =>
  readAll(directus, 'promos', { filter: PUBLISHED, fields: PROMO_FIELDS }),
);

const preview: ItemPreview<PromoView> = { collection: 'promos', fields: formatFields([...PROMO_FIELDS]), key: keyOf };

type Reader = ReaderOf<'promos', Indexed<PromoView>>;

export const getPromo = (content: Reader, year: number, month: number, slug: string) =>
  shown(content, content.families.promos, preview, promoKey(year, month, slug));
export const getPromos = async (
  content: Reader,
): Promise<Pick<Promo, 'year' | 'month' | 'slug' | 'title' | 'noindex' | 'canonical_url'>[]> =>
  (await content.read(content.families.promos)).list;
