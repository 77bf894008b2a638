// Per-page meta: title, description, canonical link, Open Graph and Twitter cards.
import type { MetaDescriptor } from 'react-router';
import { isImageRef, type ImageRef } from './image-ref';
import { isRecord } from '@agency/contract/guards';
import { mediaUrl } from './media';

export interface SiteMeta {
  agencyName: string;
  siteUrl: string;
  defaultDescription: string | null;
  defaultShareImage: ImageRef | null;
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
}

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

/** The canonical address: the editor's when it is a site path or an http(s) URL, else the page's own. */
function canonicalUrl(page: PageSeo, site: SiteMeta | undefined) {
  const chosen = page.canonical?.trim();
  if (chosen && /^https?:\/\//i.test(chosen)) {
    try {
      return new URL(chosen).toString();
    } catch {
      // not an address: the page's own
    }
  }
  const path = chosen && chosen.startsWith('/') && !chosen.startsWith('//') ? chosen : page.path;
  return site ? new URL(path, site.siteUrl).toString() : path;
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
  (value.defaultShareImage === null || isImageRef(value.defaultShareImage));

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
): MetaDescriptor[] {
  return seoMeta(
    {
      title: page.seo_title || page.title,
      description: page.seo_description || page.summary,
      path,
      ...itemSeo(page, page.image),
    },
    siteMetaFrom(matches),
  );
}
