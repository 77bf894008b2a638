// The header box's results as you type (README "Site search", docs/decisions/043-site-search.md):
// `/search.json?q=` (`/es/search.json?q=` in Spanish) is answered by the web server straight from
// its index, outside React Router: every keystroke is a query nobody may have asked before, and
// a route's data request would cost a render's worth of routing and encoding for each.
import { siteLocales } from '@agency/contract/locales';
import { RequestContent } from '../content/request.server';
import type { SiteContent } from '../content/site-content.server';
import { splitLocale } from '../locale';
import {
  SEARCH_ANSWER_PATH,
  SEARCH_BOX_RESULTS,
  SEARCH_MAX_LENGTH,
  normalizeQuery,
  type SearchPageData,
} from './query';

/** Whether `pathname` asks for the box's results, in the default language or under a language's prefix. */
export const isSearchAnswerPath = (pathname: string) =>
  pathname === SEARCH_ANSWER_PATH || /^\/[a-z]{2,3}(?:-[a-z0-9]{2,8})*\/search\.json$/i.test(pathname);

export type SearchAnswerResponse =
  { status: 200; body: SearchPageData } | { status: 404 | 503; body: { error: string } };

/**
 * The results of `url`'s query in its language: the first SEARCH_BOX_RESULTS and how many were
 * found. A prefix that is no language of the site is a 404, as its pages are.
 */
export async function searchAnswer(site: SiteContent, url: URL): Promise<SearchAnswerResponse> {
  const request = new RequestContent(site);
  let locales;
  try {
    locales = siteLocales((await request.read(site.families.siteSettings)).locales);
  } catch {
    return { status: 503, body: { error: 'The search is not available right now. Please try again in a moment.' } };
  }
  const { locale, path } = splitLocale(
    url.pathname,
    locales.map(({ code }) => code),
  );
  if (path !== SEARCH_ANSWER_PATH) return { status: 404, body: { error: `No such address: ${url.pathname}` } };
  const query = normalizeQuery(url.searchParams.get('q'));
  if (query.length > SEARCH_MAX_LENGTH) return { status: 200, body: { query, tooLong: true, total: 0, results: [] } };
  if (!query) return { status: 200, body: { query, tooLong: false, total: 0, results: [] } };
  try {
    const answer = await site.search.search(request.inLanguage({ locale, locales }), query, SEARCH_BOX_RESULTS);
    return { status: 200, body: { query, tooLong: false, ...answer } };
  } catch {
    return { status: 503, body: { error: 'The search is not available right now. Please try again in a moment.' } };
  }
}
