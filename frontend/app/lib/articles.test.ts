import { describe, expect, it } from 'vitest';
import {
  articleDate,
  categoryKey,
  indexHref,
  indexPage,
  readingMinutes,
  relatedArticles,
  topicsOf,
  type Topic,
} from './articles';
import type { RawBlock } from './page-blocks.server';

const topic = (name: string): Topic => ({ key: categoryKey(name), name });
/** Articles newest first, as the copy holds them: a-1 … a-n. */
const list = (count: number, topics: (index: number) => string[] = () => ['Branding']) =>
  Array.from({ length: count }, (_, index) => ({ slug: `a-${index + 1}`, topics: topics(index).map(topic) }));

describe('the Ideas index', () => {
  it('shows six articles a page, newest first, and numbers the pages', () => {
    const articles = list(14);
    const first = indexPage(articles, { category: null, page: null })!;
    expect(first.articles.map((article) => article.slug)).toEqual(['a-1', 'a-2', 'a-3', 'a-4', 'a-5', 'a-6']);
    expect([first.page, first.pages]).toEqual([1, 3]);
    const last = indexPage(articles, { category: null, page: '3' })!;
    expect(last.articles.map((article) => article.slug)).toEqual(['a-13', 'a-14']);
  });

  it('has no page past the last one, nor a page that is no number', () => {
    const articles = list(7);
    expect(indexPage(articles, { category: null, page: '2' })).not.toBeNull();
    for (const page of ['3', '0', '-1', '1.5', 'two', ''])
      expect(indexPage(articles, { category: null, page }), page).toBeNull();
    // No articles at all: one empty first page, not a 404.
    expect(indexPage([], { category: null, page: null })).toMatchObject({ articles: [], page: 1, pages: 1 });
  });

  it('filters by category, its pages counted within it, and knows every category of the list', () => {
    const articles = list(9, (index) => (index % 3 === 0 ? ['Web design', 'Process'] : ['Branding']));
    const shown = indexPage(articles, { category: 'web-design', page: null })!;
    expect(shown.articles.map((article) => article.slug)).toEqual(['a-1', 'a-4', 'a-7']);
    expect(shown.pages).toBe(1);
    expect(shown.category).toEqual({ key: 'web-design', name: 'Web design' });
    expect(shown.categories.map((category) => category.key)).toEqual(['web-design', 'process', 'branding']);
    expect(indexPage(articles, { category: 'web-design', page: '2' })).toBeNull();
    expect(indexPage(articles, { category: 'gardening', page: null })).toBeNull();
  });

  it('writes the address of a page of a category, the first page without a number', () => {
    expect(indexHref(null, 1)).toBe('/creative-design-ideas');
    expect(indexHref('branding', 1)).toBe('/creative-design-ideas?category=branding');
    expect(indexHref('branding', 2)).toBe('/creative-design-ideas?category=branding&page=2');
    expect(indexHref(null, 3)).toBe('/creative-design-ideas?page=3');
  });
});

describe('categories', () => {
  it('are keyed by their English names and named in the translation, in the same order', () => {
    expect(categoryKey('Diseño & Web  ')).toBe('diseno-web');
    expect(topicsOf(['Branding', 'Process'], ['Marca', 'Proceso'])).toEqual([
      { key: 'branding', name: 'Marca' },
      { key: 'process', name: 'Proceso' },
    ]);
    // A translation that gives fewer names leaves the others in English; repeats and blanks go.
    expect(topicsOf(['Branding', 'Process', 'branding', ' '], ['Marca'])).toEqual([
      { key: 'branding', name: 'Marca' },
      { key: 'process', name: 'Process' },
    ]);
    expect(topicsOf(null, null)).toEqual([]);
  });
});

describe('related articles', () => {
  it('are those of the same category first, then the newest, never the article itself', () => {
    const articles = list(6, (index) => (index === 4 || index === 5 ? ['Process'] : ['Branding']));
    const article = articles[5]!;
    expect(relatedArticles(article, articles).map((other) => other.slug)).toEqual(['a-5', 'a-1', 'a-2']);
    expect(relatedArticles(articles[0]!, articles, 2).map((other) => other.slug)).toEqual(['a-2', 'a-3']);
  });
});

describe('an article', () => {
  const block = (body: string): RawBlock => ({
    id: 1,
    sort: 1,
    type: 'rich_text',
    heading: null,
    body,
    image: null,
    faq: null,
    quote_author: null,
    cta_label: null,
    cta_service: null,
    gallery: null,
    cards: null,
  });

  it('takes a minute to read for every 200 words, at least one', () => {
    const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');
    expect(readingMinutes({ title: 'A', excerpt: null, blocks: [] })).toBe(1);
    expect(readingMinutes({ title: 'A title', excerpt: 'An excerpt', blocks: [block(words(996))] })).toBe(5);
    // Markdown marks are not words.
    expect(readingMinutes({ title: 'T', excerpt: null, blocks: [block(`## - * ${words(599)}`)] })).toBe(3);
  });

  it('is dated as readers of its language write dates', () => {
    expect(articleDate('2026-11-18', 'en')).toBe('November 18, 2026');
    expect(articleDate('2026-11-18', 'es')).toBe('18 de noviembre de 2026');
  });
});
