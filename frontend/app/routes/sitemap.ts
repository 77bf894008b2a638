// /sitemap.xml from the published content: every page in every language that has it, each with
// its alternates in the others (docs/decisions/036-languages.md).
import type { Route } from './+types/sitemap';
import { contentContext } from '~/lib/content/context.server';
import { contentAddresses } from '~/lib/content/addresses.server';
import { getPages } from '~/lib/content/pages.server';
import { getSiteSettings } from '~/lib/content/site-settings.server';
import { publicSiteUrl } from '~/lib/site-url.server';
import { DEFAULT_LOCALE, siteLocales } from '@agency/contract/locales';
import { localePath } from '~/lib/locale';
import { CODE_PAGE_SLUGS } from '@agency/cms-schema/page-paths';
import { alternatesOf } from '~/lib/seo';

const STATIC_PATHS = [
  '/',
  '/creative-services',
  '/creative-design-portfolio',
  '/industries',
  '/industries/original',
  '/contact-info',
  '/form',
  '/scan-card',
];
// The code's pages whose slug is not their path (listed above), or that are not for search engines.
const PAGE_PATHS: ReadonlySet<string> = new Set([
  'home',
  'industries-original',
  'industries',
  'creative-services',
  'creative-design-portfolio',
  'test',
  'temporary',
  'form',
]);

/**
 * Whether an item at `path` belongs in the sitemap: not when an editor keeps it out of search
 * engines (noindex), nor when its canonical address is another one (README "For editors").
 */
function listed(item: { noindex?: boolean | null; canonical_url?: string | null }, path: string) {
  if (item.noindex) return false;
  const canonical = item.canonical_url?.trim();
  return !canonical || canonical === path;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A page of the sitemap: its address (without a language's prefix) in each language that has it. */
type Entry = Record<string, string>;

/** The `<url>` of a page in one language, with its alternates in every language that has it. */
function urlElement(entry: Entry, locale: string, base: string) {
  const href = (code: string, path: string) => escapeXml(new URL(localePath(code, path), base).toString());
  const codes = Object.keys(entry);
  const links =
    codes.length < 2
      ? []
      : [
          ...codes.map((code) => `<xhtml:link rel="alternate" hreflang="${code}" href="${href(code, entry[code]!)}"/>`),
          ...(entry[DEFAULT_LOCALE]
            ? [
                `<xhtml:link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LOCALE, entry[DEFAULT_LOCALE])}"/>`,
              ]
            : []),
        ];
  return `  <url><loc>${href(locale, entry[locale]!)}</loc>${links.join('')}</url>`;
}

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(contentContext);
  const settings = await getSiteSettings(site);
  const locales = siteLocales(settings.locales);
  // Read in the default language, knowing every language (the items' slugs in each).
  const content = site.inLanguage({ locale: DEFAULT_LOCALE, locales });
  const [pages, items] = await Promise.all([getPages(content), contentAddresses(content)]);
  const base = publicSiteUrl(settings, content.site.env);
  const everywhere = (path: string): Entry => Object.fromEntries(locales.map(({ code }) => [code, path]));
  const entries: Entry[] = [
    ...STATIC_PATHS.map(everywhere),
    // The code's pages whose texts are a page: at their code's address, in each language that translates them.
    ...pages.flatMap((page) => {
      const path = `/${page.slug}`;
      if (!CODE_PAGE_SLUGS.has(page.slug) || PAGE_PATHS.has(page.slug) || !listed(page, path)) return [];
      return [alternatesOf(page.inLocales, () => path)];
    }),
    ...items
      .filter(({ item, addresses }) => {
        const path = addresses[DEFAULT_LOCALE];
        return path !== undefined && listed(item, path);
      })
      .map(({ addresses }) => addresses),
  ];
  const seen = new Set<string>();
  const urls = entries.flatMap((entry) => {
    const key = entry[DEFAULT_LOCALE] ?? JSON.stringify(entry);
    if (seen.has(key)) return [];
    seen.add(key);
    return Object.keys(entry).map((locale) => urlElement(entry, locale, base));
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}
