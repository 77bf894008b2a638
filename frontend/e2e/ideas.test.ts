import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { launchBrowser, openPage } from './browser';
import { openDrawerFrom } from './request-form-steps';
import { hydrated } from './settle';

// Ideas in Chromium (docs/decisions/042-articles.md): the index's categories and pages as a
// visitor uses them, an article's call to action opening the request form, its JSON-LD as the
// browser has it, and axe-core on the index and an article at a phone's and a desktop's width.
const ARTICLE = '/creative-design-ideas/what-a-rebrand-really-costs';
const WIDTHS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('Ideas', () => {
  it('filters the index by a category and back to every article', async () => {
    const page = await openPage(browser);
    await page.goto('/creative-design-ideas');
    await hydrated(page);
    const titles = page.locator('.card__title');
    await expect.poll(() => titles.count()).toBe(5);
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Digital' }).click();
    await page.waitForURL('**/creative-design-ideas?category=digital');
    await expect
      .poll(() => titles.allTextContents())
      .toEqual([
        'Designing for the thumb: mobile first is a habit',
        'Fast sites sell more: what a performance budget is',
      ]);
    const current = page.locator('.chips [aria-current="page"]');
    expect(await current.textContent()).toBe('Digital');
    await page.getByRole('link', { name: 'All', exact: true }).click();
    await page.waitForURL(/\/creative-design-ideas$/);
    await expect.poll(() => titles.count()).toBe(5);
    await page.context().close();
  });

  it('opens an article from its card, and its call to action opens the request form', async () => {
    const page = await openPage(browser);
    await page.goto('/creative-design-ideas');
    await hydrated(page);
    await page.getByRole('link', { name: /How we run a discovery workshop/ }).click();
    await page.waitForURL('**/creative-design-ideas/a-discovery-workshop-in-one-day');
    await page.getByRole('heading', { level: 1, name: 'How we run a discovery workshop in one day' }).waitFor();
    await openDrawerFrom(page, ARTICLE, 'Ask about a rebrand');
    expect(await page.getByRole('dialog').isVisible()).toBe(true);
    await page.context().close();
  });

  it('gives the browser JSON-LD it can read: an Article and its BreadcrumbList', async () => {
    const page = await openPage(browser);
    await page.goto(ARTICLE);
    const records = await page.$$eval('script[type="application/ld+json"]', (scripts) =>
      scripts.flatMap((script) => {
        const value: unknown = JSON.parse(script.textContent ?? 'null');
        return Array.isArray(value) ? value : [value];
      }),
    );
    const types = records.map((record) => (record as { '@type': string })['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'Article', 'BreadcrumbList']));
    await page.context().close();
  });

  for (const viewport of WIDTHS)
    it.each(['/creative-design-ideas', ARTICLE, '/es/creative-design-ideas/un-taller-de-descubrimiento-en-un-dia'])(
      `%s has no axe-core violations at ${viewport.width} px`,
      async (path) => {
        const page = await openPage(browser, { viewport, reducedMotion: 'reduce' });
        await page.goto(path);
        await hydrated(page);
        expect(await axeViolations(page)).toEqual([]);
        await page.context().close();
      },
    );
});
