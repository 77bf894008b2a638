// Articles as cards (the Ideas index, related articles): the site's card grid, each card's line
// above its title giving the category, the date and the reading time in the page's language.
import type { ArticleCard } from '~/lib/ideas.server';
import { useT } from '~/lib/messages';
import { CardGrid } from './cards';

export function ArticleCards({
  articles,
  headingLevel = 2,
  eagerCount = 0,
  columns = 3,
}: {
  articles: ArticleCard[];
  headingLevel?: 2 | 3;
  eagerCount?: number;
  /** 1: each card wide, its image beside its text (the newest article on the index's first page). */
  columns?: 1 | 3;
}) {
  const t = useT();
  const items = articles.map(({ category, date, minutes, ...card }) => ({
    ...card,
    meta: [category, date, t('{minutes} min read', { minutes: String(minutes) })].filter(Boolean).join(' · '),
  }));
  return <CardGrid items={items} headingLevel={headingLevel} eagerCount={eagerCount} columns={columns} />;
}
