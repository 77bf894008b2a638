import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { launchBrowser, menuButton, openPage } from './browser';
import { htmlErrors } from './html-checker';
import { layoutProblems } from './layout-checks';
import { hydrated, idleRuntimeStarted, nextIdle } from './settle';

// The site search in Chromium (README "Site search", docs/decisions/043-site-search.md): the page
// without JavaScript, the header's box by keyboard, its code loaded only when it is used, and the
// box open checked like a page (W3C, axe, layout) at phone and desktop widths.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
const box = (page: Page) => page.locator('#site-search');
const boxField = (page: Page) => page.getByRole('searchbox', { name: 'Search the site' });
const boxResults = (page: Page) => box(page).locator('.search-result__link');
const isFocused = (page: Page, selector: string) =>
  page.evaluate((target) => document.activeElement === document.querySelector(target), selector);

/**
 * Opens the box with `/` (a shortcut of the idle runtime), types `query` (over what the field held:
 * `/` selects it) and waits for its results.
 */
async function searchInBox(page: Page, query: string) {
  await idleRuntimeStarted(page);
  await page.keyboard.press('/');
  await expect.poll(() => isFocused(page, '#site-search-query')).toBe(true);
  await page.keyboard.type(query);
  await expect.poll(() => box(page).getByRole('status').innerText()).toContain(query);
  await boxResults(page).first().waitFor();
}

describe('the search page without JavaScript', () => {
  it('opens the box from the header, sends its GET form and shows the results the server rendered', async () => {
    const page = await openPage(browser, { javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await page.goto('/creative-services');
    await searchButton(page).click();
    // The field takes the focus as the box opens (its autofocus), without any script, styled by
    // every page's own stylesheet (the search page's comes with that page only).
    await expect.poll(() => isFocused(page, '#site-search-query')).toBe(true);
    expect(
      await boxField(page).evaluate((field) => {
        const style = getComputedStyle(field);
        return [style.minHeight, style.borderTopStyle];
      }),
    ).toEqual(['48px', 'solid']);
    await boxField(page).fill('brnading');
    await boxField(page).press('Enter');
    await page.waitForURL('**/search?q=brnading');
    const results = page.locator('main .search-result__link');
    expect(await results.first().getAttribute('href')).toMatch(/^\/creative/);
    expect(await page.locator('main mark').count()).toBeGreaterThan(0);
    // The page's own form sends a new query the same way.
    await page.getByRole('searchbox', { name: 'Search the site' }).last().fill('reputaiton');
    await page.locator('main').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL('**/search?q=reputaiton');
    expect(await results.first().getAttribute('href')).toBe('/creative-services/reputation');
    await page.context().close();
  });
});

describe('the header box by keyboard', () => {
  it('opens on /, moves through the results with the arrow keys, and closes on Escape', async () => {
    const page = await openPage(browser, { viewport: { width: 1280, height: 900 } });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/industries');
    await hydrated(page);
    await searchInBox(page, 'web desgin');
    expect(await boxResults(page).first().getAttribute('href')).toBe('/creative-services/web');
    // As you type, the web server's index answers (/search.json): no route's data, no render.
    expect(asked).toContain('/search.json');
    expect(asked.filter((path) => path.endsWith('.data'))).toEqual([]);
    await expect.poll(() => box(page).getByRole('status').innerText()).toMatch(/pages found for “web desgin”/);
    await page.keyboard.press('ArrowDown');
    expect(await isFocused(page, '#site-search .search-result:nth-child(1) a')).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await isFocused(page, '#site-search .search-result:nth-child(2) a')).toBe(true);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await isFocused(page, '#site-search-query')).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => box(page).evaluate((element) => element.matches(':popover-open'))).toBe(false);
    expect(await isFocused(page, '.search-toggle')).toBe(true);
    // Enter on a result follows it, and the box closes with the page change.
    await searchInBox(page, 'reputation');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/creative-services/reputation');
    await expect.poll(() => box(page).evaluate((element) => element.matches(':popover-open'))).toBe(false);
    // Enter in the field opens the search page within the site: no new document.
    await searchInBox(page, 'brand');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.keyboard.press('Enter');
    await page.waitForURL('**/search?q=brand');
    await page.locator('main .search-result__link').first().waitFor();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(await box(page).evaluate((element) => element.matches(':popover-open'))).toBe(false);
    await page.context().close();
  });

  it('leaves / to a field being typed in', async () => {
    const page = await openPage(browser);
    await page.goto('/search');
    await idleRuntimeStarted(page);
    const field = page.locator('#search-page-query');
    await field.click();
    await page.keyboard.type('a/b');
    expect(await field.inputValue()).toBe('a/b');
    expect(await box(page).evaluate((element) => element.matches(':popover-open'))).toBe(false);
    await page.context().close();
  });

  it('loads its code only when it is used', async () => {
    const page = await openPage(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await hydrated(page);
    // Once the page is idle, what it loads then (README "Performance") has been asked for too.
    await nextIdle(page);
    expect(scripts.filter((path) => /live-search/.test(path))).toEqual([]);
    await searchInBox(page, 'brand');
    expect(scripts.filter((path) => /live-search/.test(path))).toHaveLength(1);
    await page.context().close();
  });

  it('finds Spanish content from a Spanish page', async () => {
    const page = await openPage(browser, { chosenLanguage: 'es' });
    await page.goto('/es/creative-services');
    await hydrated(page);
    await searchInBox(page, 'diseno web');
    expect(await boxResults(page).first().getAttribute('href')).toBe('/es/creative-services/diseno-web');
    await page.context().close();
  });
});

describe.each([
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 900 },
])('the header box open at $width px', (viewport) => {
  it('passes the HTML checker, axe and the layout checks, and shares the header with the menu', async () => {
    const page = await openPage(browser, { viewport, reducedMotion: 'reduce' });
    await page.goto('/creative-services');
    await hydrated(page);
    await searchInBox(page, 'brand');
    const where = `the open box at ${viewport.width} px`;
    expect({ where, problems: await layoutProblems(page) }).toEqual({ where, problems: [] });
    expect(await axeViolations(page)).toEqual([]);
    // The header with the box open, as scripts made it (the page's own HTML is checked as the server
    // sends it: tests/integration/html-validity.test.ts).
    const header = await page.locator('header.site-header').evaluate((element) => element.outerHTML);
    const html = `<!DOCTYPE html><html lang="en"><head><title>Search</title></head><body>${header}</body></html>`;
    expect(await htmlErrors(new Map([[where, html]]))).toEqual([]);
    if (viewport.width <= 900) {
      // One popover at a time: the menu closes the box, and the box the menu.
      await menuButton(page).click();
      await expect.poll(() => box(page).evaluate((element) => element.matches(':popover-open'))).toBe(false);
      await searchButton(page).click();
      await expect
        .poll(() => page.locator('#site-nav').evaluate((element) => element.matches(':popover-open')))
        .toBe(false);
      await expect.poll(() => isFocused(page, '#site-search-query')).toBe(true);
    }
    await page.context().close();
  });
});
