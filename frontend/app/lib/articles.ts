// Ideas, the agency's articles (README "For editors", docs/decisions/042-articles.md): what the
// index and an article make of the published list. Categories are names on each article (no
// collection): a category's key is its English name made an address (`Web design` → `web-design`),
// the same in every language, its name the one the page's language gives.
import type { RawBlock } from './page-blocks.server';

/** Articles on one page of the index. */
export const ARTICLES_PER_PAGE = 6;
/** Related articles under an article. */
export const RELATED_COUNT = 3;
/** Words read in a minute, for an article's reading time. */
const WORDS_PER_MINUTE = 200;

export interface Topic {
  key: string;
  name: string;
}

/** A category's key in addresses (`?category=web-design`): lower-case letters and digits joined by hyphens. */
export const categoryKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const names = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap((entry: unknown) => (typeof entry === 'string' && entry.trim() ? [entry.trim()] : []))
    : [];

/**
 * An article's categories: keyed by their English names, named by the translation's list in the
 * same order (a name it leaves out stays English). Repeated or empty names are left out.
 */
export function topicsOf(english: unknown, shown: unknown): Topic[] {
  const own = names(english);
  const translated = names(shown);
  const seen = new Set<string>();
  return own.flatMap((name, index) => {
    const key = categoryKey(name);
    if (!key || seen.has(key)) return [];
    seen.add(key);
    return [{ key, name: translated[index] ?? name }];
  });
}

/** The categories of a list of articles, each once, in the order they first appear (newest article first). */
export function topicsIn(articles: readonly { topics?: Topic[] }[]): Topic[] {
  const byKey = new Map<string, Topic>();
  for (const article of articles)
    for (const topic of article.topics ?? []) if (!byKey.has(topic.key)) byKey.set(topic.key, topic);
  return [...byKey.values()];
}

export interface IndexPage<T> {
  articles: T[];
  /** 1-based. */
  page: number;
  pages: number;
  /** The category shown, or null: every article. */
  category: Topic | null;
  categories: Topic[];
}

/** A page number as the address gives it: none is the first; anything but 2, 3, … is no page. */
function pageNumber(value: string | null): number | null {
  if (value === null) return 1;
  return /^[1-9]\d{0,3}$/.test(value) ? Number(value) : null;
}

/**
 * One page of the index (newest first, as the list comes), of one category or of all; null when
 * the address names no such page or category (the route answers 404).
 */
export function indexPage<T extends { topics?: Topic[] }>(
  articles: readonly T[],
  query: { category: string | null; page: string | null },
  perPage = ARTICLES_PER_PAGE,
): IndexPage<T> | null {
  const categories = topicsIn(articles);
  const category = query.category === null ? null : (categories.find(({ key }) => key === query.category) ?? null);
  if (query.category !== null && !category) return null;
  const page = pageNumber(query.page);
  const shown = category
    ? articles.filter((article) => article.topics?.some(({ key }) => key === category.key))
    : articles;
  const pages = Math.max(1, Math.ceil(shown.length / perPage));
  if (page === null || page > pages) return null;
  return { articles: shown.slice((page - 1) * perPage, page * perPage), page, pages, category, categories };
}

/** An article's address (without a language's prefix). */
export const ideaPath = (slug: string) => `/creative-design-ideas/${slug}`;

/** The index's address of a page of a category (the first page has no number; every article, no category). */
export function indexHref(category: string | null, page: number) {
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/creative-design-ideas?${text}` : '/creative-design-ideas';
}

/** Other articles for the end of one: those sharing a category first, then the newest; newest first in each. */
export function relatedArticles<T extends { slug: string; topics?: Topic[] }>(
  article: T,
  articles: readonly T[],
  count = RELATED_COUNT,
): T[] {
  const keys = new Set((article.topics ?? []).map(({ key }) => key));
  const others = articles.filter((other) => other.slug !== article.slug);
  const shared = others.filter((other) => other.topics?.some(({ key }) => keys.has(key)));
  const rest = others.filter((other) => !shared.includes(other));
  return [...shared, ...rest].slice(0, count);
}

/** The words a reader reads in a block: its heading and its text (Markdown marks are not words). */
function blockWords(block: RawBlock): number {
  const text = [block.heading, block.body, block.quote_author].filter(Boolean).join(' ');
  return text
    .replace(/[#>*_`[\]()-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
}

/** Minutes to read an article: its title, excerpt and blocks at 200 words a minute, at least one. */
export function readingMinutes(article: { title: string; excerpt: string | null; blocks: readonly RawBlock[] }) {
  const words =
    [article.title, article.excerpt ?? ''].join(' ').split(/\s+/).filter(Boolean).length +
    article.blocks.reduce((sum, block) => sum + blockWords(block), 0);
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** A date (YYYY-MM-DD, as Directus gives a date field) as readers of `locale` write it. */
export function articleDate(date: string, locale: string) {
  const time = Date.parse(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(time)) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(time);
}
