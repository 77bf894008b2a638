import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { USER_AGENT, launchBrowser, openPage, watchErrors } from './browser';

// /form is a cached page shared by every visitor (README "The read path"), so its HTML carries no
// form token; the browser fetches its own when the form runs, and a request sent from the cached
// page is stored as a real request, not as spam.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function storedStatus(company: string): Promise<string | undefined> {
  const stack = inject('stack');
  const response = await fetch(
    `${stack.directusUrl}/items/requests?filter[company][_eq]=${encodeURIComponent(company)}&fields=status,spam_reason`,
    { headers: { Authorization: `Bearer ${stack.adminToken}` } },
  );
  const { data } = (await response.json()) as { data: { status: string }[] };
  return data[0]?.status;
}

describe('the full-page form from the page cache', () => {
  it('gets its own form token and stores the request with status new', async () => {
    const { webUrl } = inject('stack');
    await fetch(`${webUrl}/form`, { headers: { 'User-Agent': USER_AGENT } });
    const cached = await fetch(`${webUrl}/form`, { headers: { 'User-Agent': USER_AGENT } });
    expect(cached.headers.get('x-cache')).toBe('HIT');
    const sharedHtml = await cached.text();

    // The server's own token, not a back-dated one: this test waits out the minimum fill time.
    const page = await openPage(browser, { formTokens: 'own' });
    const errors = watchErrors(page);
    const ownToken = page.waitForResponse((response) => response.url().endsWith('/api/request-form/definition'));
    await page.goto('/form');
    const definition = (await (await ownToken).json()) as {
      data: { antiSpam: { formToken: string; minFillSeconds: number } };
    };
    expect(definition.data.antiSpam.formToken).not.toBe('');
    expect(sharedHtml).not.toContain(definition.data.antiSpam.formToken);

    const company = `Form Page Co ${randomUUID().slice(0, 8)}`;
    const next = () => page.getByRole('button', { name: 'Next' }).click();
    await page.getByLabel('Project type').selectOption('Branding / Strategy');
    await next();
    await page.getByText('Step 2 of 4').waitFor();
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel('Company').fill(company);
    await page.getByLabel('Email').fill('grace@example.com');
    await next();
    await page.getByText('Step 3 of 4').waitFor();
    await page.getByLabel('How did you hear about us?').selectOption('Referral');
    await page.getByLabel('$20,000 - $50,000').check();
    await page.getByLabel('Flexible').check();
    await page.getByLabel('Preferred next step').selectOption('Schedule a consultation');
    await next();
    await page.getByText('Step 4 of 4').waitFor();
    // The server's minimum fill time, counted from the token's issue time: the one e2e wait for a
    // duration, as the rule is one (docs/decisions/004-form-token.md).
    const { formToken, minFillSeconds } = definition.data.antiSpam;
    const readyIn = parseInt(formToken.split('.')[0]!, 36) + minFillSeconds * 1000 + 100 - Date.now();
    // eslint-disable-next-line no-restricted-syntax -- the rule under test is a duration (decision 004)
    if (readyIn > 0) await page.waitForTimeout(readyIn);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Request Submitted!').waitFor();
    await expect.poll(() => storedStatus(company), { timeout: 5_000 }).toBe('new');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
