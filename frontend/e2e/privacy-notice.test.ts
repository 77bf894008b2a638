import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_DIALOG, axeViolations } from './axe';
import { launchBrowser, openPage, watchErrors } from './browser';
import { admin, completeToReview, openDrawerFrom } from './request-form-steps';

// The review step's privacy notice and the consent checkbox (docs/product.md "Step 4: Review"),
// in Chromium against the running stack: the line and its link, the checkbox an editor turns on
// in Site Settings (no rebuild), its message, a stored request, and no axe-core violations.
interface StoredPrivacy {
  privacy_notice_version: string | null;
  privacy_notice_shown_at: string | null;
  consent_given: boolean;
}

const storedPrivacy = async (company: string) =>
  (
    await admin<{ data: StoredPrivacy[] }>(
      `/items/requests?fields=privacy_notice_version,privacy_notice_shown_at,consent_given&filter[company][_eq]=${encodeURIComponent(company)}`,
    )
  ).data;

const requireConsent = (on: boolean) =>
  admin('/items/site_settings', { method: 'PATCH', body: JSON.stringify({ require_consent_checkbox: on }) });

const CONSENT_MESSAGE = 'Please agree to the privacy notice';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await requireConsent(false);
  await browser?.close();
});

const review = (page: Page) => page.locator('fieldset.request-form__step-panel:not([inert])');

describe('the privacy notice on the review step', () => {
  it('says submitting agrees to the notice, opens it in a new tab without leaving the form, and stores the version', async () => {
    const page = await openPage(browser);
    const errors = watchErrors(page);
    const company = `Notice Co ${randomUUID().slice(0, 8)}`;
    await openDrawerFrom(page, '/');
    await completeToReview(page, company);
    await review(page).getByText('By submitting this request you agree to our privacy notice').waitFor();
    expect(await review(page).getByRole('checkbox').count()).toBe(0);
    const link = review(page).getByRole('link', { name: 'privacy notice (opens in a new tab)' });
    expect(await link.getAttribute('href')).toBe('/privacy');

    const opened = page.context().waitForEvent('page');
    await link.click();
    const notice = await opened;
    await notice.waitForLoadState();
    expect(new URL(notice.url()).pathname).toBe('/privacy');
    await notice.getByRole('heading', { level: 1, name: 'How we handle what you tell us' }).waitFor();
    await notice.close();

    // The form is where it was.
    await page.getByText('Step 4 of 4').waitFor();
    expect(await review(page).getByText(company).count()).toBe(1);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Request Submitted!').waitFor();
    const [stored] = await storedPrivacy(company);
    expect(stored).toMatchObject({ privacy_notice_version: '2026-11', consent_given: false });
    expect(stored!.privacy_notice_shown_at).not.toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('"Require Consent Checkbox" turned on by an editor', () => {
  beforeAll(async () => {
    await requireConsent(true);
  });
  afterAll(async () => {
    await requireConsent(false);
  });

  it('asks for the tick: the message at Submit, nothing sent without it, then the request stored', async () => {
    const page = await openPage(browser);
    const errors = watchErrors(page);
    const company = `Consent Co ${randomUUID().slice(0, 8)}`;
    await openDrawerFrom(page, '/');
    await completeToReview(page, company);
    const checkbox = review(page).getByRole('checkbox', { name: /I agree to the privacy notice/ });
    await checkbox.waitFor();
    expect(await review(page).getByText('By submitting this request').count()).toBe(0);
    expect(
      await review(page)
        .getByRole('link', { name: /privacy notice/ })
        .getAttribute('href'),
    ).toBe('/privacy');

    await page.getByRole('button', { name: 'Submit' }).click();
    await review(page).getByText(CONSENT_MESSAGE).waitFor();
    expect(await checkbox.getAttribute('aria-invalid')).toBe('true');
    await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.type === 'checkbox');
    expect(await storedPrivacy(company)).toEqual([]);

    await checkbox.check();
    await review(page).getByText(CONSENT_MESSAGE).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Request Submitted!').waitFor();
    const stored = await storedPrivacy(company);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ privacy_notice_version: '2026-11', consent_given: true });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['a phone', { width: 390, height: 844 }],
    ['a desktop', { width: 1280, height: 800 }],
  ])('has no axe-core violations on the review step, with and without the message, on %s', async (_name, viewport) => {
    const page = await openPage(browser, { viewport, reducedMotion: 'reduce' });
    const check = async (state: string) =>
      expect({ state, violations: await axeViolations(page, OPEN_DIALOG) }).toEqual({ state, violations: [] });
    await openDrawerFrom(page, '/');
    await completeToReview(page, 'Axe Consent Co');
    await review(page).getByRole('checkbox').waitFor();
    await check('review with the checkbox');
    await page.getByRole('button', { name: 'Submit' }).click();
    await review(page).getByText(CONSENT_MESSAGE).waitFor();
    await check('review with its message');
    await page.context().close();
  });
});
