import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startSiteFor } from '../../scripts/lib/stack.mjs';
import { axeViolations } from './axe';
import { launchBrowser, openPage, watchErrors } from './browser';
import { admin, fromContactToReview, next, requestsByCompany } from './request-form-steps';
import { hydrated, nextIdle } from './settle';

// Cookie consent before a tag manager (README "Cookie consent and analytics", decision 019), in
// Chromium against a web server with a container id configured: nothing of the tag manager before
// the visitor chooses, Consent Mode defaults first, Reject keeps it off, the choice is remembered,
// the footer's "Cookie settings" reopens it, the banner's texts come from Site Settings, and
// `generate_lead` is pushed once per stored request, only with analytics consent.
const TAG_MANAGER = 'https://www.googletagmanager.com/**';
const HEADING = 'Cookies, only with your say-so';

let browser: Browser;
let web: { url: string; stop: () => Promise<void> };
beforeAll(async () => {
  browser = await launchBrowser();
  const stack = inject('stack');
  web = await startSiteFor(
    { directusUrl: stack.directusUrl, websiteToken: stack.websiteToken },
    // A short content lifetime: this second site hears of edits by its TTL, not by the change hook.
    { GTM_ID: 'GTM-TEST123', CONTENT_CACHE_TTL_SECONDS: '1', SITE_RATE_LIMIT: '0' },
  );
});
afterAll(async () => {
  await admin('/items/site_settings', {
    method: 'PATCH',
    body: JSON.stringify({ cookie_banner_heading: null, cookie_banner_text: null }),
  });
  await web?.stop();
  await browser?.close();
});

type DataLayerEntry = Record<string, unknown>;

/** The data layer as plain values: events as objects, gtag() commands as arrays. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === '[object Arguments]'
        ? { command: Array.from(entry as ArrayLike<unknown>) }
        : (entry as DataLayerEntry),
    ),
  );
const consentCommands = async (page: Page) =>
  (await dataLayer(page)).flatMap((entry) =>
    Array.isArray(entry.command) && entry.command[0] === 'consent' ? [entry.command.slice(1)] : [],
  );
const events = async (page: Page) => (await dataLayer(page)).map((entry) => entry.event).filter(Boolean);

/** A page of the tag-manager site that records every request to the tag manager and answers it with a stub. */
async function openSite(existing?: Page) {
  const page = existing ?? (await openPage(browser, { baseURL: web.url, serviceWorkers: 'block' }));
  const requests: string[] = [];
  await page.route(TAG_MANAGER, (route) => {
    requests.push(route.request().url());
    return route.fulfill({
      contentType: 'application/javascript',
      body: 'window.dataLayer.push({ event: "container-loaded" });',
    });
  });
  return { page, requests };
}

/**
 * Past the moment a container would load: the page has hydrated and its consent effect has run
 * (the Consent Mode defaults are in the data layer; the same effect queues the container's idle
 * task), then the browser's next idle period, which comes after that task. Without a tag manager
 * the effect queues nothing.
 */
const afterIdle = async (page: Page, { tagManager = true } = {}) => {
  await hydrated(page);
  if (tagManager) await expect.poll(() => consentCommands(page)).not.toEqual([]);
  await nextIdle(page);
};

/** The banner (the drawer stays closed in these tests: the one dialog on the page). */
const banner = (page: Page) => page.getByRole('dialog');

describe('cookie consent with a tag manager configured', () => {
  it('loads nothing of the tag manager before the choice; Consent Mode defaults are all denied; the banner takes the focus', async () => {
    const { page, requests } = await openSite();
    const errors = watchErrors(page);
    await page.goto('/', { waitUntil: 'load' });
    await page.getByRole('dialog', { name: HEADING }).waitFor();
    await afterIdle(page);
    expect(requests).toEqual([]);
    expect(await page.evaluate(() => document.getElementById('gtm-loader'))).toBeNull();
    expect(await consentCommands(page)).toEqual([
      [
        'default',
        {
          analytics_storage: 'denied',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          wait_for_update: 500,
        },
      ],
    ]);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('dialog');
    for (const name of ['Reject all', 'Settings', 'Accept all']) {
      expect(await banner(page).getByRole('button', { name }).isVisible(), name).toBe(true);
    }
    expect(await banner(page).getByRole('link', { name: 'Privacy notice' }).getAttribute('href')).toBe('/privacy');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('Reject all keeps the tag manager off, on this page and the next; the choice is remembered', async () => {
    const { page, requests } = await openSite();
    await page.goto('/', { waitUntil: 'load' });
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect((await consentCommands(page)).at(-1)).toEqual([
      'update',
      { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    await page.goto('/industries', { waitUntil: 'load' });
    await page.reload({ waitUntil: 'load' });
    await afterIdle(page);
    expect(await banner(page).count()).toBe(0);
    // The loader's script element comes before its request.
    expect(await page.evaluate(() => document.getElementById('gtm-loader'))).toBeNull();
    expect(requests).toEqual([]);
    await page.context().close();
  });

  it('Accept all loads the container after the update, allowed by the CSP; the next visit loads it without asking', async () => {
    const { page, requests } = await openSite();
    const errors = watchErrors(page);
    await page.goto('/', { waitUntil: 'load' });
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => events(page)).toContain('container-loaded');
    const layer = await dataLayer(page);
    const update = layer.findIndex((entry) => Array.isArray(entry.command) && entry.command[1] === 'update');
    const start = layer.findIndex((entry) => entry.event === 'gtm.js');
    expect(update).toBeGreaterThan(0);
    expect(start).toBeGreaterThan(update);
    expect(layer[update]?.command).toEqual([
      'consent',
      'update',
      { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ]);
    expect(requests).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST123']);

    await page.reload({ waitUntil: 'load' });
    await expect.poll(() => events(page)).toContain('container-loaded');
    expect(await banner(page).count()).toBe(0);
    expect(requests).toHaveLength(2);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('"Cookie settings" in the footer reopens the choice, by keyboard: one purpose on, saved, the focus back on the link', async () => {
    const { page, requests } = await openSite();
    await page.goto('/', { waitUntil: 'load' });
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    await banner(page).waitFor({ state: 'detached' });

    const settingsButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await settingsButton.focus();
    await page.keyboard.press('Enter');
    await banner(page).waitFor();
    const analytics = banner(page).getByRole('checkbox', { name: /^Analytics/ });
    const marketing = banner(page).getByRole('checkbox', { name: /^Marketing/ });
    expect(await analytics.isChecked()).toBe(false);
    expect(await marketing.isChecked()).toBe(false);
    expect(
      await banner(page)
        .getByRole('checkbox', { name: /^Necessary/ })
        .isDisabled(),
    ).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // Escape leaves the remembered choice as it was.
    await page.keyboard.press('Escape');
    await banner(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cookie settings');
    await page.keyboard.press('Enter');
    await banner(page).waitFor();

    await analytics.focus();
    await page.keyboard.press('Space');
    await banner(page).getByRole('button', { name: 'Save choices' }).focus();
    await page.keyboard.press('Enter');
    await banner(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cookie settings');
    expect((await consentCommands(page)).at(-1)).toEqual([
      'update',
      { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    ]);
    await expect.poll(() => requests.length).toBe(1);

    // Remembered: reopened, the switches show it.
    await page.reload({ waitUntil: 'load' });
    await afterIdle(page);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
    expect(
      await banner(page)
        .getByRole('checkbox', { name: /^Analytics/ })
        .isChecked(),
    ).toBe(true);
    expect(
      await banner(page)
        .getByRole('checkbox', { name: /^Marketing/ })
        .isChecked(),
    ).toBe(false);
    await page.context().close();
  });
});

describe('generate_lead', () => {
  /** From the Web service page to a stored request; returns the data layer's generate_lead entries. */
  async function submitFromServicePage(page: Page) {
    const company = `Lead Co ${randomUUID().slice(0, 8)}`;
    await page
      .getByRole('link', { name: /Start a Web Design & Development project/ })
      .first()
      .click();
    await page.getByText('Step 1 of 4 · Web Design & Development').waitFor();
    await page.getByLabel('E-commerce Site').check();
    await next(page);
    await fromContactToReview(page, company);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Request Submitted!').waitFor();
    expect(await requestsByCompany(company)).toHaveLength(1);
    return (await dataLayer(page)).filter((entry) => entry.event === 'generate_lead');
  }

  it('is pushed once for a stored request with analytics consent: the service and project type, nothing personal', async () => {
    const { page } = await openSite();
    await page.goto('/creative-services/web', { waitUntil: 'load' });
    await banner(page).getByRole('button', { name: 'Accept all' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await submitFromServicePage(page)).toEqual([
      { event: 'generate_lead', service: 'Web Design & Development', project_type: 'Digital / Web' },
    ]);
    await page.context().close();
  });

  it('is not pushed without analytics consent', async () => {
    const { page } = await openSite();
    await page.goto('/creative-services/web', { waitUntil: 'load' });
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    await banner(page).waitFor({ state: 'detached' });
    expect(await submitFromServicePage(page)).toEqual([]);
    await page.context().close();
  });
});

describe('without a tag manager', () => {
  it('shows no banner and no "Cookie settings", and loads no tag manager', async () => {
    const page = await openPage(browser, { serviceWorkers: 'block' });
    await page.goto('/', { waitUntil: 'load' });
    await afterIdle(page, { tagManager: false });
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cookie settings' }).count()).toBe(0);
    expect(await consentCommands(page)).toEqual([]);
    await page.context().close();
  });
});

describe('the banner in the CMS', () => {
  it("shows the banner's heading and text as editors set them in Site Settings", async () => {
    const heading = `Cookies at Northlight ${randomUUID().slice(0, 6)}`;
    const text = 'We ask before we count anything.';
    await admin('/items/site_settings', {
      method: 'PATCH',
      body: JSON.stringify({ cookie_banner_heading: heading, cookie_banner_text: text }),
    });
    const { page } = await openSite();
    try {
      await expect
        .poll(
          async () => {
            await page.goto('/', { waitUntil: 'load' });
            return page
              .getByRole('dialog', { name: heading })
              .waitFor({ timeout: 3000 })
              .then(
                () => true,
                () => false,
              );
          },
          { timeout: 20_000 },
        )
        .toBe(true);
      await page.getByRole('dialog', { name: heading }).getByText(text).waitFor();
    } finally {
      await admin('/items/site_settings', {
        method: 'PATCH',
        body: JSON.stringify({ cookie_banner_heading: null, cookie_banner_text: null }),
      });
      await page.context().close();
    }
  });
});
