import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, menuButton, openPage } from './browser';
import { fillContact, fillDetails, next, openDrawerFrom, stepShown } from './request-form-steps';
import { animationsEnded, hydrated } from './settle';
import { expectScreenshot } from './screenshots';

// The key views at a phone's and a desktop's width against their committed baselines
// (frontend/e2e/__screenshots__, README "Testing"): a change anyone would see shows as a
// failed comparison with a diff image. The seeded stack keeps the content the same run to run.
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A still page: reduced motion (no scroll reveals, no confetti), no service worker and its toast. */
const openStill = (viewport: { width: number; height: number }) =>
  openPage(browser, {
    viewport,
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
    locale: 'en-US',
    timezoneId: 'UTC',
    serviceWorkers: 'block',
  });

describe.each(VIEWPORTS)('views at $width px', (viewport) => {
  let page: Page;
  beforeAll(async () => {
    page = await openStill(viewport);
  });
  afterAll(() => page?.context().close());
  const name = (view: string) => `${view}-${viewport.width}`;

  it.each([
    ['home', '/', false],
    ['service', '/creative-services/web', false],
    ['form', '/form', true],
    ['not-found', '/this-page-does-not-exist', true],
  ])('%s (%s)', async (view, route, fullPage) => {
    await page.goto(route);
    await hydrated(page);
    await expectScreenshot(page, name(view), { fullPage });
  });

  // The menu of phone widths (a desktop shows its navigation in the header of every view).
  if (viewport.width <= 390)
    it('the menu open', async () => {
      await page.goto('/');
      await hydrated(page);
      await menuButton(page).click();
      await page.waitForFunction(() => document.getElementById('site-nav')?.matches(':popover-open'));
      await animationsEnded(page);
      await expectScreenshot(page, name('menu'));
    });

  it('the request drawer, step by step, and its success screen', { timeout: 90_000 }, async () => {
    await openDrawerFrom(page, '/');
    const shot = async (view: string) => {
      await animationsEnded(page); // the drawer's entrance (reduced motion: no slide between steps)
      await expectScreenshot(page, name(view));
    };
    await shot('drawer-step-1');
    await page.getByLabel('Project type').selectOption('Branding / Strategy');
    await next(page);
    await stepShown(page, 2);
    await shot('drawer-step-2');
    await fillContact(page, 'Screenshot Co');
    await next(page);
    await stepShown(page, 3);
    await shot('drawer-step-3');
    await fillDetails(page);
    await next(page);
    await stepShown(page, 4);
    await shot('drawer-step-4');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Request Submitted!').waitFor();
    await shot('drawer-success');
  });
});
