// Addresses of the `pages` collection (README "For editors", docs/decisions/022-block-pages.md):
// which pages show the content of a route the code owns, and which addresses an editor's new page
// may take. Shared by the Directus hook that checks them and the web server that serves them.

/**
 * Pages whose content a route of the code shows (frontend/app/routes.ts): their slug is a name,
 * not an address, and the site never serves them at `/{slug}` on its own.
 */
export const CODE_PAGE_SLUGS: ReadonlySet<string> = new Set([
  'home',
  'form',
  'scan-card',
  'industries',
  'industries-original',
  'contact-info',
  'creative-services',
  'creative-design-ideas',
  'creative-partnerships',
  'creative-design-agency',
  'creative-design-portfolio',
  'privacy',
  'temporary',
  'test',
]);

/**
 * First path segments the code owns: its routes, the web server's own paths and the build's
 * files. A page cannot live at or below them (a page at /industries/spring would shadow an
 * industry of that slug some day).
 */
export const CODE_PATH_SEGMENTS: ReadonlySet<string> = new Set([
  ...CODE_PAGE_SLUGS,
  'promos',
  'search',
  'creative-design-partnerships',
  'media',
  'api',
  'assets',
  'sitemap.xml',
  'robots.txt',
  'manifest.webmanifest',
  'site-texts',
]);

/**
 * The first segments of the code's pages that every other language serves under its prefix
 * (/es/creative-services/…, frontend/app/routes.ts): a page's second segment cannot be one of
 * them, or /offers/form would be read as the form of a language called "offers".
 */
export const LOCALIZED_PATH_SEGMENTS: ReadonlySet<string> = new Set([
  'form',
  'scan-card',
  'industries',
  'promos',
  'contact-info',
  'creative-services',
  'creative-design-ideas',
  'creative-partnerships',
  'creative-design-agency',
  'privacy',
  'creative-design-portfolio',
  'search',
]);

/** Lower-case words joined by hyphens, in one or more segments: offers/spring-rebrand. */
const PAGE_PATH = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const MAX_LENGTH = 120; // the column's length

/** A page's slug as written by an editor, with the slashes around it taken off. */
export const pageSlug = (value: string) => value.trim().replace(/^\/+|\/+$/g, '');

/** The address a page is served at by itself, or null for the pages a code route shows. */
export function pageAddress(slug: unknown): string | null {
  if (typeof slug !== 'string' || CODE_PAGE_SLUGS.has(slug) || !PAGE_PATH.test(slug)) return null;
  return `/${slug}`;
}

/** Why a page cannot take this path (its `slug`), or null. */
export function pagePathProblem(value: unknown): string | null {
  if (typeof value !== 'string' || pageSlug(value) === '') return 'A page needs a path, e.g. offers/spring-rebrand.';
  const slug = pageSlug(value);
  if (CODE_PAGE_SLUGS.has(slug)) return null;
  if (slug.length > MAX_LENGTH) return `A page's path has at most ${MAX_LENGTH} characters.`;
  const first = slug.split('/', 1)[0]!;
  if (CODE_PATH_SEGMENTS.has(first))
    return `The address /${slug} belongs to the site's own pages (/${first}); choose another path.`;
  const second = slug.split('/')[1];
  if (second !== undefined && LOCALIZED_PATH_SEGMENTS.has(second))
    return `The address /${slug} would be read as the /${second} page of a language; choose another second part.`;
  if (!PAGE_PATH.test(slug))
    return `The path "${slug}" can only hold lower-case letters, digits and hyphens, with / between parts, e.g. offers/spring-rebrand.`;
  return null;
}
