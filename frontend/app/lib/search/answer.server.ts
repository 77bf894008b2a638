// The header box's results as you type (README "Site search", docs/decisions/043-site-search.md):
// `/search.json?q=` (`/es/search.json?q=` in Spanish) is answered by the web server straight from
// its index, before Express, React Router and the page cache (server/search-answers.mjs): every
// keystroke may be a query nobody asked before, and costs a search of the index (about two cached
// page views, README "Performance"). The index keeps its recent answers (index.server.ts), and
// this module their encoded bodies, so a query asked before costs no search and no encoding;
// answers are never in the page cache, so a stream of new queries cannot push pages out of it.
import { hash } from 'node:crypto';
import { isLocaleCode, siteLocales, type Locale } from '@agency/contract/locales';
import { RequestContent } from '../content/request.server';
import type { SiteContent } from '../content/site-content.server';
import { splitLocale } from '../locale';
import type { SearchAnswer } from './index.server';
import {
  SEARCH_ANSWER_PATH,
  SEARCH_BOX_RESULTS,
  SEARCH_MAX_LENGTH,
  normalizeQuery,
  type SearchPageData,
} from './query';

/** Whether `pathname` asks for the box's results, in the default language or under a language's prefix. */
export function isSearchAnswerPath(pathname: string): boolean {
  if (pathname === SEARCH_ANSWER_PATH) return true;
  const [, prefix, ...rest] = pathname.split('/');
  return rest.length === 1 && `/${rest[0]}` === SEARCH_ANSWER_PATH && isLocaleCode(prefix);
}

const NOT_AVAILABLE = 'The search is not available right now. Please try again in a moment.';

/**
 * An answer as sent: its status, its JSON body (SearchPageData, or an error's message), a 200's
 * entity tag, and what kept a 503 from answering (for the web server's log).
 */
export interface BoxAnswer {
  status: 200 | 404 | 503;
  body: Buffer;
  etag?: string;
  cause?: unknown;
}

const failed = (status: 404 | 503, error: string, cause?: unknown): BoxAnswer => ({
  status,
  body: Buffer.from(JSON.stringify({ error })),
  ...(cause === undefined ? {} : { cause }),
});

function encoded(data: SearchPageData): BoxAnswer {
  const body = Buffer.from(JSON.stringify(data));
  return { status: 200, body, etag: `W/"${hash('sha256', body, 'base64url').slice(0, 27)}"` };
}

/** The site's locales, per copy of its settings. */
const localesBySettings = new WeakMap<object, Locale[]>();
function localesOf(settings: { locales?: unknown }): Locale[] {
  let locales = localesBySettings.get(settings);
  if (!locales) {
    locales = siteLocales(settings.locales);
    localesBySettings.set(settings, locales);
  }
  return locales;
}

/** The encoded answer of each answer the index keeps (the same object for a query asked again). */
const encodedAnswers = new WeakMap<SearchAnswer, BoxAnswer>();

/**
 * The answer to the query of `url` (a path with its query string) in its language: the first
 * SEARCH_BOX_RESULTS results and how many were found. A prefix that is no language of the site
 * is a 404, as its pages are.
 */
export async function searchAnswer(site: SiteContent, url: URL): Promise<BoxAnswer> {
  const content = new RequestContent(site);
  let settings;
  try {
    // At once when the copy is there and no change of it was announced; else read (and waited for).
    const ready = site.store.revalidate([site.families.siteSettings.name]);
    settings =
      (ready ? site.families.siteSettings.peek() : undefined) ?? (await content.read(site.families.siteSettings));
  } catch (error) {
    return failed(503, NOT_AVAILABLE, error);
  }
  const locales = localesOf(settings);
  const { locale, path } = splitLocale(
    url.pathname,
    locales.map(({ code }) => code),
  );
  if (path !== SEARCH_ANSWER_PATH) return failed(404, `No such address: ${url.pathname}`);
  const query = normalizeQuery(url.searchParams.get('q'));
  if (query.length > SEARCH_MAX_LENGTH) return encoded({ query, tooLong: true, total: 0, results: [] });
  if (!query) return encoded({ query, tooLong: false, total: 0, results: [] });
  const language = { locale, locales };
  let found: SearchAnswer;
  try {
    // From the index at once when it is built and current; else built, or its copy waited for.
    found =
      site.search.searchNow(language, query, SEARCH_BOX_RESULTS) ??
      (await site.search.search(content.inLanguage(language), query, SEARCH_BOX_RESULTS));
  } catch (error) {
    return failed(503, NOT_AVAILABLE, error);
  }
  // A kept answer is the same object for the same query in the same language: its body too.
  let answer = encodedAnswers.get(found);
  if (!answer) {
    answer = encoded({ query, tooLong: false, ...found });
    encodedAnswers.set(found, answer);
  }
  return answer;
}
