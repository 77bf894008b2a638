import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cutInList, field, inView, openAdmin, SLOW } from './admin-readability';
import { launchBrowser } from './browser';
import { admin } from './request-form-steps';
import { docsScreenshot } from './docs-screenshots';

// Editors read the admin at a glance at 1280 × 800 (README "For editors";
// docs/decisions/028-admin-reads-at-a-glance.md): a service's text rendered, the option lists'
// columns explained, block pages by their blocks, SEO hints, the redirects and a loop refused in
// words. With UPDATE_DOCS_SCREENSHOTS=1 (`npm run screenshots:admin`) the views are also written to
// docs/screenshots/, the pictures of README's editor section.
let browser: Browser;
const redirects: number[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  if (redirects.length > 0) await admin('/items/redirects', { method: 'DELETE', body: JSON.stringify(redirects) });
  await browser?.close();
});

describe('editors', () => {
  it(
    'read a service’s text rendered, the option lists’ columns explained, and block pages by their blocks',
    async () => {
      const stack = inject('stack');
      const page = await openAdmin(browser, 'editor');
      const { data: services } = await admin<{ data: { id: number }[] }>(
        '/items/services?filter[url][_eq]=branding&fields=id',
      );
      await page.goto(`${stack.directusUrl}/admin/content/services/${services[0]!.id}`);
      const body = field(page, 'Body');
      await body.waitFor();
      await body.getByRole('heading').first().waitFor();
      expect(await body.locator('.CodeMirror').isVisible()).toBe(false);
      await body.getByRole('heading').first().scrollIntoViewIfNeeded();
      await docsScreenshot(page, 'editor-services');

      const { data: budget } = await admin<{ data: { id: string }[] }>(
        '/presets?filter[collection][_eq]=form_options&filter[bookmark][_eq]=Budget&fields=id',
      );
      await page.goto(`${stack.directusUrl}/admin/content/form_options?bookmark=${budget[0]!.id}`);
      await page.locator('.table-header th', { hasText: 'Label (shown in the form)' }).waitFor();
      await page.locator('.table-header th', { hasText: 'Value (stored on requests)' }).waitFor();
      await page.locator('.table-row').filter({ hasText: 'More than $100,000' }).first().waitFor();
      expect(await cutInList(page)).toEqual([]);
      await docsScreenshot(page, 'editor-form-options');
      // The longest labels of the demo lists, and the project types' lists, whole too.
      for (const [path, longest] of [
        ['form_options', 'Submit a request for proposal'],
        ['specific_project_types', 'Audio/Podcast Production'],
        ['project_types', 'Corporate / Data Design'],
      ]) {
        await page.goto(`${stack.directusUrl}/admin/content/${path}`);
        await page.locator('.table-row').filter({ hasText: longest! }).first().waitFor();
        expect(await cutInList(page)).toEqual([]);
      }

      await page.goto(`${stack.directusUrl}/admin/content/pages`);
      await page.locator('.table-header th', { hasText: 'Title' }).waitFor();
      const firstColumn = (await page.locator('.table-header th').allInnerTexts())
        .map((text) => text.trim())
        .filter(Boolean)[0];
      expect(firstColumn).toBe('Title');

      const { data: pages } = await admin<{ data: { id: number }[] }>(
        '/items/pages?filter[slug][_eq]=offers/spring-rebrand&fields=id',
      );
      await page.goto(`${stack.directusUrl}/admin/content/pages/${pages[0]!.id}`);
      const blocks = field(page, 'Blocks');
      await blocks.getByText('Quote: “').waitFor();
      expect(await blocks.innerText()).not.toContain('--');
      expect(await field(page, 'Headline').count()).toBe(0);
      expect(await field(page, 'Body').count()).toBe(0);
      expect(await inView(blocks.locator('.label, .field-label').first())).toBe(true);
      await docsScreenshot(page, 'editor-block-page');
      // A block opens in a drawer with the fields of its kind only.
      await blocks.getByText('Call to action: ').click();
      const drawerField = (label: string) =>
        page
          .locator('.v-drawer')
          .last()
          .locator('.field')
          .filter({ has: page.locator('.field-label, .label', { hasText: new RegExp(`^\\s*${label}\\s*$`) }) });
      await drawerField('CTA Label').first().waitFor();
      expect(await drawerField('Quote Author').count()).toBe(0);
      expect(await drawerField('Gallery').count()).toBe(0);
      await docsScreenshot(page, 'editor-block-cta');
      await page.close();
    },
    SLOW,
  );

  it(
    'read a service’s SEO fields with their hints, the redirects, and a loop refused in words',
    async () => {
      const stack = inject('stack');
      const page = await openAdmin(browser, 'editor');
      const { data: services } = await admin<{ data: { id: number }[] }>(
        '/items/services?filter[url][_eq]=web&fields=id',
      );
      await page.goto(`${stack.directusUrl}/admin/content/services/${services[0]!.id}`);
      const seoTitle = field(page, 'SEO Title');
      await seoTitle.waitFor();
      expect(await seoTitle.innerText()).toContain('defaults to the name');
      await field(page, 'Noindex').evaluate((element) => element.scrollIntoView({ block: 'end' }));
      expect(await inView(seoTitle)).toBe(true);
      await docsScreenshot(page, 'editor-seo');

      // Redirects as an agency keeps them (README "For editors"); removed after the test.
      const { data: made } = await admin<{ data: { id: number }[] }>('/items/redirects', {
        method: 'POST',
        body: JSON.stringify([
          { from_path: '/spring', to: '/offers/spring-rebrand', status_code: 302, note: 'On the spring flyers' },
          { from_path: '/web-design', to: '/creative-services/web', status_code: 301, note: 'The old site’s address' },
          {
            from_path: '/portfolio',
            to: '/creative-design-portfolio',
            status_code: 301,
            note: 'The old site’s address',
          },
          { from_path: '/partners', to: '/creative-partnerships', status_code: 301, note: 'On the 2025 brochure' },
        ]),
      });
      redirects.push(...made.map(({ id }) => id));
      await page.goto(`${stack.directusUrl}/admin/content/redirects`);
      await page.locator('.table-row').filter({ hasText: '/creative-design-portfolio' }).waitFor();
      expect(await page.locator('.table-row').count()).toBe(4);
      // Where each redirect goes, whole, and whether it is applied in words.
      expect(await cutInList(page)).toEqual([]);
      expect(await page.locator('.table-row').filter({ hasText: '/partners' }).innerText()).toContain('Active');
      await docsScreenshot(page, 'editor-redirects');

      // A redirect back to where another one comes from is refused, with the loop written out.
      await page.goto(`${stack.directusUrl}/admin/content/redirects/+`);
      const input = (label: string) =>
        page
          .locator('.field')
          .filter({ has: page.getByText(label, { exact: true }) })
          .first()
          .locator('input');
      await input('From Path').fill('/creative-services/web');
      await input('To').fill('/web-design');
      await page.getByRole('button', { name: /save/i }).first().click();
      await page
        .getByText('This redirect would make a loop: /creative-services/web → /web-design → /creative-services/web.')
        .first()
        .waitFor();
      // The refusal as it is written, after the code the admin prints for every error.
      expect(await page.locator('.v-error output').first().innerText()).toBe(
        '[INVALID_PAYLOAD] This redirect would make a loop: /creative-services/web → /web-design → /creative-services/web.',
      );
      await docsScreenshot(page, 'editor-redirect-loop');
      const { data: saved } = await admin<{ data: unknown[] }>(
        `/items/redirects?filter[from_path][_eq]=${encodeURIComponent('/creative-services/web')}&fields=id`,
      );
      expect(saved).toEqual([]);
      await page.close();
    },
    SLOW,
  );
});
