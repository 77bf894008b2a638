import { randomBytes } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { admin } from './request-form-steps';
import { launchBrowser, openAdminAs } from './browser';
import { ADMIN_VIEWPORT, docsScreenshot } from './docs-screenshots';

// The demo editor edits a page in place in the admin's Visual Editor (README "For editors"):
// the site opens inside it, its marked parts offer an edit button, the drawer saves to Directus
// and the page shows the change.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});

const created: number[] = [];

afterAll(async () => {
  if (created.length > 0) await admin('/items/pages', { method: 'DELETE', body: JSON.stringify(created) });
  await browser?.close();
});

describe('the editor in the Visual Editor', () => {
  it('edits a block of a page in place and sees the change on the page', async () => {
    const slug = `offers/e2e-visual-${randomBytes(3).toString('hex')}`;
    const { data } = await admin<{ data: { id: number } }>('/items/pages', {
      method: 'POST',
      body: JSON.stringify({
        status: 'published',
        slug,
        title: 'E2E visual',
        blocks: [{ type: 'hero', heading: 'Edited where it stands', body: 'A lead.' }],
      }),
    });
    created.push(data.id);
    const { webUrl, directusUrl } = inject('stack');
    // The admin lists the site's address for its Visual Editor (WEBSITE_URL), its home in each language.
    const { data: settings } = await admin<{ data: { visual_editor_urls: { url: string }[] } }>(
      '/settings?fields=visual_editor_urls',
    );
    expect(settings.visual_editor_urls).toEqual([{ url: `${webUrl}/` }, { url: `${webUrl}/es` }]);

    const page = await openAdminAs(browser, 'editor');
    await page.goto(`${directusUrl}/admin/visual/${webUrl}/${slug}`, { waitUntil: 'load' });
    const site = page.frameLocator('iframe');
    const hero = site.getByRole('heading', { level: 1, name: 'Edited where it stands' });
    await hero.waitFor();
    await hero.hover();
    await site.locator('.directus-visual-editing-edit-button').first().click();
    const drawer = page.locator('.v-drawer').last();
    await drawer.waitFor();
    await drawer
      .locator('.field')
      .filter({ has: page.getByText('Heading', { exact: true }) })
      .first()
      .locator('input')
      .fill('Edited in the Visual Editor');
    await drawer.getByRole('button', { name: /save/i }).click();
    await site.getByRole('heading', { level: 1, name: 'Edited in the Visual Editor' }).waitFor({ timeout: 15_000 });
    await page.close();
    const html = await (await fetch(`${webUrl}/${slug}`)).text();
    expect(html).toContain('Edited in the Visual Editor');
  });

  it('opens a block of the demo page in place at 1280 × 800, its fields in a drawer beside the page', async () => {
    const { webUrl, directusUrl } = inject('stack');
    const page = await openAdminAs(browser, 'editor', ADMIN_VIEWPORT);
    await page.goto(`${directusUrl}/admin/visual/${webUrl}/offers/spring-rebrand`, { waitUntil: 'load' });
    const site = page.frameLocator('iframe');
    const hero = site.getByRole('heading', { level: 1, name: /A new look/ });
    await hero.waitFor();
    await hero.hover();
    await site.locator('.directus-visual-editing-edit-button').first().click();
    const drawer = page.locator('.v-drawer').last();
    const heading = drawer
      .locator('.field')
      .filter({ has: page.getByText('Heading', { exact: true }) })
      .first()
      .locator('input');
    // The drawer reads the block first: its heading fills in once it has (not expect.poll's one second).
    await expect.poll(() => heading.inputValue(), { timeout: 30_000 }).toBe('A new look by summer');
    // Its title and its image follow.
    await drawer.getByText('Hero: A new look by summer').waitFor();
    // Shown, not only decoded once: the admin may swap the image's address while it loads, and a
    // decode() under way then fails.
    const image = drawer.locator('img').first();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), {
        timeout: 30_000,
      })
      .toBe(true);
    await docsScreenshot(page, 'editor-visual-editor');
    await page.close();
  });

  it("opens the Spanish texts of a page in Spanish in place: the item's translations, beside its English", async () => {
    const { webUrl, directusUrl } = inject('stack');
    const page = await openAdminAs(browser, 'editor');
    await page.goto(`${directusUrl}/admin/visual/${webUrl}/es/creative-services/diseno-web`, { waitUntil: 'load' });
    const site = page.frameLocator('iframe');
    const hero = site.getByRole('heading', { level: 1, name: /Webs rápidas y accesibles/ });
    await hero.waitFor();
    await hero.hover();
    await site.locator('.directus-visual-editing-edit-button').first().click();
    const translations = page.locator('.v-drawer').last().locator('.translations-editor');
    await translations.waitFor();
    // The drawer reads the item first: the Spanish name fills in once it has.
    await expect
      .poll(() => translations.locator('input').first().inputValue(), { timeout: 30_000 })
      .toBe('Diseño y desarrollo web');
    await translations.getByText('Web Design & Development', { exact: true }).waitFor();
    await page.close();
  });
});
