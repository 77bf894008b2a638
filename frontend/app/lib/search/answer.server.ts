// The header box's results as you type (README "Site search", docs/decisions/043-site-search.md):
// `/search.json?q=` (`/es/search.json?q=` in Spanish) is answered by the web server straight from
// its index, outside React Router: every keystroke is a query nobody may have asked before, and
// a route's data request would cost a render's worth of routing and encoding for each. The web
// server keeps an answer in its page cache like a page (the index's families in its read log),
// so a query asked before is answered as a cached page is.
import { siteLocales } from '@agency/contract/locales';
import { RequestContent } from '../content/request.server';
import type { SiteContent } from '../content/site-content.server';
import type { RenderReads } from '../content/store-types.server';
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

const NOT_AVAILABLE = 'The search is not available right now. Please try again in a moment.';

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: status === 200 ? {} : { 'cache-control': 'no-store' } });

/**
 * The answer to `request`'s query in its language: the first SEARCH_BOX_RESULTS results and how
 * many were found (a SearchPageData), noting the families it reads in `reads`. A prefix that is
 * no language of the site is a 404, as its pages are.
 */
export async function searchAnswer(site: SiteContent, request: Request, reads?: RenderReads): Promise<Response> {
  const url = new URL(request.url);
  const content = new RequestContent(site, reads);
  let locales;
  try {
    locales = siteLocales((await content.read(site.families.siteSettings)).locales);
  } catch {
    return json(503, { error: NOT_AVAILABLE });
  }
  const { locale, path } = splitLocale(
    url.pathname,
    locales.map(({ code }) => code),
  );
  if (path !== SEARCH_ANSWER_PATH) return json(404, { error: `No such address: ${url.pathname}` });
  const query = normalizeQuery(url.searchParams.get('q'));
  const answer = (body: SearchPageData) => json(200, body);
  if (query.length > SEARCH_MAX_LENGTH) return answer({ query, tooLong: true, total: 0, results: [] });
  if (!query) return answer({ query, tooLong: false, total: 0, results: [] });
  try {
    const found = await site.search.search(content.inLanguage({ locale, locales }), query, SEARCH_BOX_RESULTS);
    return answer({ query, tooLong: false, ...found });
  } catch {
    return json(503, { error: NOT_AVAILABLE });
  }
}
