// The site search's query and results as the page and the header's box see them
// (docs/decisions/043-site-search.md). Safe on the client: no index here.

/** The longest query the search takes: longer ones are refused with a message, not cut. */
export const SEARCH_MAX_LENGTH = 100;
/** Results on the search page; the header's box shows fewer. */
export const SEARCH_PAGE_RESULTS = 20;
export const SEARCH_BOX_RESULTS = 6;

/** A piece of a result's text: `mark` when it is a word the query found. */
export interface Segment {
  text: string;
  mark?: true;
}

export interface SearchResult {
  /** What the page is (an English site text: t() translates it). */
  kind: string;
  url: string;
  title: Segment[];
  snippet: Segment[];
}

/** A query as typed, spaces trimmed and collapsed. */
export const normalizeQuery = (raw: string | null | undefined) => (raw ?? '').replace(/\s+/g, ' ').trim();

/** The search page's address for a query, in the page's language (its prefix: `/es`). */
export const searchPath = (prefix: string, query: string) =>
  `${prefix}/search${query ? `?${new URLSearchParams({ q: query })}` : ''}`;

/** Where the web server answers the header box's queries (lib/search/answer.server.ts), before a language's prefix. */
export const SEARCH_ANSWER_PATH = '/search.json';

/** The header box's results for a query, before the language's prefix. */
export const searchAnswerPath = (query: string) => `${SEARCH_ANSWER_PATH}?${new URLSearchParams({ q: query })}`;

/** What the search page's loader answers: the page's data, and the header box's as you type. */
export interface SearchPageData {
  query: string;
  /** The query is longer than SEARCH_MAX_LENGTH: nothing was searched. */
  tooLong: boolean;
  total: number;
  results: SearchResult[];
}
