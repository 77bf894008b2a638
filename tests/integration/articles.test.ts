import { randomBytes } from 'node:crypto';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { directusJson } from './directus-client';
import { fetchAs } from './demo-users';
import { eventually, site } from './site-client';

// Ideas, the agency's articles (README "For editors", docs/decisions/042-articles.md): the index
// (newest first, six a page, by category), an article with every kind of block and its JSON-LD,
// the RSS and Atom feeds, the sitemap, and scheduled publishing (an article appears at its
// publish time and goes at its unpublish time, by itself). The demo has six articles: one is
// scheduled two weeks after setup, so five are on the site.
const hex = () => randomBytes(4).toString('hex');
const created: number[] = [];
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
const DEMO = 'what-a-rebrand-really-costs';

afterAll(async () => {
  if (created.length > 0) await directusJson('/items/articles', { method: 'DELETE', body: JSON.stringify(created) });
});

async function createArticles(articles: Record<string, unknown>[]) {
  const { data } = await directusJson<{ data: { id: number }[] }>('/items/articles', {
    method: 'POST',
    body: JSON.stringify(
      articles.map((article) => ({
        status: 'published',
        excerpt: 'A test article.',
        author_name: 'Test Author',
        categories: ['Testing'],
        ...article,
      })),
    ),
  });
  created.push(...data.map((item) => item.id));
}

/** The titles of the index's cards, in their order. */
const cardTitles = (html: string) =>
  [...html.matchAll(/<h3 class="card__title">([^<]*)<\/h3>/g)].map((match) => match[1]);

/** Every JSON-LD record of a page. */
function jsonLd(html: string): Record<string, unknown>[] {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)];
  return scripts.flatMap((match) => {
    const value: unknown = JSON.parse(match[1]!);
    return (Array.isArray(value) ? value : [value]) as Record<string, unknown>[];
  });
}

describe('the Ideas index', () => {
  it('lists the articles newest first, without the one scheduled for later, and filters by category', async () => {
    const html = await (await site('/creative-design-ideas')).text();
    expect(cardTitles(html)).toEqual([
      'What a rebrand really costs, and what it saves',
      'Designing for the thumb: mobile first is a habit',
      'How we run a discovery workshop in one day',
      'Fast sites sell more: what a performance budget is',
      'Open studio: a free brand review this winter',
    ]);
    const process = await (await site('/creative-design-ideas?category=process')).text();
    expect(cardTitles(process)).toEqual([
      'What a rebrand really costs, and what it saves',
      'How we run a discovery workshop in one day',
      'Fast sites sell more: what a performance budget is',
    ]);
    expect(process).toContain('aria-current="page" href="/creative-design-ideas?category=process">Process</a>');
    const spanish = await (await site('/es/creative-design-ideas?category=process')).text();
    expect(spanish).toContain('>Proceso</a>');
    expect((await site('/creative-design-ideas?category=gardening')).status).toBe(404);
    expect((await site('/creative-design-ideas?page=2')).status).toBe(404);
  });

  it('shows six a page: a seventh article makes a second page, the oldest on it', async () => {
    const tag = hex();
    await createArticles(
      [1, 2].map((day) => ({
        slug: `old-${day}-${tag}`,
        title: `An old article ${day} ${tag}`,
        date: `2020-01-0${day}`,
      })),
    );
    const { body } = await eventually('/creative-design-ideas?page=2', (_body, response) => response.status === 200);
    expect(cardTitles(body)).toEqual([`An old article 1 ${tag}`]);
    const first = await (await site('/creative-design-ideas')).text();
    expect(cardTitles(first)).toHaveLength(6);
    expect(first).toContain('href="/creative-design-ideas?page=2"');
    expect(cardTitles(await (await site('/creative-design-ideas?category=testing')).text())).toEqual([
      `An old article 2 ${tag}`,
      `An old article 1 ${tag}`,
    ]);
  });
});

describe('an article', () => {
  it('shows its byline, reading time and every kind of block, with related articles and the request form', async () => {
    const response = await site(`/creative-design-ideas/${DEMO}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      '<h1 id="article-title" class="article__title">What a rebrand really costs, and what it saves</h1>',
    );
    expect(html).toMatch(
      /<span class="byline__name">Lena Ortiz<\/span><span class="byline__role">Design director<\/span>/,
    );
    expect(html).toMatch(/<time datetime="2026-11-18">November 18, 2026<\/time> · \d+ min read/i);
    for (const block of [
      'class="prose',
      'class="block-image__figure"',
      'class="quote"',
      'class="masonry"',
      'class="card-grid',
      'block-cta',
    ])
      expect(html, block).toContain(block);
    expect(html).toContain('Ask about a rebrand');
    expect(html).toContain('id="related-title">More ideas</h2>');
    // Related: the same category (Branding, Process) first.
    expect(html.indexOf('How we run a discovery workshop')).toBeGreaterThan(html.indexOf('id="related-title"'));
  });

  it('carries valid JSON-LD: an Article with its required properties and a BreadcrumbList', async () => {
    const records = jsonLd(await (await site(`/creative-design-ideas/${DEMO}`)).text());
    const article = records.find((record) => record['@type'] === 'Article')!;
    expect(article['@context']).toBe('https://schema.org');
    expect(article['headline']).toBe('What a rebrand really costs, and what it saves');
    expect(article['datePublished']).toBe('2026-11-18');
    expect(article['author']).toMatchObject({ '@type': 'Person', name: 'Lena Ortiz', jobTitle: 'Design director' });
    expect(article['publisher']).toMatchObject({ '@type': 'Organization' });
    const images = article['image'] as string[];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(new URL(image).pathname).toMatch(/^\/media\//);
    expect(new URL(String(article['url'])).pathname).toBe(`/creative-design-ideas/${DEMO}`);
    const trail = records.find((record) => record['@type'] === 'BreadcrumbList')!;
    const steps = trail['itemListElement'] as { position: number; item: string }[];
    expect(steps.map((step) => [step.position, new URL(step.item).pathname])).toEqual([
      [1, '/'],
      [2, '/creative-design-ideas'],
      [3, `/creative-design-ideas/${DEMO}`],
    ]);
  });

  it('is in Spanish under /es with its translated address, and unknown slugs are a 404', async () => {
    const html = await (await site('/es/creative-design-ideas/lo-que-cuesta-un-cambio-de-marca')).text();
    expect(html).toContain('Lo que cuesta de verdad un cambio de marca, y lo que ahorra');
    expect(html).toContain('Directora de diseño');
    expect(html).toContain('18 de noviembre de 2026');
    expect((await site('/creative-design-ideas/no-such-article')).status).toBe(404);
  });
});

describe('the feeds and the sitemap', () => {
  const parser = new XMLParser({ ignoreAttributes: false });

  it('RSS 2.0 and Atom 1.0 list the articles shown, newest first, with their required elements', async () => {
    const rss = await site('/creative-design-ideas/feed.xml');
    expect(rss.headers.get('content-type')).toMatch(/^application\/rss\+xml/);
    const { rss: feed } = parser.parse(await rss.text()) as {
      rss: {
        '@_version': string;
        channel: { title: string; link: string; description: string; item: Record<string, unknown>[] };
      };
    };
    expect(feed['@_version']).toBe('2.0');
    expect(feed.channel.title).toMatch(/Ideas/);
    expect(new URL(feed.channel.link).pathname).toBe('/creative-design-ideas');
    expect(feed.channel.description).toBeTruthy();
    const titles = feed.channel.item.map((item) => item['title']);
    expect(titles[0]).toBe('What a rebrand really costs, and what it saves');
    expect(titles).not.toContain('A year of accessible design: what changed in our process');
    for (const item of feed.channel.item) {
      expect(new URL(String(item['link'])).pathname).toMatch(/^\/creative-design-ideas\/[a-z0-9-]+$/);
      expect(Number.isNaN(Date.parse(String(item['pubDate'])))).toBe(false);
      expect(item['description']).toBeTruthy();
    }

    const atom = await site('/creative-design-ideas/atom.xml');
    expect(atom.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
    const { feed: entries } = parser.parse(await atom.text()) as {
      feed: { '@_xmlns': string; id: string; title: string; updated: string; entry: Record<string, unknown>[] };
    };
    expect(entries['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(entries.id && entries.title && entries.updated).toBeTruthy();
    for (const entry of entries.entry) expect(entry['id'] && entry['title'] && entry['updated']).toBeTruthy();
  });

  it('the sitemap lists each article in both languages', async () => {
    const xml = await (await site('/sitemap.xml')).text();
    expect(xml).toContain(`/creative-design-ideas/${DEMO}</loc>`);
    expect(xml).toContain('/es/creative-design-ideas/lo-que-cuesta-un-cambio-de-marca</loc>');
    expect(xml).not.toContain('/creative-design-ideas/a-year-of-accessible-design');
  });
});

describe('scheduled articles', () => {
  it('appear at their publish time and go at their unpublish time, with no change in Directus then', async () => {
    const tag = hex();
    const [soon, ending, control] = [`soon-${tag}`, `ending-${tag}`, `now-${tag}`];
    await createArticles([
      { slug: soon, title: `Soon ${tag}`, date: '2026-01-01', publish_at: inSeconds(5) },
      {
        slug: ending,
        title: `Ending ${tag}`,
        date: '2026-01-01',
        publish_at: inSeconds(-60),
        unpublish_at: inSeconds(5),
      },
      { slug: control, title: `Now ${tag}`, date: '2026-01-01' },
    ]);
    // Saved together: once the one without a schedule is on the site, the web server has read all three.
    await eventually(`/creative-design-ideas/${control}`, (_body, response) => response.status === 200);
    expect((await site(`/creative-design-ideas/${soon}`)).status).toBe(404);
    expect((await site(`/creative-design-ideas/${ending}`)).status).toBe(200);
    expect(await (await site('/creative-design-ideas/feed.xml')).text()).not.toContain(`Soon ${tag}`);
    const { elapsed } = await eventually(
      `/creative-design-ideas/${soon}`,
      (_body, response) => response.status === 200,
      10_000,
    );
    expect(elapsed).toBeGreaterThan(2_000);
    await eventually(`/creative-design-ideas/${ending}`, (_body, response) => response.status === 404, 10_000);
    await eventually(
      '/sitemap.xml',
      (body) => body.includes(`/creative-design-ideas/${soon}<`) && !body.includes(ending),
    );
    await eventually(
      '/creative-design-ideas/feed.xml',
      (body) => body.includes(`Soon ${tag}`) && !body.includes(`Ending ${tag}`),
    );
  });
});

describe('a draft article', () => {
  it('is previewed with its blocks by an editor, and stays off the site', async () => {
    const slug = `draft-${hex()}`;
    const { data } = await directusJson<{ data: { id: number } }>('/items/articles', {
      method: 'POST',
      body: JSON.stringify({
        status: 'draft',
        slug,
        title: `A draft ${slug}`,
        date: '2026-11-20',
        excerpt: 'Not yet.',
        author_name: 'Test Author',
        blocks: [{ type: 'quote', sort: 1, body: `Quoted in the draft ${slug}` }],
      }),
    });
    created.push(data.id);
    expect((await site(`/creative-design-ideas/${slug}`)).status).toBe(404);
    const link = await fetchAs('editor', `/site-preview/articles/${data.id}`, { redirect: 'manual' });
    expect(link.status).toBe(302);
    const location = new URL(link.headers.get('location')!);
    expect(location.pathname).toBe(`/creative-design-ideas/${slug}`);
    const preview = await site(`${location.pathname}${location.search}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    const html = await preview.text();
    expect(html).toContain(`Quoted in the draft ${slug}`);
    expect(html).toMatch(/<p class="preview-badge" role="status">Preview<\/p>/);
    expect((await site(`/creative-design-ideas/${slug}`)).status).toBe(404);
  });
});
