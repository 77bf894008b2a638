// Every CMS read of the site: published content only (drafts never leave this module), through
// the server-only Website API token, cached briefly. A CMS that cannot be reached becomes a 503.
import type {
  Industry,
  Page,
  PortfolioItem,
  Promo,
  Schema,
  Service,
  ShortLink,
  SiteSettings,
} from '@agency/cms-schema/schema';
import type { FormDefinition } from '@agency/request-rules/definition';
import { createDirectus, readItems, readSingleton, rest, staticToken } from '@directus/sdk';
import { data } from 'react-router';
import { cached } from './content-cache.server';
import { serverEnv } from './env.server';

const cms = createDirectus<Schema>(serverEnv.DIRECTUS_URL).with(staticToken(serverEnv.WEBSITE_API_TOKEN)).with(rest());

const ttl = serverEnv.CONTENT_CACHE_TTL_SECONDS * 1000;
const PUBLISHED = { status: { _eq: 'published' } } as const;

/** A CMS that is down or failing must not show a stack trace: the page answers 503. */
async function read<T>(key: string, load: () => Promise<T>): Promise<T> {
  try {
    return await cached(key, ttl, load);
  } catch (error) {
    console.error(`CMS read failed (${key}):`, error instanceof Error ? error.message : error);
    throw data({ reason: 'cms-unavailable', ...fallbackSiteSettings() }, { status: 503 });
  }
}

export interface ImageRef {
  id: string;
  width: number | null;
  height: number | null;
  title: string | null;
  description: string | null;
}

const IMAGE_FIELDS = ['id', 'width', 'height', 'title', 'description'] as const;
const image = (field: string) => `${field}.${IMAGE_FIELDS.join(`,${field}.`)}`.split(',');

export type SiteSettingsView = Omit<SiteSettings, 'default_share_image'> & { default_share_image: ImageRef | null };

let lastKnownSettings: SiteSettingsView | undefined;

export async function getSiteSettings(): Promise<SiteSettingsView> {
  const settings = await read(
    'site_settings',
    async () =>
      (await cms.request(
        readSingleton('site_settings', { fields: ['*', ...image('default_share_image')] as never }),
      )) as unknown as SiteSettingsView,
  );
  lastKnownSettings = settings;
  return settings;
}

/** For the error page when the CMS is down: the last settings seen, else the environment's fallback. */
export function fallbackSiteSettings(): Pick<SiteSettingsView, 'agency_name' | 'contact_email'> {
  return (
    lastKnownSettings ?? {
      agency_name: serverEnv.FALLBACK_AGENCY_NAME,
      contact_email: serverEnv.FALLBACK_CONTACT_EMAIL,
    }
  );
}

export type ServiceView = Omit<Service, 'image'> & { image: ImageRef | null };
export type IndustryView = Omit<Industry, 'image'> & { image: ImageRef | null };
export type PageView = Omit<Page, 'image'> & { image: ImageRef | null };
export type PromoView = Omit<Promo, 'image' | 'service'> & {
  image: ImageRef | null;
  service: Pick<Service, 'name' | 'url' | 'service_class'> | null;
};
export type PortfolioItemView = Omit<PortfolioItem, 'cover_image' | 'industry' | 'service' | 'gallery'> & {
  cover_image: ImageRef | null;
  industry: Pick<Industry, 'name' | 'slug'> | null;
  service: Pick<Service, 'name' | 'url'> | null;
  gallery: { directus_files_id: ImageRef }[];
};

const list = <T>(key: string, load: () => Promise<unknown>) => read(key, load) as Promise<T[]>;
const one = async <T>(key: string, load: () => Promise<unknown>) => ((await read(key, load)) as T[])[0] ?? null;

export const getServices = () =>
  list<ServiceView>('services', () =>
    cms.request(
      readItems('services', {
        filter: PUBLISHED,
        sort: ['sort', 'name'],
        fields: ['*', ...image('image')] as never,
        limit: -1,
      }),
    ),
  );

export const getService = (url: string) =>
  one<ServiceView>(`service:${url}`, () =>
    cms.request(
      readItems('services', {
        filter: { ...PUBLISHED, url: { _eq: url } },
        fields: ['*', ...image('image')] as never,
        limit: 1,
      }),
    ),
  );

export const getIndustries = () =>
  list<IndustryView>('industries', () =>
    cms.request(
      readItems('industries', {
        filter: PUBLISHED,
        sort: ['sort', 'name'],
        fields: ['*', ...image('image')] as never,
        limit: -1,
      }),
    ),
  );

export const getIndustry = (slug: string) =>
  one<IndustryView>(`industry:${slug}`, () =>
    cms.request(
      readItems('industries', {
        filter: { ...PUBLISHED, slug: { _eq: slug } },
        fields: ['*', ...image('image')] as never,
        limit: 1,
      }),
    ),
  );

const PORTFOLIO_FIELDS = [
  '*',
  ...image('cover_image'),
  'industry.name',
  'industry.slug',
  'service.name',
  'service.url',
  ...image('gallery.directus_files_id'),
];

export const getPortfolio = () =>
  list<PortfolioItemView>('portfolio', () =>
    cms.request(
      readItems('portfolio_items', {
        filter: PUBLISHED,
        sort: ['sort', '-year'],
        fields: PORTFOLIO_FIELDS as never,
        limit: -1,
      }),
    ),
  );

export const getPortfolioItem = (slug: string) =>
  one<PortfolioItemView>(`portfolio:${slug}`, () =>
    cms.request(
      readItems('portfolio_items', {
        filter: { ...PUBLISHED, slug: { _eq: slug } },
        fields: PORTFOLIO_FIELDS as never,
        limit: 1,
      }),
    ),
  );

export const getPage = (slug: string) =>
  one<PageView>(`page:${slug}`, () =>
    cms.request(
      readItems('pages', {
        filter: { ...PUBLISHED, slug: { _eq: slug } },
        fields: ['*', ...image('image')] as never,
        limit: 1,
      }),
    ),
  );

export const getPages = () =>
  list<Pick<Page, 'slug' | 'title'>>('pages', () =>
    cms.request(readItems('pages', { filter: PUBLISHED, fields: ['slug', 'title'], limit: -1 })),
  );

export const getPromo = (year: number, month: number, slug: string) =>
  one<PromoView>(`promo:${year}/${month}/${slug}`, () =>
    cms.request(
      readItems('promos', {
        filter: { ...PUBLISHED, year: { _eq: year }, month: { _eq: month }, slug: { _eq: slug } },
        fields: ['*', ...image('image'), 'service.name', 'service.url', 'service.service_class'] as never,
        limit: 1,
      }),
    ),
  );

export const getPromos = () =>
  list<Pick<Promo, 'year' | 'month' | 'slug' | 'title'>>('promos', () =>
    cms.request(readItems('promos', { filter: PUBLISHED, fields: ['year', 'month', 'slug', 'title'], limit: -1 })),
  );

export const getShortLink = (token: string) =>
  one<Pick<ShortLink, 'target' | 'status_code'>>(`short:${token}`, () =>
    cms.request(
      readItems('short_links', {
        filter: { status: { _eq: 'active' }, token: { _eq: token } },
        fields: ['target', 'status_code'],
        limit: 1,
      }),
    ),
  );

/** The request form's definition as the browser would get it (never cached: it carries a fresh form token). */
export async function getFormDefinition(): Promise<FormDefinition> {
  try {
    const response = await fetch(`${serverEnv.DIRECTUS_URL}/request-form/definition`, {
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return ((await response.json()) as { data: FormDefinition }).data;
  } catch (error) {
    console.error('Request form definition failed:', error instanceof Error ? error.message : error);
    throw data({ reason: 'cms-unavailable', ...fallbackSiteSettings() }, { status: 503 });
  }
}
