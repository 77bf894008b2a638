import { randomBytes } from 'node:crypto';
import { signPreview } from '@agency/cms-schema/preview';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { admin } from './request-form-steps';
import { launchBrowser, openAdminAs, openPage } from './browser';

// The demo editor previews a draft in the admin's Live Preview (README "For editors"): the site
// shows it only through the signed link the admin opens, marked Preview; without the link the
// address is a 404, and an expired link says so.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});

const created: number[] = [];

afterAll(async () => {
  if (created.length > 0) await admin('/items/pages', { method: 'DELETE', body: JSON.stringify(created) });
  await browser?.close();
});

describe('the editor previewing a draft', () => {
  it('sees it in Live Preview, marked Preview; without the link it is a 404, and an expired link says so', async () => {
    const slug = `offers/e2e-preview-${randomBytes(3).toString('hex')}`;
    const { data } = await admin<{ data: { id: number } }>('/items/pages', {
      method: 'POST',
      body: JSON.stringify({
        status: 'draft',
        slug,
        title: 'E2E preview',
        blocks: [{ type: 'hero', heading: 'A draft seen in Live Preview' }],
      }),
    });
    created.push(data.id);
    const { webUrl, directusUrl, websiteToken } = inject('stack');
    expect((await fetch(`${webUrl}/${slug}`)).status).toBe(404);

    const page = await openAdminAs(browser, 'editor');
    await page.goto(`${directusUrl}/admin/content/pages/${data.id}`);
    await page.locator('.header-button button:has(i[data-icon="visibility"])').click();
    const frame = page.frameLocator('iframe');
    await frame.getByRole('heading', { level: 1, name: 'A draft seen in Live Preview' }).waitFor();
    const badge = frame.getByRole('status').filter({ hasText: 'Preview' });
    await badge.waitFor();
    // The mark covers nothing: it lies above the header, clear of the page's heading.
    const [badgeBox, headerBox, headingBox] = await Promise.all([
      badge.boundingBox(),
      frame.locator('header').first().boundingBox(),
      frame.getByRole('heading', { level: 1 }).boundingBox(),
    ]);
    expect(badgeBox && headerBox && headingBox).toBeTruthy();
    expect(badgeBox!.y + badgeBox!.height).toBeLessThanOrEqual(headerBox!.y + 0.5);
    expect(badgeBox!.y + badgeBox!.height).toBeLessThanOrEqual(headingBox!.y + 0.5);
    const previewUrl = page
      .frames()
      .find((candidate) => candidate.url().includes('?preview='))
      ?.url();
    expect(previewUrl).toContain(`${webUrl}/${slug}?preview=`);
    await page.close();

    // The same address, no link: the draft is not on the site.
    const visitor = await openPage(browser);
    const missing = await visitor.goto(`${webUrl}/${slug}`);
    expect(missing?.status()).toBe(404);
    const expired = signPreview(
      { collection: 'pages', id: String(data.id), version: null, expires: Date.now() - 1000 },
      websiteToken,
    );
    const refused = await visitor.goto(`${webUrl}/${slug}?preview=${expired}`);
    expect(refused?.status()).toBe(403);
    await visitor.getByText('This preview link has expired. Open the preview again from the admin.').waitFor();
    expect(await visitor.getByText('A draft seen in Live Preview').count()).toBe(0);
    await visitor.context().close();
  });
});
