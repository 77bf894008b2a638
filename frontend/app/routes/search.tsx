// The site search's page, /search?q= (README "Site search", docs/decisions/043-site-search.md):
// results rendered by the server from its index and a GET form that works without JavaScript.
// Cached like any page, per query. The header's box asks the index directly as you type
// (lib/search/answer.server.ts).
import { Form } from 'react-router';
import type { Route } from './+types/search';
import { SearchResults } from '~/features/search/search-results';
import { contentContext } from '~/lib/content/context.server';
import { localePath, usePageLocales } from '~/lib/locale';
import { translatorOf, useT } from '~/lib/messages';
import { SEARCH_MAX_LENGTH, SEARCH_PAGE_RESULTS, normalizeQuery, type SearchPageData } from '~/lib/search/query';
import { seoMeta, siteMetaFrom } from '~/lib/seo';
// The search's styles come with its page and with the box's results, not with every page.
import '~/styles/search.css';

export async function loader({ request, context }: Route.LoaderArgs): Promise<SearchPageData> {
  const content = context.get(contentContext);
  const query = normalizeQuery(new URL(request.url).searchParams.get('q'));
  if (query.length > SEARCH_MAX_LENGTH) return { query, tooLong: true, total: 0, results: [] };
  if (!query) return { query, tooLong: false, total: 0, results: [] };
  const answer = await content.site.search.search(content, query, SEARCH_PAGE_RESULTS);
  return { query, tooLong: false, ...answer };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const t = translatorOf(matches);
  const query = loaderData?.query;
  return seoMeta(
    {
      title: query && !loaderData.tooLong ? t('Search: {query}', { query }) : t('Search'),
      description: t('Search the services, work, industries and pages of the site.'),
      path: '/search',
      // Results are for visitors, not for search engines' own results.
      noindex: true,
    },
    siteMetaFrom(matches),
  );
}

/** What the page says above its results: what to type, what went wrong, or how many it found. */
function useStatus({ query, tooLong, total }: { query: string; tooLong: boolean; total: number }) {
  const t = useT();
  if (tooLong) return t('Search for at most {count} characters.', { count: SEARCH_MAX_LENGTH });
  if (!query) return t('Type a word or two: a service, a kind of project, an industry.');
  if (total === 0) return t('Nothing found for “{query}”. Try another word, or fewer words.', { query });
  if (total === 1) return t('1 page found for “{query}”.', { query });
  if (total > SEARCH_PAGE_RESULTS)
    return t('{count} pages found for “{query}”; the first {shown} are shown.', {
      count: total,
      query,
      shown: SEARCH_PAGE_RESULTS,
    });
  return t('{count} pages found for “{query}”.', { count: total, query });
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = usePageLocales();
  const { query, tooLong, results } = loaderData;
  const status = useStatus(loaderData);
  return (
    <section className="section container search-page">
      <h1 className="search-page__title">{t('Search')}</h1>
      <Form method="get" action={localePath(locale, '/search')} role="search" className="search-form">
        <label htmlFor="search-page-query" className="search-form__label">
          {t('Search the site')}
        </label>
        <div className="search-form__row">
          <input
            key={query}
            id="search-page-query"
            className="search-form__input"
            type="search"
            name="q"
            defaultValue={query}
            enterKeyHint="search"
            aria-describedby="search-page-status"
            aria-invalid={tooLong || undefined}
          />
          <button type="submit" className="button">
            {t('Search')}
          </button>
        </div>
      </Form>
      <p
        id="search-page-status"
        className={tooLong ? 'search-page__status is-error' : 'search-page__status'}
        role="status"
      >
        {status}
      </p>
      {results.length > 0 ? <SearchResults results={results} headingLevel={2} /> : null}
    </section>
  );
}
