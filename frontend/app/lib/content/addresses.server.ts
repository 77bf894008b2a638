// The addresses of the content's own pages in every language that has them
// (docs/decisions/036-languages.md): editors' pages, services, industries, case studies, promos and articles
// (the code's own pages, whose texts are pages too, have their code's address in every language),
// each with its path (without a language's prefix) per language. The sitemap lists them; a
// request for an item's default-language slug under another language's prefix is led to the
// item's slug in that language (locale-route.server.ts).
import { pageAddress } from '@agency/cms-schema/page-paths';
import { DEFAULT_LOCALE } from '@agency/contract/locales';
import { alternatesOf } from '../seo';
import { getArticles } from './articles.server';
import { getIndustries } from './industries.server';
import { getPages } from './pages.server';
import { getPortfolio } from './portfolio.server';
import { getPromos } from './promos.server';
import type { RequestContent } from './request.server';
import { getServices } from './services.server';

/** A page's path (without a language's prefix) in each language that has it. */
export type Addresses = Record<string, string>;

/** An item with its addresses. */
export interface AddressedItem {
  item: { noindex?: boolean | null; canonical_url?: string | null };
  addresses: Addresses;
}

/**
 * Every item of the content with a page of its own, read in the default language with the
 * items' slugs in every language of `content` (its `inLanguage` locales).
 */
export async function contentAddresses(content: RequestContent): Promise<AddressedItem[]> {
  const [pages, services, industries, portfolio, promos, articles] = await Promise.all([
    getPages(content),
    getServices(content),
    getIndustries(content),
    getPortfolio(content),
    getPromos(content),
    getArticles(content),
  ]);
  return [
    ...pages.flatMap((item) =>
      pageAddress(item.slug) ? [{ item, addresses: alternatesOf(item.inLocales, pageAddress) }] : [],
    ),
    ...services.map((item) => ({
      item,
      addresses: alternatesOf(item.inLocales, (slug) => `/creative-services/${slug}`),
    })),
    ...industries.map((item) => ({ item, addresses: alternatesOf(item.inLocales, (slug) => `/industries/${slug}`) })),
    ...portfolio.map((item) => ({
      item,
      addresses: alternatesOf(item.inLocales, (slug) => `/creative-design-portfolio/${slug}`),
    })),
    ...promos.map((item) => ({
      item,
      addresses: alternatesOf(item.inLocales, (slug) => `/promos/${item.year}/${item.month}/${slug}`),
    })),
    ...articles.map((item) => ({
      item,
      addresses: alternatesOf(item.inLocales, (slug) => `/creative-design-ideas/${slug}`),
    })),
  ];
}

/**
 * Where `path` (without a prefix) belongs in `locale` when it is an item's default-language
 * address and the item has another slug in that locale; null otherwise.
 */
export function translatedAddress(items: readonly AddressedItem[], path: string, locale: string): string | null {
  for (const { addresses } of items) {
    const own = addresses[locale];
    if (addresses[DEFAULT_LOCALE] === path && own && own !== path) return own;
  }
  return null;
}
