import { randomBytes } from 'node:crypto';
import { signPreview } from '@agency/cms-schema/preview';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { admin } from './request-form-steps';
import { launchBrowser, openAdminAs, openPage } from './browser';
import { ADMIN_VIEWPORT, docsScreenshot } from './docs-screenshots';
import { layoutProblems, settle } from './layout-checks';

// The demo editor previews a draft in the admin's Live Preview (README "For editors"): the site
// shows it only through the signed link the admin opens, marked Preview; without the link the
// address is a 404, and an expired link says so. In the pane, as wide as the admin leaves it at
// 1280 × 800, the site shows its own layout for that width, whole, and keeps no offline copy
// (docs/decisions/028-admin-reads-at-a-glance.md).
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

  it('sees the Spanish page in Live Preview once the Translations preview in Spanish, and English again when turned off', async () => {
    const { directusUrl, webUrl } = inject('stack');
    const { data } = await admin<{ data: { id: number }[] }>('/items/services?filter[url][_eq]=web&fields=id');
    const page = await openAdminAs(browser, 'editor');
    await page.goto(`${directusUrl}/admin/content/services/${data[0]!.id}`);
    await page.locator('.header-button button:has(i[data-icon="visibility"])').click();
    const shown = async (lang: string) => {
      await page.frameLocator('iframe').locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' });
      const frame = page.frames().find((candidate) => candidate.url().includes('?preview='));
      // The pane reloads only once it has loaded (Directus' refresh).
      await frame?.waitForLoadState('load');
      const url = new URL(frame?.url() ?? 'about:blank');
      return `${url.origin}${url.pathname}`;
    };
    expect(await shown('en')).toBe(`${webUrl}/creative-services/web`);
    const toggle = page.locator('.translations-editor').getByText('Live Preview in Español');
    await toggle.scrollIntoViewIfNeeded();
    await toggle.click();
    expect(await shown('es')).toBe(`${webUrl}/es/creative-services/diseno-web`);
    await page
      .frameLocator('iframe')
      .getByRole('heading', { level: 1, name: /Webs rápidas y accesibles/ })
      .waitFor();
    await toggle.click();
    expect(await shown('en')).toBe(`${webUrl}/creative-services/web`);
    await page.close();
  });

  it('reads a page in the pane at 1280 × 800: the site’s layout for the pane’s width, nothing cut off, no service worker', async () => {
    const { directusUrl } = inject('stack');
    const { data } = await admin<{ data: { id: number }[] }>(
      '/items/pages?filter[slug][_eq]=offers/spring-rebrand&fields=id',
    );
    const page = await openAdminAs(browser, 'editor', ADMIN_VIEWPORT);
    // The right-hand panel closed, as staff and editors keep it (decision 028).
    await page.addInitScript(() => localStorage.setItem('sidebar-collapsed', 'true'));
    await page.goto(`${directusUrl}/admin/content/pages/${data[0]!.id}`);
    await page.locator('.header-button button:has(i[data-icon="visibility"])').click();
    await page
      .frameLocator('iframe')
      .getByRole('heading', { level: 1, name: /A new look/ })
      .waitFor();
    const frame = page.frames().find((candidate) => candidate.url().includes('?preview='));
    expect(frame).toBeDefined();
    const preview = frame!;
    // The page settles its service worker once idle: a preview registers none, and says nothing
    // about working offline.
    await preview.locator('html[data-service-worker]').waitFor({ state: 'attached' });
    expect(await preview.locator('html').getAttribute('data-service-worker')).toBe('off');
    expect(await preview.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect(await preview.locator('html[data-offline-ready]').count()).toBe(0);
    expect(await preview.getByText('Ready to work offline').count()).toBe(0);
    // The pane is at most 900 px wide: the site's narrow layout (the menu behind its button),
    // nothing sideways, nothing over the header.
    const width = await preview.evaluate(() => window.innerWidth);
    expect(width).toBeGreaterThanOrEqual(360);
    expect(width).toBeLessThanOrEqual(900);
    const banner = preview.getByRole('banner');
    await banner.getByRole('button', { name: /menu/i }).or(banner.locator('summary')).waitFor();
    await settle(preview);
    expect(await layoutProblems(preview)).toEqual([]);
    await docsScreenshot(page, 'editor-live-preview');
    await page.close();
  });
});
