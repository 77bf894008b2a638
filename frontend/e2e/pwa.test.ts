import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROOT_DIR } from '../../scripts/lib/stack.mjs';
import { launchBrowser, openPage, watchErrors } from './browser';
import { animationFrames, interactive, scrollEnded, takenOver } from './settle';

// The installable app and its runtime (docs/product.md "Updates and offline use") against the production build.
const BUILD_ID_FILE = path.join(ROOT_DIR, 'frontend/build/client/build-id.json');
const DRAWER_CHUNK = /\/request-drawer-(?!context)[^/]+\.js$/;
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

describe('service worker and offline use', () => {
  it('registers from the site root with scope /, and raises the offline-ready flag without a toast', async () => {
    const page = await openPage(browser);
    const errors = watchErrors(page);
    await page.goto('/', { waitUntil: 'load' });
    const worker = await waitForServiceWorker(page);
    expect(worker.scope).toBe(`${inject('stack').webUrl}/`);
    expect(worker.script).toBe(`${inject('stack').webUrl}/sw.js`);
    // A first visit gets no toast: the flag is raised on the document (docs/product.md "Updates and offline use").
    await page.waitForSelector('html[data-offline-ready="true"]', { state: 'attached' });
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href ?? '';
      return (await fetch(href)).json();
    });
    expect(manifest).toMatchObject({ name: 'Northlight Studio', display: 'standalone', start_url: '/?source=pwa' });
    for (const icon of manifest.icons as { src: string }[]) {
      expect((await page.request.get(icon.src)).headers()['content-type']).toBe('image/png');
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('reloads a visited page offline; an unvisited one shows the offline page with the saved draft', async () => {
    const page = await openPage(browser);
    await page.goto('/creative-services', { waitUntil: 'load' });
    await waitForServiceWorker(page);
    // Visited while the worker is in control: now saved on this device.
    await page.reload({ waitUntil: 'load' });
    const heading = await page.getByRole('heading', { level: 1 }).innerText();
    await page.evaluate(() =>
      localStorage.setItem(
        'agency.request-draft.v1',
        JSON.stringify({
          values: { explanation: 'A new brand for our bakery', email: 'ada@example.com', contact_preference: 'email' },
          step: 1,
          idempotencyKey: crypto.randomUUID(),
          service: null,
          updatedAt: Date.now(),
        }),
      ),
    );

    await page.context().setOffline(true);
    await page.reload({ waitUntil: 'load' });
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(heading);

    await page.goto('/creative-design-agency', { waitUntil: 'load' });
    await page.getByRole('heading', { name: "You're offline" }).waitFor();
    await page.getByRole('heading', { name: 'Your project request is safe' }).waitFor();
    await expect.poll(() => page.locator('#draft-values').innerText()).toContain('A new brand for our bakery');
    expect(await page.getByRole('link', { name: 'Continue my request' }).getAttribute('href')).toBe('/form');

    // Back online: the offline page loads the real one by itself.
    await page.context().setOffline(false);
    await page.getByRole('heading', { name: "You're offline" }).waitFor({ state: 'detached' });
    expect(page.url()).toBe(`${inject('stack').webUrl}/creative-design-agency`);
    await page.context().close();
  });
});

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

describe('a script chunk that fails to load', () => {
  it('reloads the page once, and not again within 10 seconds', async () => {
    const page = await openPage(browser, { serviceWorkers: 'block' });
    await page.route(DRAWER_CHUNK, (route) => route.abort('failed'));
    await page.goto('/');
    await interactive(page);
    await mark(page);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('link', { name: 'Start a project' }).first().click();
    await reloaded;
    expect(await isSameDocument(page)).toBe(false);

    await interactive(page);
    await mark(page);
    await page.getByRole('link', { name: 'Start a project' }).first().click();
    // The message is the drawer's decision not to reload (it reloads instead of showing it).
    await page.getByText('The form could not be loaded. Please check your connection and try again.').waitFor();
    expect(await isSameDocument(page)).toBe(true);

    // The chunk is back: the next opening loads the drawer.
    await page.unroute(DRAWER_CHUNK);
    await page.getByRole('link', { name: 'Start a project' }).first().click();
    await page.getByText('Step 1 of 4').waitFor();
    await page.context().close();
  });
});

describe('analytics', () => {
  type DataLayer = { event?: string }[];
  const events = (page: Page) =>
    page.evaluate(() => ((window as unknown as { dataLayer?: DataLayer }).dataLayer ?? []).map((entry) => entry.event));

  it('sends install and standalone-launch events to the data layer; no tag manager without GTM_ID', async () => {
    const page = await openPage(browser, { serviceWorkers: 'block' });
    const tagManagerRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('googletagmanager')) tagManagerRequests.push(request.url());
    });
    // Launched from the home screen: the display-mode media query matches standalone.
    await page.addInitScript(() => {
      const matchMedia = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        /display-mode:\s*standalone/.test(query)
          ? ({ ...matchMedia('all'), matches: true, media: query } as MediaQueryList)
          : matchMedia(query);
    });
    await page.goto('/');
    await interactive(page);
    await expect.poll(() => events(page)).toContain('app_launched_standalone');
    expect(await events(page)).not.toContain('app_installed');
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    expect(await events(page)).toContain('app_installed');
    // Once per app session: a reload does not count as another launch.
    await page.reload();
    // Past the moment a configured container would load: its effects and idle tasks have run.
    await interactive(page);
    expect(await events(page)).not.toContain('app_launched_standalone');
    expect(tagManagerRequests).toEqual([]);
    expect(await page.evaluate(() => document.getElementById('gtm-loader'))).toBeNull();
    await page.context().close();
  });

  it('sends no launch event in a browser tab', async () => {
    const page = await openPage(browser, { serviceWorkers: 'block' });
    await page.goto('/');
    await interactive(page);
    expect(await events(page)).not.toContain('app_launched_standalone');
    await page.context().close();
  });
});

describe('prefetch policy', () => {
  const SAVE_DATA = () => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' }),
    });
  };

  async function hoverNavigation(options: { saveData: boolean }) {
    const page = await openPage(browser, { serviceWorkers: 'block' });
    if (options.saveData) await page.addInitScript(SAVE_DATA);
    const requests: { url: string; at: number }[] = [];
    page.on('request', (request) => requests.push({ url: request.url(), at: Date.now() }));
    let loadedAt = 0;
    page.once('load', () => (loadedAt = Date.now()));
    const prefetchLinks = page.locator('link[rel="prefetch"], link[rel="modulepreload"][href*="industries"]');
    const dataRequested = () => requests.some((request) => request.url.includes('/industries.data'));
    await page.goto('/', { waitUntil: 'load' });
    await interactive(page);
    if (options.saveData) {
      // eslint-disable-next-line no-restricted-syntax -- an absence within the time the manifest otherwise comes (about 1 s after load): nothing signals it
      await page.waitForTimeout(2000);
    } else {
      await expect.poll(() => requests.some((request) => request.url.includes('/__manifest'))).toBe(true);
    }
    const manifestAt = requests.find((request) => request.url.includes('/__manifest'))?.at;
    await page.getByRole('navigation').getByRole('link', { name: 'Industries' }).first().hover();
    if (options.saveData) {
      // eslint-disable-next-line no-restricted-syntax -- an absence within the time a prefetch on intent otherwise starts: nothing signals it
      await page.waitForTimeout(1000);
    } else {
      await expect.poll(async () => (await prefetchLinks.count()) + Number(dataRequested())).toBeGreaterThan(0);
    }
    const prefetched = await prefetchLinks.count();
    await page.context().close();
    return {
      manifestDelay: manifestAt === undefined ? undefined : manifestAt - loadedAt,
      prefetched,
      dataRequested: dataRequested(),
    };
  }

  it('prefetches on intent and fetches the route manifest about 1 s after load', async () => {
    const result = await hoverNavigation({ saveData: false });
    expect(result.prefetched + Number(result.dataRequested)).toBeGreaterThan(0);
    expect(result.manifestDelay).toBeGreaterThanOrEqual(900);
  });

  it('prefetches nothing and leaves the manifest alone under Save-Data', async () => {
    const result = await hoverNavigation({ saveData: true });
    expect(result).toEqual({ manifestDelay: undefined, prefetched: 0, dataRequested: false });
  });
});
