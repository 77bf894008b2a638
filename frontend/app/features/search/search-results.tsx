// A list of the site search's results (docs/decisions/043-site-search.md), on the search page and
// in the header's box: what each page is, its title as a link, and a snippet, the words the query
// found marked. Texts are React text: nothing of the content or the query is read as HTML.
import { SiteLink } from '~/components/site-link';
import type { SearchResult, Segment } from '~/lib/search/query';
import { useT } from '~/lib/messages';

function Marked({ segments }: { segments: Segment[] }) {
  return segments.map((segment, index) => (segment.mark ? <mark key={index}>{segment.text}</mark> : segment.text));
}

export function SearchResults({
  results,
  headingLevel,
  compact = false,
}: {
  results: SearchResult[];
  /** The level of each result's title: 2 on the search page; none in the header's box (a list of links). */
  headingLevel?: 2;
  compact?: boolean;
}) {
  const t = useT();
  const Title = headingLevel ? 'h2' : 'p';
  return (
    <ol className={compact ? 'search-results search-results--compact' : 'search-results'}>
      {results.map((result) => (
        <li key={result.url} className="search-result">
          <Title className="search-result__title">
            <SiteLink to={result.url} localized={false} className="search-result__link">
              {/* One box inside the link (a flex box, to be tall enough to tap): words and marks keep their spaces. */}
              <span>
                <Marked segments={result.title} />
              </span>
            </SiteLink>
          </Title>
          <p className="search-result__kind">{t(result.kind)}</p>
          {compact ? null : (
            <p className="search-result__snippet">
              <Marked segments={result.snippet} />
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
