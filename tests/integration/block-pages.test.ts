import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { directusJson } from './directus-client';
import { fetchAs } from './demo-users';
import { eventually, site } from './site-client';

// Pages at any address, built from blocks (README "For editors"): an editor's published page is
// served at its path with no deploy, listed in the sitemap and, when asked, in the navigation;
// drafts are not; the addresses of the code's routes are refused; a page that moves leaves a 301.
const hex = () => randomBytes(4).toString('hex');
const created: number[] = [];

interface Saved {
  status: number;
  id: number | undefined;
  message: string;
  code: string | undefined;
}

async function savePage(body: Record<string, unknown>, id?: number): Promise<Saved> {
  const response = await fetchAs('editor', id ? `/items/pages/${id}` : '/items/pages', {
    method: id ? 'PATCH' : 'POST',
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as {
    data?: { id: number };
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  if (json.data && !id) created.push(json.data.id);
  return {
    status: response.status,
    id: json.data?.id,
    message: json.errors?.[0]?.message ?? '',
    code: json.errors?.[0]?.extensions?.code,
  };
}

const THREE_BLOCKS = [
  { type: 'hero', heading: 'Offer hero heading', body: 'The lead of the offer.' },
  { type: 'rich_text', heading: 'What you get', body: 'A **bold** promise.' },
  {
    type: 'faq',
    heading: 'Questions',
    faq: [{ question: 'How long does it take?', answer: 'Six weeks.' }],
  },
];

afterAll(async () => {
  if (created.length > 0) await directusJson('/items/pages', { method: 'DELETE', body: JSON.stringify(created) });
  const { data } = await directusJson<{ data: { id: number }[] }>(
    '/items/redirects?filter[from_path][_starts_with]=/offers/block-test-&fields=id&limit=-1',
  );
  if (data.length > 0)
    await directusJson('/items/redirects', { method: 'DELETE', body: JSON.stringify(data.map((rule) => rule.id)) });
});

describe('a page an editor builds from blocks', () => {
  it('is served at its path once published, in the sitemap and the navigation, with its blocks in order', async () => {
    const path = `offers/block-test-${hex()}`;
    expect((await site(`/${path}`)).status).toBe(404);
    const saved = await savePage({ slug: `/${path}/`, title: 'Block test', status: 'draft', blocks: THREE_BLOCKS });
    expect(saved.status).toBe(200);
    // A draft stays off the site.
    // eslint-disable-next-line no-restricted-syntax -- an absence: nothing signals that a draft will never show
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await site(`/${path}`)).status).toBe(404);

    expect((await savePage({ status: 'published', show_in_navigation: true }, saved.id)).status).toBe(200);
    const { body: html } = await eventually(`/${path}`, (_body, response) => response.status === 200);
    const order = [
      'Offer hero heading',
      'The lead of the offer.',
      'What you get',
      '<strong>bold</strong>',
      'How long does it take?',
    ];
    const positions = order.map((text) => html.indexOf(text));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).toMatch(/<h1[^>]*>Offer hero heading<\/h1>/);
    expect(html).toMatch(/<details[^>]*><summary[^>]*>How long does it take\?<\/summary>/);
    // The slashes around the path are not stored.
    const { data } = await directusJson<{ data: { slug: string } }>(`/items/pages/${saved.id}?fields=slug`);
    expect(data.slug).toBe(path);

    await eventually('/sitemap.xml', (body) => body.includes(`/${path}</loc>`));
    const { body: home } = await eventually('/', (body) => body.includes(`href="/${path}"`));
    expect(home).toMatch(new RegExp(`<a[^>]*href="/${path}"[^>]*>Block test</a>`));

    // A block the editor changes shows on the next load.
    const { data: page } = await directusJson<{ data: { blocks: number[] } }>(`/items/pages/${saved.id}?fields=blocks`);
    const edited = await fetchAs('editor', `/items/page_blocks/${page.blocks[1]}`, {
      method: 'PATCH',
      body: JSON.stringify({ heading: 'What you get, revised' }),
    });
    expect(edited.status).toBe(200);
    await eventually(`/${path}`, (body) => body.includes('What you get, revised'));
  });

  it("refuses the addresses of the code's routes, and malformed paths, with the reason", async () => {
    const refused = await savePage({ slug: 'industries/spring-offer', title: 'Nope', status: 'draft' });
    expect(refused.status).toBe(400);
    // The reason alone, as the admin's error dialog shows it (no "Invalid payload." before it).
    expect(refused.message).toBe(
      "The address /industries/spring-offer belongs to the site's own pages (/industries); choose another path.",
    );
    expect(refused.code).toBe('INVALID_PAYLOAD');
    const malformed = await savePage({ slug: 'Offers/Spring Sale', title: 'Nope', status: 'draft' });
    expect(malformed.status).toBe(400);
    expect(malformed.message).toMatch(/can only hold lower-case letters, digits and hyphens/);

    const path = `offers/block-test-${hex()}`;
    const saved = await savePage({ slug: path, title: 'Kept', status: 'draft' });
    expect(saved.status).toBe(200);
    const moved = await savePage({ slug: 'api/kept' }, saved.id);
    expect(moved.status).toBe(400);
    expect(moved.message).toMatch(/belongs to the site's own pages \(\/api\)/);
    const { data } = await directusJson<{ data: { slug: string } }>(`/items/pages/${saved.id}?fields=slug`);
    expect(data.slug).toBe(path);
  });

  it('leaves a 301 behind when a published page moves', async () => {
    const from = `offers/block-test-${hex()}`;
    const to = `offers/block-test-${hex()}`;
    const saved = await savePage({
      slug: from,
      title: 'Moving',
      status: 'published',
      blocks: THREE_BLOCKS.slice(0, 1),
    });
    await eventually(`/${from}`, (_body, response) => response.status === 200);
    expect((await savePage({ slug: to }, saved.id)).status).toBe(200);
    const { response } = await eventually(`/${from}`, (_body, answer) => answer.status === 301);
    expect(response.headers.get('location')).toBe(`/${to}`);
    expect((await site(`/${to}`)).status).toBe(200);
  });

  it('shows every kind of block on the demo page, with drafts among its cards left out', async () => {
    const { body: html, response } = await eventually('/offers/spring-rebrand', () => true);
    expect(response.status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>A new look by summer<\/h1>/);
    // Every block is marked for the admin's Visual Editor with its own fields.
    expect(html).toMatch(/data-directus="collection:page_blocks;item:\d+;fields:heading,body,image;mode:drawer"/);
    expect(html.match(/data-directus="collection:page_blocks;/g)?.length).toBe(7);
    expect(html).toContain('What the offer includes');
    expect(html).toContain('href="/creative-services/branding"');
    expect(html).toContain('href="/creative-design-portfolio/harbour-and-pine-rebrand"');
    expect(html).toContain('class="masonry"');
    expect(html).toContain('<summary class="faq__question">How long does a spring rebrand take?</summary>');
    expect(html).toMatch(/<blockquote[^>]*><p>We walked into the workshop/);
    // The call to action opens the request form for its service (the link works without JavaScript).
    expect(html).toMatch(
      /href="\/form\?service=[^"]*&amp;url=%2Fcreative-services%2Fbranding[^"]*"[^>]*>Ask for the spring rebrand/,
    );
    // The blocks are in the document where they show, not moved to its end for a script to put in
    // place (nothing shows them without JavaScript).
    expect(html).not.toMatch(/<div hidden id="S:|\$RC\(/);
    expect(html.indexOf('What the offer includes')).toBeLessThan(html.indexOf('<footer'));
  });

  it("answers a client navigation's data request for the page, as for its document", async () => {
    // What the browser asks for when a link leads to the page after the first load.
    const response = await site('/offers/spring-rebrand.data?_routes=site-page%3Aany');
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain('A new look by summer');
    expect(body).not.toContain('Page not found');
    // A language's home page, and an address nobody built: its 404 names the page, not the data.
    const spanish = await site('/es.data?_routes=site-page%3Aone-segment');
    expect(spanish.status).toBe(200);
    expect(await spanish.text()).toContain('Un estudio pequeño con una mirada amplia');
    const missing = await site('/offers/nobody-built-this.data?_routes=site-page%3Aany');
    expect(missing.status).toBe(404);
    const message = await missing.text();
    expect(message).toContain('Page not found: /offers/nobody-built-this');
    expect(message).not.toContain('nobody-built-this.data');
  });
});
