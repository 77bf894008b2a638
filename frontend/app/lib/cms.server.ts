// Every CMS read of the site: published content only (drafts never leave this module), through
// the server-only Website API token, from the web server's own copy (content-store.server.ts).
// Unknown slugs and tokens are answered from the copy, never by asking Directus. A CMS that
// cannot be reached while there is no copy becomes a 503.
import type { Promo, Schema } from '@agency/cms-schema/schema';
import type { PreviewCollection } from '@agency/cms-schema/preview';
import { familyCollections, type ListCollection } from '@agency/contract/collections';
import { PAGE_SIZE } from '@agency/contract/limits';
import {
  createDirectus,
  formatFields,
  readItems,
  readSingleton,
  rest,
  staticToken,
  type CollectionType,
  type Query,
} from '@directus/sdk';
import { data } from 'react-router';
import { ContentStore } from './content-store.server';
import type {
  IndustryView,
  PortfolioItemView,
  PromoView,
  ReadOutput,
  ServiceView,
  SiteSettingsView,
} from './cms-views';
import { formDefinitionOf } from './form-definition.server';
import { previewedItem } from './preview.server';
import { serverEnv } from './env.server';
import { errorMessage, log } from './log.server';

const cms = createDirectus<Schema>(serverEnv.DIRECTUS_URL).with(staticToken(serverEnv.WEBSITE_API_TOKEN)).with(rest());

export const PUBLISHED = { status: { _eq: 'published' } } as const;

/** The web server's copy of published content (README "The read path"). */
export const contentStore = new ContentStore({
  ttlMs: serverEnv.CONTENT_CACHE_TTL_SECONDS * 1000,
  onError: (family, error) => log.error({ family, err: errorMessage(error) }, 'CMS read failed'),
});

/** A CMS that is down with no copy at hand must not show a stack trace: the page answers 503. */
export async function read<T>(family: () => Promise<T>): Promise<T> {
  try {
    return await family();
  } catch {
    throw data({ reason: 'cms-unavailable', ...fallbackSiteSettings() }, { status: 503 });
  }
}

export type { ImageRef } from './image-ref';

// Fields are written in the SDK's nested syntax ({ image: [...] } for image.id, image.width, …),
// so that the SDK types each result from the generated Schema
// (docs/decisions/032-site-cms-contract.md); it sends them to Directus as the same dotted paths.
const IMAGE_FIELDS = ['id', 'width', 'height', 'title', 'description'] as const;

export const IMAGE_COLLECTIONS = ['directus_files'];

const siteSettingsFamily = contentStore.define('site_settings', {
  collections: familyCollections('site_settings'),
  load: async (): Promise<SiteSettingsView> => {
    const settings = await cms.request(
      readSingleton('site_settings', { fields: ['*', { default_share_image: IMAGE_FIELDS }] }),
    );
    const image = settings.default_share_image;
    return { ...settings, default_share_image: typeof image === 'object' ? image : null };
  },
});

export const getSiteSettings = () => read(siteSettingsFamily);

/** For the error page when the CMS is down: the settings of the copy, else the environment's fallback. */
export function fallbackSiteSettings(): Pick<SiteSettingsView, 'agency_name' | 'contact_email'> {
  const settings = siteSettingsFamily.peek();
  return (
    settings ?? {
      agency_name: serverEnv.FALLBACK_AGENCY_NAME,
      contact_email: serverEnv.FALLBACK_CONTACT_EMAIL,
    }
  );
}

/**
 * Every item of a collection that matches the query, read page by page (Directus caps a page at
 * QUERY_LIMIT_MAX, PAGE_SIZE of packages/contract, and would silently cut a larger family
 * short). The primary key ends the sort, so the pages neither overlap nor skip items.
 */
export async function readAll<
  Collection extends ListCollection,
  const ItemQuery extends Query<Schema, CollectionType<Schema, Collection>>,
>(collection: Collection, query: ItemQuery): Promise<ReadOutput<Collection, ItemQuery>[]> {
  const sort = [...(query.sort ?? []), 'id'];
  const items: ReadOutput<Collection, ItemQuery>[] = [];
  for (let page = 1; ; page += 1) {
    const batch = await cms.request(
      readItems<Schema, Collection, ItemQuery>(collection, { ...query, sort, limit: PAGE_SIZE, page }),
    );
    items.push(...(batch as ReadOutput<Collection, ItemQuery>[]));
    if (batch.length < PAGE_SIZE) return items;
  }
}

/** A published family kept as a list in CMS order and as a map by its key. */
interface Indexed<T> {
  list: T[];
  byKey: Map<string, T>;
}

export function indexed<T>(
  name: string,
  collections: string[],
  key: (item: T) => string,
  load: () => Promise<T[]>,
): () => Promise<Indexed<T>> {
  return contentStore.define(name, {
    collections,
    load: async () => {
      const list = await load();
      return { list, byKey: new Map(list.map((item) => [key(item), item])) };
    },
  });
}

/**
 * The item a page shows by its key: the previewed draft or version when this request previews it
 * (lib/preview.server.ts), else the published copy.
 */
export async function shown<T>(
  family: () => Promise<Indexed<T>>,
  preview: { collection: PreviewCollection; fields: readonly string[]; key: (item: T) => string },
  key: string,
): Promise<T | null> {
  const draft = await previewedItem<T>(preview.collection, preview.fields);
  if (draft && preview.key(draft) === key) return draft;
  return (await read(family)).byKey.get(key) ?? null;
}

export const ITEM_FIELDS = ['*', { image: IMAGE_FIELDS, seo_image: IMAGE_FIELDS }] as const;
/** The same fields as Directus' `fields` parameter, for the preview's own request. */
export const ITEM_FIELD_PATHS = formatFields([...ITEM_FIELDS]);

const servicesFamily = indexed<ServiceView>(
  'services',
  familyCollections('services'),
  (service) => service.url,
  () => readAll('services', { filter: PUBLISHED, sort: ['sort', 'name'], fields: ITEM_FIELDS }),
);

export const getServices = async () => (await read(servicesFamily)).list;
export const getService = (url: string) =>
  shown(servicesFamily, { collection: 'services', fields: ITEM_FIELD_PATHS, key: (service) => service.url }, url);

const industriesFamily = indexed<IndustryView>(
  'industries',
  familyCollections('industries'),
  (industry) => industry.slug,
  () => readAll('industries', { filter: PUBLISHED, sort: ['sort', 'name'], fields: ITEM_FIELDS }),
);

export const getIndustries = async () => (await read(industriesFamily)).list;
export const getIndustry = (slug: string) =>
  shown(
    industriesFamily,
    { collection: 'industries', fields: ITEM_FIELD_PATHS, key: (industry) => industry.slug },
    slug,
  );

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
const PORTFOLIO_FIELD_PATHS = formatFields([...PORTFOLIO_FIELDS]);

const portfolioFamily = indexed<PortfolioItemView>(
  'portfolio',
  familyCollections('portfolio'),
  (item) => item.slug,
  () =>
    readAll('portfolio_items', {
      filter: PUBLISHED,
      sort: ['sort', '-year'],
      fields: PORTFOLIO_FIELDS,
    }),
);

export const getPortfolio = async () => (await read(portfolioFamily)).list;
export const getPortfolioItem = (slug: string) =>
  shown(
    portfolioFamily,
    { collection: 'portfolio_items', fields: PORTFOLIO_FIELD_PATHS, key: (item) => item.slug },
    slug,
  );

const promoKey = (year: number, month: number, slug: string) => `${year}/${month}/${slug}`;
const PROMO_FIELDS = [
  '*',
  { image: IMAGE_FIELDS, seo_image: IMAGE_FIELDS, service: ['name', 'url', 'service_class'] },
] as const;
const PROMO_FIELD_PATHS = formatFields([...PROMO_FIELDS]);

const promosFamily = indexed<PromoView>(
  'promos',
  familyCollections('promos'),
  (promo) => promoKey(promo.year, promo.month, promo.slug),
  () => readAll('promos', { filter: PUBLISHED, fields: PROMO_FIELDS }),
);

export const getPromo = (year: number, month: number, slug: string) =>
  shown(
    promosFamily,
    { collection: 'promos', fields: PROMO_FIELD_PATHS, key: (promo) => promoKey(promo.year, promo.month, promo.slug) },
    promoKey(year, month, slug),
  );
export const getPromos = async (): Promise<
  Pick<Promo, 'year' | 'month' | 'slug' | 'title' | 'noindex' | 'canonical_url'>[]
> => (await read(promosFamily)).list;

// The form's definition (fields, rules, published options, the privacy notice of Site Settings)
// for server-rendered forms. It is read without its form token: one copy serves every visitor,
// and each browser fetches its own token from /api/request-form/definition when the form opens.
const formDefinitionFamily = contentStore.define('form', {
  collections: familyCollections('form'),
  load: async () => {
    const response = await fetch(`${serverEnv.DIRECTUS_URL}/request-form/definition`, {
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const definition = formDefinitionOf(await response.json());
    return { ...definition, antiSpam: { ...definition.antiSpam, formToken: '' } };
  },
});

export const getFormDefinition = () => read(formDefinitionFamily);
