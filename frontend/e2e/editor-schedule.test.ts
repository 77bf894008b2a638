import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cutInList, openAdmin } from './admin-readability';
import { launchBrowser } from './browser';
import { admin } from './request-form-steps';

// The editor's list of promotions says what each schedule means (README "For editors"):
// "Scheduled for …" before its publish time.
let browser: Browser;
const created: number[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  if (created.length > 0) await admin('/items/promos', { method: 'DELETE', body: JSON.stringify(created) });
  await browser?.close();
});

describe('the editor in the admin', () => {
  it('sees "Scheduled for …" in the list of promotions, every column whole', async () => {
    const title = `E2E scheduled ${randomBytes(3).toString('hex')}`;
    const { data } = await admin<{ data: { id: number } }>('/items/promos', {
      method: 'POST',
      body: JSON.stringify({
        status: 'published',
        title,
        year: 2026,
        month: 12,
        slug: `e2e-${randomBytes(3).toString('hex')}`,
        publish_at: new Date(Date.now() + 86_400_000).toISOString(),
        unpublish_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      }),
    });
    created.push(data.id);
    const page = await openAdmin(browser, 'editor');
    await page.goto(`${inject('stack').directusUrl}/admin/content/promos`);
    const row = page.locator('.table-row').filter({ hasText: title }).first();
    await row.waitFor();
    expect(await row.locator('.schedule-state').allTextContents()).toEqual([expect.stringMatching(/^Scheduled for /)]);
    // Every column whole at 1280 px with the panel closed, here and in the pages list.
    expect(await cutInList(page)).toEqual([]);
    await page.goto(`${inject('stack').directusUrl}/admin/content/pages`);
    await page.locator('.table-header th', { hasText: 'Publish At' }).waitFor();
    expect(await cutInList(page)).toEqual([]);
    await page.close();
  });

  it('sees the demo article scheduled for later as "Scheduled for …" in the list of articles, every column whole', async () => {
    const page = await openAdmin(browser, 'editor');
    await page.goto(`${inject('stack').directusUrl}/admin/content/articles`);
    const row = page.locator('.table-row').filter({ hasText: 'A year of accessible design' }).first();
    await row.waitFor();
    expect(await row.locator('.schedule-state').allTextContents()).toEqual([expect.stringMatching(/^Scheduled for /)]);
    expect(await cutInList(page)).toEqual([]);
    await page.close();
  });
});
