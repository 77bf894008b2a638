// The published promotions, by year, month and slug (/promos/{year}/{month}/{slug}), each from its
// publish time until its unpublish time when it has them.
import type { Promo } from '@agency/cms-schema/schema';
import { formatFields } from '@directus/sdk';
import type { PromoView } from '../cms-views';
import { readAll } from '../directus.server';
import { localize } from '@agency/contract/locales';
import { IMAGE_FIELDS, PUBLISHED, itemPages, type InLocales, type Localizer } from './family.server';
import { itemImagesIn } from './images.server';

/** A promotion in a locale, with its service's name and address, and its images' texts, in it. */
const localizer: Localizer<PromoView> = (promo, locale) => ({
  ...itemImagesIn(localize('promos', promo, locale), locale),
  service: promo.service && localize('services', promo.service, locale),
});

const promoKey = (year: number, month: number, slug: string) => `${year}/${month}/${slug}`;
const keyOf = (promo: PromoView) => promoKey(promo.year, promo.month, promo.slug);
const PROMO_FIELDS = [
  '*',
  { image: IMAGE_FIELDS, seo_image: IMAGE_FIELDS, service: ['name', 'url', 'service_class', 'translations'] },
] as const;

const promos = itemPages<PromoView, 'promos'>(
  'promos',
  { collection: 'promos', fields: formatFields([...PROMO_FIELDS]), key: keyOf, localizer },
  (directus) => readAll(directus, 'promos', { filter: PUBLISHED, fields: PROMO_FIELDS }),
  // Shown between their publish and unpublish times (@agency/contract/schedule).
  { scheduled: true },
);

export const promosFamily = promos.family;
export const getPromo = (content: Parameters<typeof promos.item>[0], year: number, month: number, slug: string) =>
  promos.item(content, promoKey(year, month, slug));
/** The promotions shown now in the request's language, whole (the site search reads their texts). */
export const getPromoList = promos.list;

export const getPromos = async (
  content: Parameters<typeof promos.list>[0],
): Promise<(Pick<Promo, 'year' | 'month' | 'slug' | 'title' | 'noindex' | 'canonical_url'> & InLocales)[]> =>
  promos.list(content);
