import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { directusJson } from './directus-client';
import { fetchAs } from './demo-users';
import { eventually, site } from './site-client';

// Redirects managed in the CMS (README "For editors"): editors keep them, the web server applies
// them before routing from its copy of the content, the hook refuses loops and chains, and a
// published service or portfolio item that moves leaves a 301 behind.
const hex = () => randomBytes(4).toString('hex');

interface Redirect {
  id: number;
  from_path: string;
  to: string;
  status: string;
  status_code: number;
  note: string | null;
}

const created = {
  redirects: [] as number[],
  services: [] as number[],
  portfolio: [] as number[],
  promos: [] as number[],
  shortLinks: [] as number[],
};

/** Saves a short link as the demo editor. */
async function saveShortLinkAsEditor(body: { token: string; target: string; status_code?: number }) {
  const response = await fetchAs('editor', '/items/short_links', { method: 'POST', body: JSON.stringify(body) });
  const json = (await response.json()) as { data?: { id: number }; errors?: { message: string }[] };
  if (json.data) created.shortLinks.push(json.data.id);
  return { status: response.status, message: json.errors?.[0]?.message ?? '' };
}

/** Saves a redirect as the demo editor; the response as Directus gave it. */
async function saveAsEditor(body: Partial<Redirect>) {
  const response = await fetchAs('editor', '/items/redirects', { method: 'POST', body: JSON.stringify(body) });
  const json = (await response.json()) as { data?: Redirect; errors?: { message: string }[] };
  if (json.data) created.redirects.push(json.data.id);
  return { status: response.status, data: json.data, message: json.errors?.[0]?.message ?? '' };
}

const redirectsFrom = async (path: string) =>
  (
    await directusJson<{ data: Redirect[] }>(
      `/items/redirects?filter[from_path][_eq]=${encodeURIComponent(path)}&fields=id,from_path,to,status,status_code,note`,
    )
  ).data;

afterAll(async () => {
  const all = await directusJson<{ data: Redirect[] }>('/items/redirects?fields=id,from_path&limit=-1');
  const test = all.data.filter((rule) => /redirect-test|\/offers\/test-/.test(rule.from_path)).map((rule) => rule.id);
  const ids = [...new Set([...created.redirects, ...test])];
  if (ids.length > 0) await directusJson('/items/redirects', { method: 'DELETE', body: JSON.stringify(ids) });
  if (created.shortLinks.length > 0)
    await directusJson('/items/short_links', { method: 'DELETE', body: JSON.stringify(created.shortLinks) });
  if (created.services.length > 0)
    await directusJson('/items/services', { method: 'DELETE', body: JSON.stringify(created.services) });
  if (created.promos.length > 0)
    await directusJson('/items/promos', { method: 'DELETE', body: JSON.stringify(created.promos) });
  if (created.portfolio.length > 0)
    await directusJson('/items/portfolio_items', { method: 'DELETE', body: JSON.stringify(created.portfolio) });
});

describe('a redirect an editor saves', () => {
  it('is answered by the web server before routing, keeps the query, and stops when disabled', async () => {
    const from = `/offers/test-${hex()}`;
    expect((await site(from)).status).toBe(404);
    const saved = await saveAsEditor({ from_path: `${from}/`, to: '/creative-services', status_code: 302 });
    expect(saved.status).toBe(200);
    // Stored the way it is compared: no trailing slash.
    expect(saved.data).toMatchObject({ from_path: from, status: 'active', status_code: 302 });
    const { response } = await eventually(`${from}?utm_source=print`, (_body, answer) => answer.status === 302);
    expect(response.headers.get('location')).toBe('/creative-services?utm_source=print');
    expect(response.headers.get('cache-control')).toBe('no-cache');

    const disabled = await fetchAs('editor', `/items/redirects/${saved.data!.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'disabled' }),
    });
    expect(disabled.status).toBe(200);
    await eventually(from, (_body, answer) => answer.status === 404);
  });

  it('may lead to another site, permanently', async () => {
    const from = `/offers/test-${hex()}`;
    const saved = await saveAsEditor({ from_path: from, to: 'https://example.com/partner' });
    expect(saved.data).toMatchObject({ status_code: 301 });
    const { response } = await eventually(from, (_body, answer) => answer.status === 301);
    expect(response.headers.get('location')).toBe('https://example.com/partner');
  });

  it('is refused with a clear message when it would loop, chain or is not an address', async () => {
    const a = `/offers/test-${hex()}`;
    const b = `/offers/test-${hex()}`;
    expect((await saveAsEditor({ from_path: a, to: b })).status).toBe(200);
    const loop = await saveAsEditor({ from_path: b, to: a });
    expect(loop.status).toBe(400);
    expect(loop.message).toContain(`This redirect would make a loop: ${b} → ${a} → ${b}.`);
    const chain = await saveAsEditor({ from_path: `/offers/test-${hex()}`, to: a });
    expect(chain.status).toBe(400);
    expect(chain.message).toContain(`${a} is itself redirected to ${b}`);
    const own = await saveAsEditor({ from_path: b, to: `${b}/` });
    expect(own.message).toContain(`A redirect cannot lead to its own address (${b}).`);
    const bad = await saveAsEditor({ from_path: 'offers/spring', to: '/creative-services' });
    expect(bad.status).toBe(400);
    expect(bad.message).toContain('"From" must be a path on this site that starts with /');
    const script = await saveAsEditor({ from_path: `/offers/test-${hex()}`, to: 'javascript:alert(1)' });
    expect(script.message).toContain('"To" must be a path on this site');
    // An edit that would close a loop is refused too; nothing refused was stored.
    const [first] = await redirectsFrom(a);
    const edit = await fetchAs('editor', `/items/redirects/${first!.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ to: a }),
    });
    expect(edit.status).toBe(400);
    expect(await redirectsFrom(b)).toEqual([]);
  });
});

describe('short links and redirects together', () => {
  it('cannot make a loop, whichever is saved first', async () => {
    const token = `sec-loop-${hex()}`;
    const b = `/sec-b-${hex()}`;
    expect((await saveShortLinkAsEditor({ token, target: b, status_code: 307 })).status).toBe(200);
    const loop = await saveAsEditor({ from_path: b, to: `/${token}` });
    expect(loop.status).toBe(400);
    expect(loop.message).toContain(`This redirect would make a loop: ${b} → /${token} → ${b}.`);

    const c = `/sec-c-${hex()}`;
    const otherToken = `sec-loop-${hex()}`;
    expect((await saveAsEditor({ from_path: c, to: `/${otherToken}` })).status).toBe(200);
    const closing = await saveShortLinkAsEditor({ token: otherToken, target: c });
    expect(closing.status).toBe(400);
    expect(closing.message).toContain(`This redirect would make a loop: /${otherToken} → ${c} → /${otherToken}.`);
  });
});

describe('content that moves', () => {
  it("a published service's new url: the old address answers 301, and earlier redirects follow", async () => {
    const first = `redirect-test-${hex()}`;
    const { data: service } = await directusJson<{ data: { id: number } }>('/items/services', {
      method: 'POST',
      body: JSON.stringify({ status: 'published', name: 'Redirect Test Service', url: first }),
    });
    created.services.push(service.id);
    await eventually(`/creative-services/${first}`, (_body, answer) => answer.status === 200);

    const second = `redirect-test-${hex()}`;
    await directusJson(`/items/services/${service.id}`, { method: 'PATCH', body: JSON.stringify({ url: second }) });
    const { response: moved } = await eventually(
      `/creative-services/${first}`,
      (_body, answer) => answer.status === 301,
    );
    expect(moved.headers.get('location')).toBe(`/creative-services/${second}`);
    expect((await site(`/creative-services/${second}`)).status).toBe(200);
    const [rule] = await redirectsFrom(`/creative-services/${first}`);
    expect(rule).toMatchObject({ to: `/creative-services/${second}`, status: 'active', status_code: 301 });
    expect(rule!.note).toContain(`moved to /creative-services/${second}`);

    // Moved again: both earlier addresses lead straight to the newest (no chain).
    const third = `redirect-test-${hex()}`;
    await directusJson(`/items/services/${service.id}`, { method: 'PATCH', body: JSON.stringify({ url: third }) });
    for (const old of [first, second]) {
      const { response } = await eventually(`/creative-services/${old}`, (_body, answer) =>
        (answer.headers.get('location') ?? '').endsWith(third),
      );
      expect(response.headers.get('location')).toBe(`/creative-services/${third}`);
    }

    // Back to the first url: the page is served there again, not redirected away.
    await directusJson(`/items/services/${service.id}`, { method: 'PATCH', body: JSON.stringify({ url: first }) });
    await eventually(`/creative-services/${first}`, (_body, answer) => answer.status === 200);
    const { response: back } = await eventually(
      `/creative-services/${third}`,
      (_body, answer) => answer.status === 301,
    );
    expect(back.headers.get('location')).toBe(`/creative-services/${first}`);
  });

  it("a portfolio item's new slug redirects too; a draft's does not", async () => {
    const { data: files } = await directusJson<{ data: { id: string }[] }>('/files?fields=id&limit=1');
    const slug = `redirect-test-${hex()}`;
    const { data: item } = await directusJson<{ data: { id: number } }>('/items/portfolio_items', {
      method: 'POST',
      body: JSON.stringify({ status: 'published', title: 'Redirect Test Work', slug, cover_image: files[0]!.id }),
    });
    created.portfolio.push(item.id);
    const renamed = `redirect-test-${hex()}`;
    await directusJson(`/items/portfolio_items/${item.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ slug: renamed }),
    });
    const { response: moved } = await eventually(
      `/creative-design-portfolio/${slug}`,
      (_body, answer) => answer.status === 301,
    );
    expect(moved.headers.get('location')).toBe(`/creative-design-portfolio/${renamed}`);

    await directusJson(`/items/portfolio_items/${item.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'draft' }),
    });
    const draftSlug = `redirect-test-${hex()}`;
    await directusJson(`/items/portfolio_items/${item.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ slug: draftSlug }),
    });
    expect(await redirectsFrom(`/creative-design-portfolio/${renamed}`)).toEqual([]);
  });

  it("a promo's new month leaves its old address behind as well", async () => {
    const slug = `redirect-test-${hex()}`;
    const { data: promo } = await directusJson<{ data: { id: number } }>('/items/promos', {
      method: 'POST',
      body: JSON.stringify({ status: 'published', title: 'Redirect Test Promo', year: 2026, month: 3, slug }),
    });
    created.promos.push(promo.id);
    await eventually(`/promos/2026/3/${slug}`, (_body, answer) => answer.status === 200);
    await directusJson(`/items/promos/${promo.id}`, { method: 'PATCH', body: JSON.stringify({ month: 4 }) });
    const { response: moved } = await eventually(`/promos/2026/3/${slug}`, (_body, answer) => answer.status === 301);
    expect(moved.headers.get('location')).toBe(`/promos/2026/4/${slug}`);
    expect((await site(`/promos/2026/4/${slug}`)).status).toBe(200);
  });
});
