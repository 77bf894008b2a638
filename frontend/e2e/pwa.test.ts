import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, watchErrors } from './browser';
import { interactive } from './settle';

// The installable app and its runtime (docs/product.md "Updates and offline use") against the production build;
// new deployments are pwa-deployments.test.ts.
const DRAWER_CHUNK = /\/request-drawer-(?!context)[^/]+\.js$/;

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
