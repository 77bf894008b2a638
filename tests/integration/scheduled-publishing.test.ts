import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { directusJson } from './directus-client';
import { fetchAs } from './demo-users';
import { eventually, site } from './site-client';

// Scheduled publishing (README "For editors"): a promotion or page is on the site from its
// publish time until its unpublish time, by itself: no change in Directus at those times, no
// deploy (the content copy reads the family again at the next scheduled time). The sitemap
// follows, and a schedule that would never show the item is refused.
const hex = () => randomBytes(4).toString('hex');
const created = { promos: [] as number[], pages: [] as number[] };
const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

afterAll(async () => {
  if (created.promos.length > 0)
    await directusJson('/items/promos', { method: 'DELETE', body: JSON.stringify(created.promos) });
  if (created.pages.length > 0)
    await directusJson('/items/pages', { method: 'DELETE', body: JSON.stringify(created.pages) });
});

async function createPromo(slug: string, schedule: { publish_at?: string; unpublish_at?: string }) {
  const { data } = await directusJson<{ data: { id: number } }>('/items/promos', {
    method: 'POST',
    body: JSON.stringify({ status: 'published', title: `Scheduled ${slug}`, year: 2026, month: 12, slug, ...schedule }),
  });
  created.promos.push(data.id);
  return data.id;
}

describe('scheduled publishing', () => {
  it('shows a promotion from its publish time, with no change in Directus then, and lists it in the sitemap', async () => {
    const slug = `scheduled-${hex()}`;
    const control = `now-${hex()}`;
    // Saved together: once the one without a schedule is on the site, the web server has read both.
    const { data } = await directusJson<{ data: { id: number }[] }>('/items/promos', {
      method: 'POST',
      body: JSON.stringify(
        [
          { slug, publish_at: inSeconds(5) },
          { slug: control, publish_at: null },
        ].map((item) => ({ status: 'published', title: `Scheduled ${item.slug}`, year: 2026, month: 12, ...item })),
      ),
    });
    created.promos.push(...data.map((item) => item.id));
    const path = `/promos/2026/12/${slug}`;
    await eventually(`/promos/2026/12/${control}`, (_body, response) => response.status === 200);
    expect((await site(path)).status).toBe(404);
    expect(await (await site('/sitemap.xml')).text()).not.toContain(path);
    const { elapsed } = await eventually(path, (_body, response) => response.status === 200, 10_000);
    expect(elapsed).toBeGreaterThan(2_000);
    await eventually('/sitemap.xml', (body) => body.includes(path), 5_000);
  });

  it('takes a page off the site at its unpublish time, by itself', async () => {
    const slug = `offers/scheduled-${hex()}`;
    const { data } = await directusJson<{ data: { id: number } }>('/items/pages', {
      method: 'POST',
      body: JSON.stringify({
        status: 'published',
        title: 'A page for a while',
        slug,
        body: 'Here until the end of the offer.',
        publish_at: inSeconds(-60),
        unpublish_at: inSeconds(4),
      }),
    });
    created.pages.push(data.id);
    await eventually(`/${slug}`, (body, response) => response.status === 200 && body.includes('A page for a while'));
    await eventually(`/${slug}`, (_body, response) => response.status === 404, 10_000);
  });

  it('refuses a schedule that would never show the item, with the reason, on create and on update', async () => {
    const refused = await fetchAs('editor', '/items/promos', {
      method: 'POST',
      body: JSON.stringify({
        status: 'published',
        title: 'Never shown',
        year: 2026,
        month: 12,
        slug: `never-${hex()}`,
        publish_at: inSeconds(3600),
        unpublish_at: inSeconds(60),
      }),
    });
    expect(refused.status).toBe(400);
    const message = ((await refused.json()) as { errors: { message: string }[] }).errors[0]!.message;
    expect(message).toBe('Unpublish at must be later than Publish at: the item would never be shown.');

    const id = await createPromo(`later-${hex()}`, { publish_at: inSeconds(3600) });
    const update = await fetchAs('editor', `/items/promos/${id}`, {
      method: 'PATCH',
      body: JSON.stringify({ unpublish_at: inSeconds(60) }),
    });
    expect(update.status).toBe(400);
  });
});
