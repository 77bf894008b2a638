import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { launchBrowser, openPage, watchErrors } from './browser';
import { ROUTES } from './routes';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('every route in Chromium', () => {
  it('renders without console errors', async () => {
    const page = await openPage(browser);
    const errors = watchErrors(page);
    for (const path of ROUTES) await page.goto(path, { waitUntil: 'networkidle' });
    expect(errors).toEqual([]);
  });

  it.each(ROUTES)('%s has no axe-core violations', async (path) => {
    const page = await openPage(browser, { reducedMotion: 'reduce' });
    await page.goto(path, { waitUntil: 'networkidle' });
    const violations = await axeViolations(page);
    expect(violations).toEqual([]);
    await page.context().close();
  });
});

describe('navigation (spec §2)', () => {
  it('scrolls a new page to the top', async () => {
    const page = await openPage(browser);
    await page.goto('/creative-services', { waitUntil: 'networkidle' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page
      .getByRole('link', { name: /Web Design & Development/ })
      .first()
      .click();
    await page.waitForURL('**/creative-services/web');
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 3000 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });

  it('returns to the scroll position on Back and after a reload', async () => {
    const page = await openPage(browser);
    await page.goto('/creative-services', { waitUntil: 'networkidle' });
    const link = page.getByRole('link', { name: /Web Design & Development/ }).last();
    await link.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(300);
    const position = await page.evaluate(() => window.scrollY);
    expect(position).toBeGreaterThan(300);
    // A click where the link is (Playwright's own click would first scroll it further into view).
    await link.evaluate((element) => (element as HTMLElement).click());
    await page.waitForURL('**/creative-services/web');
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 3000 });
    await page.goBack();
    await page.waitForURL('**/creative-services');
    await page.waitForFunction((top) => Math.abs(window.scrollY - top) <= 2, position, { timeout: 3000 });
    // Forward goes to the top of the service page again, where the visitor left it.
    await page.goForward();
    await page.waitForURL('**/creative-services/web');
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 3000 });
    await page.goBack();
    await page.waitForFunction((top) => Math.abs(window.scrollY - top) <= 2, position, { timeout: 3000 });
    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForFunction((top) => Math.abs(window.scrollY - top) <= 2, position, { timeout: 3000 });
    await page.context().close();
  });

  it('scrolls smoothly to a hash anchor, 100 px below the top', async () => {
    const page = await openPage(browser);
    await page.goto('/creative-services/web', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'See what you get' }).click();
    await page.waitForFunction(
      () => Math.abs(document.getElementById('deliverables-heading')!.getBoundingClientRect().top - 100) < 2,
      undefined,
      { timeout: 4000 },
    );
    await page.context().close();
  });
});

describe('error page (spec §2)', () => {
  it('offers Return Home and Go Back, and no Try Again, for a 404', async () => {
    const page = await openPage(browser);
    await page.goto('/creative-services', { waitUntil: 'networkidle' });
    await page.evaluate(() => window.location.assign('/missing/page'));
    await page.waitForURL('**/missing/page');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Page Not Found');
    expect(await page.getByText('Page not found: /missing/page').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Try Again' }).count()).toBe(0);
    expect(await page.title()).toMatch(/^Error 404 \| /);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL('**/creative-services');
    await page.goto('/missing/page');
    await page.getByRole('link', { name: 'Return Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });

  it('sends Go Back home when there is no history', async () => {
    const page = await openPage(browser);
    await page.goto('/missing/page', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.context().close();
  });
});

describe('motion', () => {
  it('enters the hero with the first paint, and loads gsap for scroll reveals only on scrolling', async () => {
    const page = await openPage(browser);
    const gsapRequests: string[] = [];
    page.on('request', (request) => request.url().includes('gsap') && gsapRequests.push(request.url()));
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(await page.locator('.hero__title').evaluate((element) => getComputedStyle(element).animationName)).toBe(
      'hero-entrance',
    );
    await page.waitForTimeout(500);
    expect(gsapRequests).toEqual([]);
    // What the visitor sees first never blinks: only what starts below the fold is revealed.
    expect(await page.locator('[data-animated]').count()).toBe(0);
    await page.mouse.wheel(0, 1600);
    await page.waitForFunction(() => document.querySelector('[data-animated]') !== null, undefined, {
      timeout: 3000,
    });
    expect(gsapRequests.length).toBeGreaterThan(0);
    await page.context().close();
  });

  it('loads no animation code and moves nothing with prefers-reduced-motion', async () => {
    const page = await openPage(browser, { reducedMotion: 'reduce' });
    const gsapRequests: string[] = [];
    page.on('request', (request) => request.url().includes('gsap') && gsapRequests.push(request.url()));
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    expect(gsapRequests).toEqual([]);
    await page.mouse.wheel(0, 1600);
    await page.waitForTimeout(500);
    expect(gsapRequests).toEqual([]);
    expect(await page.locator('[data-animated]').count()).toBe(0);
    const title = await page
      .locator('.hero__title')
      .evaluate((element) => [getComputedStyle(element).opacity, getComputedStyle(element).animationName]);
    expect(title).toEqual(['1', 'none']);
    await page.context().close();
  });
});
