import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { launchBrowser, openPage, watchErrors } from './browser';
import { takenOver } from './settle';

// The loading bar of a slow navigation (docs/product.md "Constants"): it shows after the throttle,
// a screen reader is told a page is loading, and it is no content outside the page's landmarks.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the loading bar', () => {
  it('shows while a slow navigation loads, inside a status region, and hides when the page is there', async () => {
    const page = await openPage(browser);
    const errors = watchErrors(page);
    await page.goto('/');
    // The next page's data takes 1.5 s: longer than the 200 ms throttle.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.data(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    const work = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Work' });
    await takenOver(work);
    await work.click();
    const bar = page.getByRole('status').getByRole('progressbar', { name: 'Loading page' });
    await bar.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    release();
    await page.getByRole('heading', { level: 1, name: 'Selected work, and what it changed' }).waitFor();
    await page.getByRole('progressbar', { name: 'Loading page' }).waitFor({ state: 'detached' });
    expect(await page.getByRole('status').getByRole('progressbar', { includeHidden: true }).count()).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
