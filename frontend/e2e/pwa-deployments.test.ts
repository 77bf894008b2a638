import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../scripts/lib/stack.mjs';
import { launchBrowser, openPage } from './browser';
import { animationFrames, interactive, scrollEnded, takenOver } from './settle';

// New deployments of the installable app (docs/product.md "Updates and offline use") against the production
// build: the tests rewrite its build id and service worker, so no other file runs beside this one
// (frontend/e2e/vitest.config.ts).
const BUILD_ID_FILE = path.join(ROOT_DIR, 'frontend/build/client/build-id.json');
const NEW_VERSION = 'A new version of this site is available';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Marks the current document; a reload (a new document) loses the mark. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
const isSameDocument = (page: Page) => page.evaluate(() => (window as unknown as { mark?: number }).mark === 1);

async function waitForServiceWorker(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
    }
    return { scope: registration.scope, script: registration.active?.scriptURL ?? '' };
  });
}

describe('new deployments', () => {
  const original = readFileSync(BUILD_ID_FILE, 'utf8');
  const deployNewBuild = () =>
    writeFileSync(BUILD_ID_FILE, JSON.stringify({ buildId: `test-${Date.now()}`, builtAt: new Date().toISOString() }));
  afterEach(() => writeFileSync(BUILD_ID_FILE, original));
  const isBuildIdCheck = (response: { url: () => string }) => response.url().includes('/build-id.json?t=');
  /** The window regains focus; resolves once the page has read the build id. */
  const regainFocus = async (page: Page) => {
    const checked = page.waitForResponse(isBuildIdCheck);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await checked;
  };
  /**
   * The window regains focus, and the page has compared the deployed build id with its own and
   * found nothing new: it then takes the next focus for another check (a check under way ignores
   * focus, and a new build found ends the checks), so focus is given until it checks again.
   */
  const regainFocusAndFindNothing = async (page: Page) => {
    await regainFocus(page);
    // Each try gives one focus and a second for its check to answer; the tries go on for as long
    // as a busy machine needs (expect.poll's own default, one second, is a single try).
    await expect
      .poll(
        async () => {
          const again = page.waitForResponse(isBuildIdCheck, { timeout: 1000 }).then(
            () => true,
            () => false,
          );
          await page.evaluate(() => window.dispatchEvent(new Event('focus')));
          return again;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
  };

  /** The home page with the drawer open and `text` typed into its first field; the document marked. */
  async function openDrawerWithInput(text: string) {
    const page = await openPage(browser, { serviceWorkers: 'block' });
    await page.goto('/');
    await interactive(page);
    await takenOver(page.getByRole('link', { name: 'Start a project' }).first());
    await page.getByRole('link', { name: 'Start a project' }).first().click();
    await page.getByText('Step 1 of 4').waitFor();
    await page.getByLabel('Tell us about your project').fill(text);
    await mark(page);
    return page;
  }

  it('reload the page when the form is empty', async () => {
    const page = await openPage(browser, { serviceWorkers: 'block' });
    await page.goto('/');
    await interactive(page);
    await mark(page);
    await regainFocusAndFindNothing(page);
    expect(await isSameDocument(page)).toBe(true);

    deployNewBuild();
    const reloaded = page.waitForEvent('load');
    await regainFocus(page);
    await reloaded;
    expect(await isSameDocument(page)).toBe(false);
    await page.context().close();
  });

  it('reloads where the visitor was: the scroll position is kept', async () => {
    const page = await openPage(browser, { serviceWorkers: 'block' });
    await page.goto('/creative-services');
    await interactive(page);
    await scrollEnded(page, () => page.mouse.wheel(0, 900));
    await page.waitForFunction(() => window.scrollY > 300, undefined, { timeout: 3000 });
    // The position is noted at the frame after a scroll.
    await animationFrames(page);
    const position = await page.evaluate(() => window.scrollY);
    await mark(page);
    deployNewBuild();
    const reloaded = page.waitForEvent('load');
    await regainFocus(page);
    await reloaded;
    expect(await isSameDocument(page)).toBe(false);
    await page.waitForFunction((top) => Math.abs(window.scrollY - top) <= 2, position, { timeout: 3000 });
    await page.context().close();
  });

  it('reload the page while the drawer is open but holds nothing typed', async () => {
    const page = await openPage(browser, { serviceWorkers: 'block' });
    await page.goto('/creative-services/web');
    await interactive(page);
    // From a service page: the project type is preselected, which is not the visitor's input.
    await page
      .getByRole('link', { name: /Start a Web Design & Development project/ })
      .first()
      .click();
    await page.getByText('Step 1 of 4').waitFor();
    await mark(page);
    deployNewBuild();
    const reloaded = page.waitForEvent('load');
    await regainFocus(page);
    await reloaded;
    expect(await isSameDocument(page)).toBe(false);
    await page.context().close();
  });

  it('wait while the drawer holds input, then reload once it is closed', async () => {
    const page = await openDrawerWithInput('Packaging for a tea brand');

    deployNewBuild();
    await regainFocus(page);
    // Said in a toast, and inside the drawer, where focus is.
    await page.locator('[data-sonner-toast]').getByText(NEW_VERSION).waitFor();
    await page.getByRole('dialog').getByText(NEW_VERSION).waitFor();
    // The toast is the page's decision to wait: it reloads instead of saying so, never both.
    expect(await isSameDocument(page)).toBe(true);
    expect(await page.getByLabel('Tell us about your project').inputValue()).toBe('Packaging for a tea brand');

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Close the request form' }).click();
    await reloaded;
    expect(await isSameDocument(page)).toBe(false);
    await page.context().close();
  });

  it('reload when the visitor accepts the new version (by keyboard, in the drawer), input kept', async () => {
    const page = await openDrawerWithInput('A booth for a trade fair');

    deployNewBuild();
    await regainFocus(page);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('dialog').getByRole('button', { name: 'Reload' }).focus();
    await page.keyboard.press('Enter');
    await reloaded;
    expect(await isSameDocument(page)).toBe(false);
    await page.getByRole('link', { name: 'Start a project' }).first().click();
    await expect
      .poll(() => page.getByLabel('Tell us about your project').inputValue())
      .toBe('A booth for a trade fair');
    await page.context().close();
  });
});

describe('a new service worker', () => {
  const SW_FILE = path.join(ROOT_DIR, 'frontend/build/client/sw.js');
  const originalWorker = readFileSync(SW_FILE, 'utf8');
  const originalBuildId = readFileSync(BUILD_ID_FILE, 'utf8');
  afterEach(() => {
    writeFileSync(SW_FILE, originalWorker);
    writeFileSync(BUILD_ID_FILE, originalBuildId);
  });

  it('taking control after a deployment reloads the page, once', async () => {
    const page = await openPage(browser);
    await page.goto('/', { waitUntil: 'load' });
    await waitForServiceWorker(page);
    await mark(page);
    // A deployment: a new worker and a new build id. The worker's update is found first.
    writeFileSync(SW_FILE, `${originalWorker}\n// ${Date.now()}\n`);
    writeFileSync(BUILD_ID_FILE, JSON.stringify({ buildId: `test-${Date.now()}`, builtAt: new Date().toISOString() }));
    const reloaded = page.waitForEvent('load');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await reloaded;
    expect(await isSameDocument(page)).toBe(false);
    await page.context().close();
  });
});
