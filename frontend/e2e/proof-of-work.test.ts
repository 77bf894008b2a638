import { randomUUID } from 'node:crypto';
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { INSIGHTS_DASHBOARD_ID } from '../../migrations/lib/ids.js';
import { backdatedFormToken, postForm, validRequest } from '../../tests/integration/request-form-client';
import { field } from './admin-readability';
import { launchBrowser, openAdminAsStaff, openPage, watchErrors } from './browser';
import { ADMIN_VIEWPORT, docsScreenshot } from './docs-screenshots';
import { admin, completeToReview, openDrawerFrom } from './request-form-steps';

// The proof of work (docs/decisions/040-proof-of-work.md): Chromium solves the challenge the server
// handed out with the form token, in a Web Worker, while the steps are filled in; a request without
// it is kept as spam with its reasons, and staff move it back with "Not spam".
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

interface Stored {
  id: string;
  status: string;
  spam_reason: string | null;
}

const storedByCompany = async (company: string) =>
  (
    await admin<{ data: Stored[] }>(
      `/items/requests?filter[company][_eq]=${encodeURIComponent(company)}&fields=id,status,spam_reason`,
    )
  ).data;

const isSubmit = (request: Request) =>
  request.method() === 'POST' && request.url().endsWith('/api/request-form/submit');

/** Sends the review step once the server's minimum fill time since `formToken` was issued has passed. */
async function submitAfterMinimumFill(page: Page, formToken: string, minFillSeconds: number) {
  const readyIn = parseInt(formToken.split('.')[0]!, 36) + minFillSeconds * 1000 + 100 - Date.now();
  // eslint-disable-next-line no-restricted-syntax -- the rule under test is a duration (decision 004)
  if (readyIn > 0) await page.waitForTimeout(readyIn);
  const sent = page.waitForRequest(isSubmit);
  await page.getByRole('button', { name: 'Submit' }).click();
  return (await sent).postDataJSON() as Record<string, unknown>;
}

type Definition = { data: { antiSpam: { formToken: string; minFillSeconds: number; proofOfWork: unknown } } };

describe('the proof of work in the browser', () => {
  it('is solved in the drawer with the server’s own challenge, and the request is stored as new', async () => {
    const page = await openPage(browser, { formTokens: 'own' });
    const errors = watchErrors(page);
    const worker = page.waitForEvent('worker');
    const definition = page.waitForResponse((response) => response.url().endsWith('/api/request-form/definition'));
    const company = `Proof Co ${randomUUID().slice(0, 8)}`;
    await openDrawerFrom(page, '/');
    const { data } = (await (await definition).json()) as Definition;
    expect(data.antiSpam.proofOfWork).not.toBeNull();
    expect((await worker).url()).toMatch(/proof-of-work\.worker-[\w-]+\.js$/);
    await completeToReview(page, company);
    const sent = await submitAfterMinimumFill(page, data.antiSpam.formToken, data.antiSpam.minFillSeconds);
    expect(sent.proof_of_work).toMatchObject({ challenge: data.antiSpam.proofOfWork });
    await page.getByText('Request Submitted!').waitFor();
    await expect
      .poll(() => storedByCompany(company))
      .toEqual([expect.objectContaining({ status: 'new', spam_reason: null })]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('without Web Workers still sends the request, kept as spam with the reason', async () => {
    const page = await openPage(browser);
    await page.addInitScript(() => {
      // A browser without Web Workers: the form cannot solve the challenge.
      Reflect.deleteProperty(window, 'Worker');
    });
    const company = `No Worker Co ${randomUUID().slice(0, 8)}`;
    await openDrawerFrom(page, '/');
    await completeToReview(page, company);
    const sent = page.waitForRequest(isSubmit);
    await page.getByRole('button', { name: 'Submit' }).click();
    expect((await sent).postDataJSON()).not.toHaveProperty('proof_of_work');
    await page.getByText('Request Submitted!').waitFor();
    await expect
      .poll(() => storedByCompany(company))
      .toEqual([expect.objectContaining({ status: 'spam', spam_reason: 'No proof of work' })]);
    await page.context().close();
  });
});

/** The Insights dashboard's count of requests in the last 30 days, by the panel's own filter, for one request. */
async function countedByInsights(id: string) {
  const { data: panels } = await admin<{ data: { options: { filter?: unknown } | null }[] }>(
    `/panels?filter[dashboard][_eq]=${INSIGHTS_DASHBOARD_ID}&filter[type][_eq]=metric&filter[name][_icontains]=30&fields=options&limit=1`,
  );
  const filter = { _and: [panels[0]!.options!.filter, { id: { _eq: id } }] };
  const { data } = await admin<{ data: [{ count: string | number }] }>(
    `/items/requests?aggregate[count]=*&filter=${encodeURIComponent(JSON.stringify(filter))}`,
  );
  return Number(data[0].count);
}

describe('spam reasons in the admin', () => {
  it('shows staff every reason, and "Not spam" moves the request back where lists and Insights count it', async () => {
    const stack = inject('stack');
    const company = `Caught Co ${randomUUID().slice(0, 8)}`;
    const response = await postForm(
      'submit',
      // Sent a second after the form opened (under the test stack's 2 s), without a proof of work.
      validRequest(backdatedFormToken(1), {
        company,
        first_name: 'Ines',
        last_name: 'Moreau',
        proof_of_work: undefined,
      }),
    );
    expect(response.status).toBe(201);
    const { id } = ((await response.json()) as { data: { id: string } }).data;
    expect(await countedByInsights(id)).toBe(0);

    const page = await openAdminAsStaff(browser, ADMIN_VIEWPORT);
    await page.goto(`${stack.directusUrl}/admin/content/requests/${id}`);
    const reasons = field(page, 'Spam Reasons');
    await reasons.getByText('No proof of work').waitFor();
    await reasons.getByText(/^Sent [\d.]+ s after the form opened$/).waitFor();
    await reasons.scrollIntoViewIfNeeded();
    await docsScreenshot(page, 'staff-spam-reasons');
    await reasons.getByRole('button', { name: 'Not spam' }).click();
    await page.getByRole('button', { name: /save/i }).first().click();
    await page.waitForURL((url) => !url.pathname.endsWith(id));
    await page.close();

    const { data } = await admin<{ data: Stored }>(`/items/requests/${id}?fields=id,status,spam_reason`);
    // Moved back; why it was caught stays on the request.
    expect(data).toEqual({
      id,
      status: 'new',
      spam_reason: expect.stringMatching(/^Sent [\d.]+ s after the form opened\nNo proof of work$/),
    });
    const spamList = await admin<{ data: unknown[] }>(
      `/items/requests?filter[status][_eq]=spam&filter[id][_eq]=${id}&fields=id`,
    );
    expect(spamList.data).toEqual([]);
    expect(await countedByInsights(id)).toBe(1);
  });
});
