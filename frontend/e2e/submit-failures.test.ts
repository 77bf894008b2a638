import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FETCH_RETRIES, launchBrowser, openPage } from './browser';
import { completeToReview, next, openDrawerFrom, requestsByCompany, stepShown } from './request-form-steps';
import { hydrated, nextIdle } from './settle';

// A submit that fails never strands the visitor (docs/product.md "Submitting"): online, the error toast and the
// review step with Submit enabled; offline, the outbox; a waiting request the server refuses
// later is told on the next page and reopens in the form.
const ERROR_TOAST = 'There was an error submitting your form. Please try again.';
const OFFLINE = 'You are offline';
const SUBMIT = '**/api/request-form/submit';
// The outbox is the page's own; a request a service worker made would bypass the test's routes.
const NO_WORKER = { serviceWorkers: 'block' } as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every submit the page sends, with its Idempotency-Key. */
function countSubmits(target: Page | BrowserContext) {
  const keys: string[] = [];
  target.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/request-form/submit'))
      keys.push(request.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit' });
const outbox = (page: Page) => page.evaluate(() => localStorage.getItem('agency.request-outbox.v1'));

/**
 * A page view after which nothing can be sent: the page has hydrated and run its effects and idle
 * tasks (the outbox's sender loads and tries from them), and the outbox is empty, the one thing the
 * sender sends from.
 */
async function viewWithEmptyOutbox(page: Page, go: () => Promise<unknown>) {
  await go();
  await hydrated(page);
  await nextIdle(page);
  expect(await outbox(page)).toBeNull();
}

async function toReview(page: Page, company: string) {
  await openDrawerFrom(page, '/');
  await completeToReview(page, company);
}

/** On review, Submit enabled, every value still there, no offline message. */
async function expectStillOnReview(page: Page, company: string) {
  expect(await page.getByText('Step 4 of 4').count()).toBe(1);
  await expect.poll(() => submitButton(page).isEnabled()).toBe(true);
  expect(await page.getByRole('button', { name: 'Previous' }).isEnabled()).toBe(true);
  expect(await page.getByRole('dialog').getByText(company).count()).toBe(1);
  expect(await page.getByText(OFFLINE).count()).toBe(0);
}

type Failure = (route: Route) => Promise<void>;

// The matrix of failures (503, 502, 408, 504, an aborted connection, no answer within 15 s) is a
// component test with the network mocked (request-form-submit.test.tsx); this one runs through
// the real browser and server: the request arrives and is stored, only the answer is lost.
const ANSWER_LOST: Failure = async (route) => {
  await route.fetch({ maxRetries: FETCH_RETRIES });
  await route.fulfill({ status: 504, body: 'Gateway Timeout' });
};

describe('a submit that fails while the visitor is online', () => {
  it('504 after the request was stored: the error toast, still on review with Submit enabled; the retry stores one request', async () => {
    const page = await openPage(browser, NO_WORKER);
    const keys = countSubmits(page);
    const company = `Retry Co ${randomUUID().slice(0, 8)}`;
    let failed = false;
    await page.route(SUBMIT, async (route) => {
      if (failed) return route.continue();
      failed = true;
      await ANSWER_LOST(route);
    });
    await toReview(page, company);
    await submitButton(page).click();
    await page.getByText(ERROR_TOAST).waitFor();
    await expectStillOnReview(page, company);
    // The draft is still saved.
    expect(await page.evaluate(() => localStorage.getItem('agency.request-draft.v1'))).toContain(company);

    await submitButton(page).click();
    await page.getByText('Request Submitted!').waitFor();
    expect(await requestsByCompany(company)).toHaveLength(1);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(await page.evaluate(() => localStorage.getItem('agency.request-draft.v1'))).toBeNull();
    await page.context().close();
  });
});

describe('a submit while the browser is offline', () => {
  it('waits in the outbox and is delivered once when the connection returns', async () => {
    const page = await openPage(browser, NO_WORKER);
    const keys = countSubmits(page);
    const company = `Offline Co ${randomUUID().slice(0, 8)}`;
    await toReview(page, company);
    await page.context().setOffline(true);
    await submitButton(page).click();
    await page.getByRole('status').filter({ hasText: OFFLINE }).first().waitFor();
    expect(await requestsByCompany(company)).toHaveLength(0);
    await page.context().setOffline(false);
    await page.getByText('Request Submitted!').waitFor({ timeout: 20_000 });
    // Another page view sends nothing more.
    await viewWithEmptyOutbox(page, () => page.goto('/creative-services'));
    expect(await requestsByCompany(company)).toHaveLength(1);
    expect(keys).toHaveLength(1);
    await page.context().close();
  });
});

describe('a waiting request the server refuses', () => {
  /** Queued offline; the drawer's page closed; the server's answer once online is `answer`. */
  async function queueThenRefuse(company: string, answer: Failure) {
    const page = await openPage(browser, NO_WORKER);
    const context = page.context();
    const keys = countSubmits(context);
    await context.route(SUBMIT, answer);
    await toReview(page, company);
    await context.setOffline(true);
    await submitButton(page).click();
    await page.getByRole('status').filter({ hasText: OFFLINE }).first().waitFor();
    await page.close();
    await context.setOffline(false);
    // The next page view: the outbox tries once, the server refuses.
    const next = await context.newPage();
    const answered = next.waitForResponse(SUBMIT);
    await next.goto('/creative-services');
    await answered;
    return { page: next, keys };
  }

  it('429: told on the next page with when to send again; reopens on review with every value; never retried', async () => {
    const company = `Limited Co ${randomUUID().slice(0, 8)}`;
    const { page, keys } = await queueThenRefuse(company, (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '600' },
        json: { errors: [{ message: 'Too many requests', extensions: { code: 'REQUESTS_EXCEEDED' } }] },
      }),
    );
    await page.getByText('Your saved request was not sent.').waitFor();
    await page.getByText(/Too many requests were sent from your connection\. You can send it again from /).waitFor();
    expect(keys).toHaveLength(1);

    await page.getByRole('button', { name: 'Review my request' }).click();
    await stepShown(page, 4);
    const drawer = page.getByRole('dialog');
    expect(await drawer.getByText(company).count()).toBe(1);
    await drawer.getByRole('alert').filter({ hasText: 'You can send it again from' }).waitFor();
    expect(await submitButton(page).isEnabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Previous' }).isEnabled()).toBe(true);

    // Later page views do not send it again.
    await viewWithEmptyOutbox(page, () => page.reload());
    await viewWithEmptyOutbox(page, () => page.goto('/'));
    expect(keys).toHaveLength(1);
    expect(await requestsByCompany(company)).toHaveLength(0);
    await page.context().close();
  });

  it('400 with a field error: opens the step of that field with the message under it; then sent once', async () => {
    const company = `Refused Co ${randomUUID().slice(0, 8)}`;
    let refused = false;
    const { page, keys } = await queueThenRefuse(company, async (route) => {
      if (refused) return route.continue();
      refused = true;
      await route.fulfill({
        status: 400,
        json: {
          errors: [
            {
              message: 'This option is no longer available',
              extensions: { code: 'FAILED_VALIDATION', field: 'budget', step: 2 },
            },
          ],
        },
      });
    });
    await page.getByText('Budget: This option is no longer available.').waitFor();
    await page.reload();
    // Told again on this page view, as the visitor has not acted on it yet: the sender has run
    // (it tells, then tries the outbox, in the same effect), and sent nothing.
    await page.getByRole('button', { name: 'Review my request' }).waitFor();
    expect(await outbox(page)).toBeNull();
    expect(keys).toHaveLength(1);

    await page.getByRole('button', { name: 'Review my request' }).click();
    await stepShown(page, 3);
    const budget = page.getByRole('radiogroup', { name: /Budget/ });
    await budget.getByText('This option is no longer available').waitFor();
    expect(await page.getByLabel('$20,000 - $50,000').isChecked()).toBe(true);
    expect(await page.getByLabel('Flexible').isChecked()).toBe(true);

    await page.getByLabel('Less than $20,000').check();
    expect(await budget.getByText('This option is no longer available').count()).toBe(0);
    await next(page);
    await stepShown(page, 4);
    expect(await page.getByRole('dialog').getByText(company).count()).toBe(1);
    await submitButton(page).click();
    await page.getByText('Request Submitted!').waitFor();
    const stored = await requestsByCompany(company);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.budget).toBe('Less than $20,000');
    expect(keys).toHaveLength(2);
    await page.context().close();
  });
});
