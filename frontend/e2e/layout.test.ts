import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import {
  clsProblems,
  coveredControls,
  layoutProblems,
  outsideFirstView,
  scrollAndMeasureShifts,
  settle,
} from './layout-checks';
import { fillContact, fillDetails, next, openDrawerFrom, stepShown } from './request-form-steps';
import { ROUTES } from './routes';
import { animationFrames } from './settle';

// Every route and every step of the request drawer looked at as a visitor sees them, at phone,
// tablet and desktop widths (README "Testing", "Layout"): nothing sideways, no text over text,
// controls big enough and inside their boxes, a form's action pressable, nothing over the header,
// and no layout shift over a full scroll. A failure lists each problem with its element and place.
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The problems of the page as it is now, the scroll's shifts included, named by where they were found. */
async function pageProblems(page: Page) {
  await settle(page);
  const scroll = await scrollAndMeasureShifts(page);
  await settle(page);
  return [...clsProblems(scroll), ...(await layoutProblems(page))];
}

/**
 * Runs `check` at every frame until `done` holds and nothing on the page moves any more (a toast
 * coming in, the toaster sliding back under the header), then once more: a toast passes by, it is
 * not there at one fixed moment.
 */
async function sampledUntil(
  page: Page,
  check: () => Promise<string[]>,
  done: () => Promise<boolean> = async () => true,
) {
  const found = new Set<string>();
  for (;;) {
    const still = (await done()) && (await moving(page)) === 0;
    for (const problem of await check()) found.add(problem);
    if (still) return [...found];
    await animationFrames(page, 1);
  }
}

/** How many finite animations and transitions are running. */
const moving = (page: Page) =>
  page.evaluate(
    () =>
      document
        .getAnimations()
        .filter(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity,
        ).length,
  );

describe.each(VIEWPORTS)('layout at $width px', (viewport) => {
  let page: Page;
  beforeAll(async () => {
    // Without the service worker: its "ready" moment is the first visit's test below.
    page = await openPage(browser, { viewport, serviceWorkers: 'block' });
  });
  afterAll(() => page?.context().close());

  it.each(ROUTES)('%s', async (route) => {
    await page.goto(route, { waitUntil: 'load' });
    const where = `${route} at ${viewport.width} px`;
    expect({ where, problems: await pageProblems(page) }).toEqual({ where, problems: [] });
  });

  it('covers nothing of the header on a first visit, while the site gets ready to work offline', async () => {
    const first = await openPage(browser, { viewport });
    await first.goto('/', { waitUntil: 'load' });
    // The worker installs, and says so by the flag on the document, in a few seconds (README
    // "Updates and offline use"): checked at every frame until then, and until all is still.
    const offlineReady = () =>
      first.evaluate(() => document.documentElement.getAttribute('data-offline-ready') === 'true');
    const where = `a first visit to / at ${viewport.width} px`;
    expect({ where, problems: await sampledUntil(first, () => coveredControls(first), offlineReady) }).toEqual({
      where,
      problems: [],
    });
    await first.context().close();
  });
});

// The request form's page opens on the form (issue "A site that looks like a top agency's"): its
// first step's first field and Next are in the first view of a laptop and of a phone.
describe.each([
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
])('/form at $width × $height', (viewport) => {
  it("shows the first step's first field and Next in the first view", async () => {
    const page = await openPage(browser, { viewport, serviceWorkers: 'block' });
    await page.goto('/form', { waitUntil: 'load' });
    await settle(page);
    const firstField =
      '#request-form fieldset:not([aria-hidden="true"]) :is(input, select, textarea):not([type="hidden"])';
    const where = `/form at ${viewport.width} × ${viewport.height}`;
    expect({
      where,
      problems: await outsideFirstView(page, [firstField, '#request-form button[type="submit"]']),
    }).toEqual({
      where,
      problems: [],
    });
    expect(await page.locator('#request-form button[type="submit"]').innerText()).toBe('Next');
    await page.context().close();
  });
});

describe.each([VIEWPORTS[1]!, VIEWPORTS[3]!])('request drawer layout at $width px', (viewport) => {
  it('is right on every step, the success screen, and after it closes', { timeout: 90_000 }, async () => {
    const page = await openPage(browser, { viewport, serviceWorkers: 'block' });
    const problems: string[] = [];
    const check = async (state: string) => {
      await settle(page);
      for (const problem of await layoutProblems(page, { root: '[role="dialog"]' }))
        problems.push(`${state} at ${viewport.width} px: ${problem}`);
    };
    await openDrawerFrom(page, '/');
    await check('step 1');
    await page.getByLabel('Project type').selectOption('Digital / Web');
    await page.getByLabel('Web Application').check();
    await check('step 1 with its specific types');
    await next(page);
    await stepShown(page, 2);
    await check('step 2');
    await fillContact(page, 'Layout Co');
    await next(page);
    await stepShown(page, 3);
    await next(page);
    await page.getByText('Please select your budget').waitFor();
    await check('step 3 with its messages');
    await fillDetails(page);
    await next(page);
    await stepShown(page, 4);
    await check('step 4');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Request Submitted!').waitFor();
    await check('the success screen');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    for (const problem of await sampledUntil(page, () => coveredControls(page)))
      problems.push(`after the success screen closes at ${viewport.width} px: ${problem}`);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
