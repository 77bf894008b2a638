// The header box's results as you type (docs/decisions/043-site-search.md), loaded on demand when
// the box first gets the focus (search-box-runtime.tsx). Each query asks the web server's index
// (/search.json?q=, lib/search/answer.server.ts: no render; a query asked before costs a cached page view); the arrow
// keys move from the field through the results, Escape closes the box.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { SiteLink } from '~/components/site-link';
import { localePath, usePageLocales } from '~/lib/locale';
import { useT } from '~/lib/messages';
import {
  SEARCH_BOX_RESULTS,
  SEARCH_MAX_LENGTH,
  normalizeQuery,
  searchAnswerPath,
  searchPath,
  type SearchPageData,
} from '~/lib/search/query';
import { SearchResults } from './search-results';
// The results' styles (shared with the search page) come with the box's results.
import '~/styles/search.css';

/** Queries shorter than this find too much to be useful while typing. */
const MIN_LENGTH = 2;
/** A pause in typing before the query is sent (ms). */
const TYPING_PAUSE = 120;

interface Box {
  panel: HTMLElement;
  input: HTMLInputElement | null;
  /** The button that opens the box: the focus goes back to it when Escape closes the box. */
  toggle: HTMLElement | null;
}

/** The box's field and the button that opens it (header-search.tsx). */
const boxOf = (panel: HTMLElement): Box => ({
  panel,
  input: panel.querySelector<HTMLInputElement>('input[type="search"]'),
  toggle: document.querySelector<HTMLElement>(`[popovertarget="${panel.id}"]`),
});

/** The query in the field, once typing pauses. */
function useTypedQuery(field: HTMLInputElement | null) {
  const [query, setQuery] = useState(() => normalizeQuery(field?.value));
  useEffect(() => {
    if (!field) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onInput = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setQuery(normalizeQuery(field.value)), TYPING_PAUSE);
    };
    field.addEventListener('input', onInput);
    // What was typed while this code loaded, before the listener was there.
    onInput();
    return () => {
      field.removeEventListener('input', onInput);
      clearTimeout(timer);
    };
  }, [field]);
  return query;
}

/**
 * The index's answer to `query` (null until the first arrives, or while not searching). The last
 * answer stays until the next one arrives, so the list does not flicker while typing; an answer
 * that comes after a newer query was sent is dropped.
 */
function useAnswer(locale: string, query: string, searching: boolean) {
  const [answer, setAnswer] = useState<SearchPageData | 'failed' | null>(null);
  useEffect(() => {
    if (!searching) return;
    const controller = new AbortController();
    fetch(localePath(locale, searchAnswerPath(query)), { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`search: ${response.status}`);
        setAnswer((await response.json()) as SearchPageData);
      })
      .catch(() => {
        if (!controller.signal.aborted) setAnswer('failed');
      });
    return () => controller.abort();
  }, [locale, query, searching]);
  return searching ? answer : null;
}

/** Arrow keys through the field and the results' links; Escape closes the box, back to its button. */
function useKeys({ panel: root, input, toggle }: Box, list: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const links = [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
      const at = links.findIndex((link) => link === document.activeElement);
      if (event.key === 'Escape') {
        event.preventDefault();
        root.hidePopover();
        toggle?.focus();
      } else if (event.key === 'ArrowDown' && links.length > 0) {
        event.preventDefault();
        links[Math.min(at + 1, links.length - 1)]?.focus();
      } else if (event.key === 'ArrowUp' && at >= 0) {
        event.preventDefault();
        (at === 0 ? input : links[at - 1])?.focus();
      }
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, [root, input, toggle, list]);
}

/** Closes the box when the page changes (a result followed, the form sent). */
function useCloseOnPageChange(panel: HTMLElement) {
  const { pathname, search } = useLocation();
  const shownAt = useRef(`${pathname}${search}`);
  useEffect(() => {
    if (shownAt.current === `${pathname}${search}`) return;
    shownAt.current = `${pathname}${search}`;
    if (panel.matches(':popover-open')) panel.hidePopover();
  }, [panel, pathname, search]);
}

export default function LiveSearch({ panel }: { panel: HTMLElement }) {
  const [box] = useState(() => boxOf(panel));
  const t = useT();
  const { locale } = usePageLocales();
  const query = useTypedQuery(box.input);
  const list = useRef<HTMLDivElement>(null);
  useKeys(box, list);
  useCloseOnPageChange(panel);

  const searching = query.length >= MIN_LENGTH && query.length <= SEARCH_MAX_LENGTH;
  const answer = useAnswer(locale, query, searching);
  const shown = answer === 'failed' ? null : answer;
  const status =
    answer === 'failed'
      ? t('The site is briefly unavailable, for maintenance or under heavy load. Please try again shortly.')
      : !shown
        ? ''
        : shown.total === 0
          ? t('Nothing found for “{query}”. Try another word, or fewer words.', { query: shown.query })
          : shown.total === 1
            ? t('1 page found for “{query}”.', { query: shown.query })
            : t('{count} pages found for “{query}”.', { count: shown.total, query: shown.query });
  return (
    <div className="site-search__results" ref={list}>
      <p className="site-search__status" role="status">
        {status}
      </p>
      {shown && shown.results.length > 0 ? (
        <SearchResults results={shown.results.slice(0, SEARCH_BOX_RESULTS)} compact />
      ) : null}
      {shown && shown.total > SEARCH_BOX_RESULTS ? (
        <SiteLink to={searchPath('', shown.query)} className="text-link site-search__all">
          {t('See all {count} pages', { count: shown.total })}
        </SiteLink>
      ) : null}
    </div>
  );
}
