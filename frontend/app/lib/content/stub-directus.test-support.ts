// For unit tests: the site's content copy over a stub of Directus (its fetch), and a request's
// content at an address, its language set by the default layout's middleware
// (docs/decisions/036-languages.md). Used by the tests of the languages, the images and the search.
import { parseServerEnv } from '../env.server';
import { localeMiddleware } from '../locale-route.server';
import { contentContext, loadContext } from './context.server';
import type { RequestContent } from './request.server';
import { createSiteContent, type SiteContent } from './site-content.server';

/** The languages of most tests: English, the default, and Spanish. */
export const ENGLISH_AND_SPANISH = [
  { code: 'en', name: 'English', enabled: true },
  { code: 'es', name: 'Español', enabled: true },
];

/** Site Settings with these languages. */
export const settingsWith = (locales: { code: string; name: string; enabled: boolean }[] = ENGLISH_AND_SPANISH) => ({
  id: 1,
  agency_name: 'Agency',
  locales,
});

/**
 * A content copy whose Directus answers Site Settings with `settings`, a collection's first page
 * with what `itemsOf` gives for its path (`/items/services`), later pages empty, anything else
 * 404; `asked` holds every address it was asked for.
 */
export function stubbedSite(settings: object, itemsOf: (path: string) => unknown[] | undefined) {
  const asked: URL[] = [];
  const site: SiteContent = createSiteContent({
    env: parseServerEnv({ WEBSITE_API_TOKEN: 'a-website-token-of-the-test', DIRECTUS_URL: 'http://cms.test' }),
    fetch: async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      asked.push(url);
      if (url.pathname === '/items/site_settings') return Response.json({ data: settings });
      const items = itemsOf(url.pathname);
      if (!items) return new Response('not found', { status: 404 });
      return Response.json({ data: url.searchParams.get('page') === '1' ? items : [] });
    },
  });
  return { site, asked };
}

/**
 * `read` with the content of a request for `path` once the language middleware ran, as for a
 * route matched with `params` (by default `lang` from a `/es/` prefix).
 */
export async function atAddress<T>(
  site: SiteContent,
  path: string,
  read: (content: RequestContent) => Promise<T>,
  params: Record<string, string> = path.startsWith('/es/') ? { lang: 'es' } : {},
): Promise<T | undefined> {
  const request = new Request(`http://site.test${path}`);
  const context = loadContext(site);
  let result: T | undefined;
  await localeMiddleware({ request, url: new URL(request.url), pattern: '', params, context }, async () => {
    result = await read(context.get(contentContext));
    return new Response('ok');
  });
  return result;
}
