// /sitemap.xml from the published content.
import type { Route } from './+types/sitemap';
import { contentContext } from '~/lib/content/context.server';
import { getIndustries } from '~/lib/content/industries.server';
import { getPages } from '~/lib/content/pages.server';
import { getPortfolio } from '~/lib/content/portfolio.server';
import { getPromos } from '~/lib/content/promos.server';
import { getServices } from '~/lib/content/services.server';
import { getSiteSettings } from '~/lib/content/site-settings.server';
import { publicSiteUrl } from '~/lib/site-url.server';

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
// Pages whose slug is not their path, or that are not for search engines.
const PAGE_PATHS: Record<string, string | null> = {
  home: null,
  'industries-original': null,
  industries: null,
  'creative-services': null,
  'creative-design-portfolio': null,
  test: null,
  temporary: null,
  form: null,
};

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

export async function loader({ context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const [settings, pages, services, industries, portfolio, promos] = await Promise.all([
    getSiteSettings(content),
    getPages(content),
    getServices(content),
    getIndustries(content),
    getPortfolio(content),
    getPromos(content),
  ]);
  const base = publicSiteUrl(settings, content.site.env);
  const paths = new Set([
    ...STATIC_PATHS,
    ...pages
      .map((page) => ({ page, path: page.slug in PAGE_PATHS ? PAGE_PATHS[page.slug] : `/${page.slug}` }))
      .filter((entry): entry is { page: (typeof pages)[number]; path: string } => Boolean(entry.path))
      .filter(({ page, path }) => listed(page, path))
      .map(({ path }) => path),
    ...[
      ...services.map((item) => ({ item, path: `/creative-services/${item.url}` })),
      ...industries.map((item) => ({ item, path: `/industries/${item.slug}` })),
      ...portfolio.map((item) => ({ item, path: `/creative-design-portfolio/${item.slug}` })),
      ...promos.map((item) => ({ item, path: `/promos/${item.year}/${item.month}/${item.slug}` })),
    ]
      .filter(({ item, path }) => listed(item, path))
      .map(({ path }) => path),
  ]);
  const urls = [...paths].map((path) => `  <url><loc>${escapeXml(new URL(path, base).toString())}</loc></url>`);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}
