import { beforeEach, describe, expect, it } from 'vitest';
import { contentContext, loadContext } from '../content/context.server';
import type { SiteContent } from '../content/site-content.server';
import { atAddress, settingsWith, stubbedSite } from '../content/stub-directus.test-support';
import type { Segment } from './query';

// The site search (docs/decisions/043-site-search.md) over a content copy whose Directus is a stub
// of fetch: typos, prefixes, ranking, snippets, languages, and an index that follows the copy.
const SETTINGS = settingsWith();
const published = { status: 'published', translations: null, noindex: false, canonical_url: null };
let collections: Record<string, Record<string, unknown>[]>;

function demo() {
  return {
    site_settings: [],
    services: [
      {
        ...published,
        id: 1,
        url: 'branding',
        name: 'Branding',
        summary: 'Names, marks and voices that last.',
        body: 'We shape **identity** systems for companies.',
        translations: { es: { url: 'marca', name: 'Marca e identidad', summary: 'Nombres y marcas que perduran.' } },
      },
      {
        ...published,
        id: 2,
        url: 'web',
        name: 'Web design',
        summary: 'Fast websites.',
        body: 'Sites that load quickly.',
        translations: { es: { url: 'diseno-web', name: 'Diseño web', summary: 'Sitios rápidos.' } },
      },
    ],
    portfolio_items: [
      {
        ...published,
        id: 3,
        slug: 'harbour',
        title: 'Harbour Bank',
        summary: 'A new website for a bank.',
        body: 'Web design, web design and more web design: the bank asked for a website its clients enjoy.',
        gallery: [],
        industry: null,
        service: null,
      },
    ],
    industries: [],
    promos: [],
    pages: [
      {
        ...published,
        id: 10,
        slug: 'offers/spring',
        title: 'Spring offers',
        summary: null,
        body: 'Seasonal photography.',
      },
      { ...published, id: 11, slug: 'hidden', title: 'Hidden photography', noindex: true, body: null },
      { ...published, id: 12, slug: 'creative-design-agency', title: 'Agency', body: 'About the studio.' },
    ],
    page_blocks: [
      { id: 1, page: 10, sort: 1, type: 'text', heading: 'Lighting', body: 'Studio lighting for portraits.' },
    ],
    articles: [
      {
        ...published,
        id: 20,
        slug: 'thumb',
        title: 'Designing for the thumb',
        date: '2026-11-01',
        excerpt: 'Mobile first is a habit.',
        categories: ['Mobile'],
        author_name: 'Maya Ortiz',
        author_role: null,
        cover_image: null,
        author_photo: null,
        seo_image: null,
        publish_at: null,
        unpublish_at: null,
        blocks: [{ id: 2, article: 20, sort: 1, type: 'text', heading: 'Reach', body: 'Buttons within reach.' }],
      },
    ],
  };
}

let site: SiteContent;
let asked: URL[];

beforeEach(() => {
  collections = demo();
  ({ site, asked } = stubbedSite(SETTINGS, (path) => collections[path.replace('/items/', '')]));
});

/** What the search finds for `query` at `path` (its language from the prefix), as text. */
async function search(query: string, path = '/search') {
  const answer = await atAddress(site, path, (content) => site.search.search(content, query, 20));
  return answer!;
}

const text = (segments: Segment[]) => segments.map((segment) => segment.text).join('');
const marks = (segments: Segment[]) => segments.filter((segment) => segment.mark).map((segment) => segment.text);

describe('the site search', () => {
  it('finds a page despite a typo, and a word from its first letters', async () => {
    expect((await search('brnading')).results.map((result) => result.url)).toEqual(['/creative-services/branding']);
    expect((await search('web desgin')).results[0]?.url).toBe('/creative-services/web');
    expect((await search('identit')).results[0]?.url).toBe('/creative-services/branding');
    expect((await search('portrait')).results.map((result) => result.url)).toEqual(['/offers/spring']);
  });

  it('finds a word typed right, and not the words one letter off it; those only for a typo', async () => {
    collections['pages']!.push({ ...published, id: 13, slug: 'grand', title: 'Grand opening', body: 'A party.' });
    expect((await search('brand')).results.map((result) => result.url)).toEqual(['/creative-services/branding']);
    expect((await search('grand')).results.map((result) => result.url)).toEqual(['/grand']);
    expect((await search('grabd')).results.map((result) => result.url)).toEqual(['/grand']);
  });

  it('finds an article of Ideas by its title and by the text of its blocks', async () => {
    expect((await search('thunb')).results.map((result) => result.url)).toEqual(['/creative-design-ideas/thumb']);
    expect((await search('buttons reach')).results[0]?.url).toBe('/creative-design-ideas/thumb');
  });

  it('ranks a page whose title holds the words above one that only says them often', async () => {
    const { results } = await search('web design');
    expect(results.map((result) => result.url)).toEqual([
      '/creative-services/web',
      '/creative-design-portfolio/harbour',
    ]);
    expect(results.map((result) => result.kind)).toEqual(['Service', 'Case study']);
  });

  it('marks the words found in the title and the snippet, and cuts the snippet to its text', async () => {
    const [first] = (await search('lighting')).results;
    expect(text(first!.title)).toBe('Spring offers');
    expect(text(first!.snippet)).toBe('Seasonal photography. Lighting. Studio lighting for portraits.');
    expect(marks(first!.snippet)).toEqual(['Lighting', 'lighting']);
    const [bank] = (await search('enjoy')).results;
    expect(marks(bank!.snippet)).toEqual(['enjoy']);
  });

  it('leaves out pages kept from search engines, and the markdown of a text', async () => {
    expect((await search('hidden')).total).toBe(0);
    const [branding] = (await search('systems')).results;
    expect(text(branding!.snippet)).toContain('We shape identity systems');
  });

  it('finds Spanish content on a Spanish address, accents or not, at its Spanish address', async () => {
    const { results } = await search('diseno', '/es/search');
    expect(results.map((result) => [text(result.title), result.url])).toEqual([
      ['Diseño web', '/es/creative-services/diseno-web'],
    ]);
    expect((await search('nombres', '/es/search')).results[0]?.url).toBe('/es/creative-services/marca');
    // The English index does not know the Spanish words.
    expect((await search('nombres')).total).toBe(0);
  });

  it('answers from one index per language until a family it was built from changes', async () => {
    await search('brand');
    await search('web');
    const reads = asked.length;
    await search('studio');
    expect(asked.length).toBe(reads);
    expect(site.search.builds).toBe(1);
    collections.services!.push({ ...published, id: 4, url: 'motion', name: 'Motion', summary: 'Moving pictures.' });
    site.store.collectionsChanged(['services']);
    expect((await search('motion')).results.map((result) => result.url)).toEqual(['/creative-services/motion']);
    expect(site.search.builds).toBe(2);
    await search('motion', '/es/search');
    expect(site.search.builds).toBe(3);
  });

  it('gives a query asked again the answer it gave, until the index is built again', async () => {
    const first = await search('web');
    expect(await search('web')).toBe(first);
    // Another number of results is another answer.
    const five = await atAddress(site, '/search', (content) => site.search.search(content, 'web', 5));
    expect(five).not.toBe(first);
    collections.services!.push({ ...published, id: 4, url: 'webinars', name: 'Webinars', summary: 'Live talks.' });
    site.store.collectionsChanged(['services']);
    const after = await search('web');
    expect(after).not.toBe(first);
    expect(after.results.map((result) => result.url)).toContain('/creative-services/webinars');
  });

  it('answers at once from a built and current index only, with the answers it keeps', async () => {
    const english = {
      locale: 'en',
      locales: [
        { code: 'en', name: 'English' },
        { code: 'es', name: 'Español' },
      ],
    };
    expect(site.search.searchNow(english, 'web', 20)).toBeUndefined();
    const first = await search('web');
    expect(site.search.searchNow(english, 'web', 20)).toBe(first);
    expect(site.search.searchNow(english, 'brand', 20)?.results[0]?.url).toBe('/creative-services/branding');
    // Another language has its own index, not built yet.
    expect(site.search.searchNow({ ...english, locale: 'es' }, 'web', 20)).toBeUndefined();
    // A change announced: the index must be built again, after the new copy is read.
    collections.services!.push({ ...published, id: 4, url: 'webinars', name: 'Webinars', summary: 'Live talks.' });
    site.store.collectionsChanged(['services']);
    expect(site.search.searchNow(english, 'web', 20)).toBeUndefined();
    const after = await search('web');
    expect(after.results.map((result) => result.url)).toContain('/creative-services/webinars');
    expect(site.search.searchNow(english, 'web', 20)).toBe(after);
  });

  it("holds one index per language: a change of the site's languages drops the one built for the old list", async () => {
    const inLanguages = (locale: string, codes: string[]) =>
      atAddress(site, '/search', (content) =>
        site.search.search(
          {
            families: content.families,
            language: { locale, locales: codes.map((code) => ({ code, name: code })) },
            read: (family) => content.read(family),
            previewed: () => Promise.resolve(null),
          },
          'web',
          5,
        ),
      );
    await inLanguages('en', ['en', 'es']);
    await inLanguages('es', ['en', 'es']);
    expect(site.search.indexes).toBe(2);
    await inLanguages('en', ['en', 'es', 'pt']);
    expect(site.search.builds).toBe(3);
    expect(site.search.indexes).toBe(2);
  });

  it("notes the index's families in the request's read log, as a page's", async () => {
    const reads = site.store.newReadLog();
    const context = loadContext(site, reads);
    await site.search.search(context.get(contentContext), 'web', 5);
    expect([...reads.families.keys()].sort()).toEqual([
      'articles',
      'industries',
      'page_blocks',
      'pages',
      'portfolio',
      'promos',
      'services',
    ]);
    expect(site.store.isCurrent(reads)).toBe(true);
    site.store.collectionsChanged(['portfolio_items']);
    expect(site.store.isCurrent(reads)).toBe(false);
  });
});
