import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openAdminAs } from './browser';
import { admin } from './request-form-steps';
import { eventually, site } from '../../tests/integration/site-client';

// The demo editor keeps redirects in the Directus admin (README "For editors"): a saved redirect
// is answered by the site, a loop is refused with its message, and a service whose url changes
// leaves a 301 behind.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});

const created = { redirects: [] as number[], services: [] as number[] };

afterAll(async () => {
  const { data } = await admin<{ data: { id: number; from_path: string }[] }>(
    '/items/redirects?fields=id,from_path&limit=-1',
  );
  const ids = data.filter((rule) => /e2e-redirect|\/offers\/e2e-/.test(rule.from_path)).map((rule) => rule.id);
  if (ids.length > 0) await admin('/items/redirects', { method: 'DELETE', body: JSON.stringify(ids) });
  if (created.services.length > 0)
    await admin('/items/services', { method: 'DELETE', body: JSON.stringify(created.services) });
  await browser?.close();
});

const field = (page: Page, label: string) =>
  page
    .locator('.field')
    .filter({ has: page.getByText(label, { exact: true }) })
    .first();

/** Fills a new redirect in the admin and presses Save. */
async function newRedirect(page: Page, from: string, to: string) {
  await page.goto(`${inject('stack').directusUrl}/admin/content/redirects/+`);
  await field(page, 'From Path').locator('input').fill(from);
  await field(page, 'To').locator('input').fill(to);
  await page.getByRole('button', { name: /save/i }).first().click();
}

describe('the editor in the admin', () => {
  it('saves a redirect the site answers at once, and is told why a loop is refused', async () => {
    const page = await openAdminAs(browser, 'editor');
    const a = `/offers/e2e-${randomBytes(3).toString('hex')}`;
    const b = `/offers/e2e-${randomBytes(3).toString('hex')}`;
    await newRedirect(page, a, b);
    await page.waitForURL((url) => !url.pathname.endsWith('/+'));
    const { response } = await eventually(a, (_body, answer) => answer.status === 301);
    expect(response.headers.get('location')).toBe(b);

    await newRedirect(page, b, a);
    await page.getByText(`This redirect would make a loop: ${b} → ${a} → ${b}.`).first().waitFor();
    expect(new URL(page.url()).pathname).toMatch(/\/redirects\/\+$/);
    const { data } = await admin<{ data: unknown[] }>(
      `/items/redirects?filter[from_path][_eq]=${encodeURIComponent(b)}&fields=id`,
    );
    expect(data).toEqual([]);
    await page.close();
  });

  it("changes a service's url and the old address answers 301 to the new one", async () => {
    const first = `e2e-redirect-${randomBytes(3).toString('hex')}`;
    const { data: service } = await admin<{ data: { id: number } }>('/items/services', {
      method: 'POST',
      body: JSON.stringify({ status: 'published', name: 'E2E Redirect Service', url: first }),
    });
    created.services.push(service.id);
    await eventually(`/creative-services/${first}`, (_body, answer) => answer.status === 200);

    const page = await openAdminAs(browser, 'editor');
    await page.goto(`${inject('stack').directusUrl}/admin/content/services/${service.id}`);
    const second = `e2e-redirect-${randomBytes(3).toString('hex')}`;
    await field(page, 'URL').locator('input').fill(second);
    await page.getByRole('button', { name: /save/i }).first().click();
    await page.waitForURL((url) => !url.pathname.endsWith(`/${service.id}`));
    await page.close();

    const { response: moved } = await eventually(
      `/creative-services/${first}`,
      (_body, answer) => answer.status === 301,
    );
    expect(moved.headers.get('location')).toBe(`/creative-services/${second}`);
    expect((await site(`/creative-services/${second}`)).status).toBe(200);
  });
});
