// Per-page meta: title, description, canonical link, Open Graph and Twitter cards.
import type { MetaDescriptor } from 'react-router';
import { isImageRef, type ImageRef } from './image-ref';
import { isRecord } from '@agency/contract/guards';
import { mediaUrl } from './media';
import { DEFAULT_LOCALE, localePath, pageLocalesOf, type Locale } from './locale';

export interface SiteMeta {
  agencyName: string;
  siteUrl: string;
  defaultDescription: string | null;
  defaultShareImage: ImageRef | null;
  /** The page's locale and the site's (lib/locale.ts). */
  locale: string;
  locales: Locale[];
}

export interface PageSeo {
  title: string;
  description?: string | null;
  path: string;
  image?: ImageRef | null;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** The editor's canonical address: a path of this site or an http(s) URL; else `path`. */
  canonical?: string | null;
  /**
   * The page's address (without a locale's prefix) in each locale that has a translation of it;
   * absent: every locale has the page at `path` (the code's own pages). A page a locale has no
   * translation of names the default's address as its canonical one.
   */
  alternates?: Record<string, string>;
}

/** An item's addresses in the locales that translate it (Localized.inLocales), made from its slug in each. */
export const alternatesOf = (inLocales: Record<string, string>, path: (slug: string) => string | null) =>
  Object.fromEntries(
    Object.entries(inLocales).flatMap(([locale, slug]) => {
      const address = path(slug);
      return address ? [[locale, address]] : [];
    }),
  );

/** The SEO fields editors set on every content item (README "For editors"). */
export interface ItemSeo {
  seo_image?: ImageRef | null;
  canonical_url?: string | null;
  noindex?: boolean | null;
}

/** An item's SEO fields as page meta: its share image (else `image`), canonical address, noindex. */
export const itemSeo = (item: ItemSeo, image: ImageRef | null | undefined) => ({
  image: item.seo_image ?? image ?? null,
  canonical: item.canonical_url ?? null,
  noindex: Boolean(item.noindex),
});

/** The page's address in `locale`, as an absolute URL when the site's is known. */
const absolute = (path: string, site: SiteMeta | undefined) => (site ? new URL(path, site.siteUrl).toString() : path);

/**
 * The canonical address: the editor's when it is a site path (in the page's locale) or an http(s)
 * URL, else the page's own; the default's for a page its locale has no translation of.
 */
function canonicalUrl(page: PageSeo, site: SiteMeta | undefined) {
  const chosen = page.canonical?.trim();
  if (chosen && /^https?:\/\//i.test(chosen)) {
    try {
      return new URL(chosen).toString();
    } catch {
      // not an address: the page's own
    }
  }
  const { locale } = pageLocalesOf(site);
  const own = page.alternates && !(locale in page.alternates) ? DEFAULT_LOCALE : locale;
  const path = chosen && chosen.startsWith('/') && !chosen.startsWith('//') ? chosen : page.path;
  const ownPath = own === locale ? path : (page.alternates?.[DEFAULT_LOCALE] ?? path);
  return absolute(localePath(own, ownPath), site);
}

/** `hreflang` links: the page in each locale that has it, and the default's as x-default (one locale: none). */
function alternateLinks(page: PageSeo, site: SiteMeta | undefined): MetaDescriptor[] {
  const { locales } = pageLocalesOf(site);
  if (locales.length < 2) return [];
  const pathIn = (code: string) => (page.alternates ? page.alternates[code] : page.path);
  const links = locales.flatMap(({ code }) => {
    const path = pathIn(code);
    return path
      ? [{ tagName: 'link', rel: 'alternate', hrefLang: code, href: absolute(localePath(code, path), site) }]
      : [];
  });
  const fallback = pathIn(DEFAULT_LOCALE);
  return links.length < 2 || !fallback
    ? []
    : [...links, { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absolute(fallback, site) }];
}

/** The root route's loader data, as child routes see it through `matches`. */
export function siteMetaFrom(matches: readonly unknown[]): SiteMeta | undefined {
  const root = matches.find((match) => isRecord(match) && match.id === 'root');
  const site = isRecord(root) && isRecord(root.loaderData) ? root.loaderData.site : undefined;
  return isSiteMeta(site) ? site : undefined;
}

const isSiteMeta = (value: unknown): value is SiteMeta =>
  isRecord(value) &&
  typeof value.agencyName === 'string' &&
  typeof value.siteUrl === 'string' &&
  (value.defaultDescription === null || typeof value.defaultDescription === 'string') &&
  (value.defaultShareImage === null || isImageRef(value.defaultShareImage)) &&
  typeof value.locale === 'string' &&
  Array.isArray(value.locales);

export function seoMeta(page: PageSeo, site: SiteMeta | undefined): MetaDescriptor[] {
  const agency = site?.agencyName ?? '';
  // The agency name once: an editor's title may already carry it.
  const title = !agency || page.title.includes(agency) ? page.title : `${page.title} | ${agency}`;
  const description = page.description ?? site?.defaultDescription ?? '';
  const canonical = canonicalUrl(page, site);
  const image = page.image ?? site?.defaultShareImage;
  const imageUrl = image && site ? new URL(mediaUrl(image.id, 1200), site.siteUrl).toString() : null;
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...alternateLinks(page, site),
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:site_name', content: agency },
    ...(imageUrl
      ? [
          { property: 'og:image', content: imageUrl },
          { name: 'twitter:image', content: imageUrl },
        ]
      : []),
    { name: 'twitter:card', content: imageUrl ? 'summary_large_image' : 'summary' },
    ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
}

/** Meta of a page from the `pages` collection (its SEO fields, else its title and summary). */
export function pageMeta(
  page: {
    title: string;
    summary: string | null;
    seo_title: string | null;
    seo_description: string | null;
    image?: ImageRef | null;
  } & ItemSeo,
  path: string,
  matches: readonly unknown[],
  alternates?: Record<string, string>,
): MetaDescriptor[] {
  return seoMeta(
    {
      title: page.seo_title || page.title,
      description: page.seo_description || page.summary,
      path,
      alternates,
      ...itemSeo(page, page.image),
    },
    siteMetaFrom(matches),
  );
}
