import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, OPEN_DIALOG } from './axe';
import { launchBrowser, openPage, watchErrors } from './browser';
import { admin, completeToReview, openDrawerFrom } from './request-form-steps';

// Booking a call from the confirmation (README "The request form"): a prospect who chose "Schedule
// a consultation" is offered "Pick a time", which opens the demo's booking page in a new tab with
// their name and e-mail filled in (no script of the booking service on the site), and the press is
// recorded on their request.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('booking a call', () => {
  it('offers "Pick a time" on the confirmation, opens the booking page filled in, and records the press', async () => {
    const page = await openPage(browser);
    const errors = watchErrors(page);
    // The booking service is not on this machine's network: its page is the test's.
    await page
      .context()
      .route('https://cal.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Booking</title><h1>Pick a time</h1>' }),
      );
    const company = `Booking Co ${randomUUID().slice(0, 8)}`;
    await openDrawerFrom(page, '/');
    await completeToReview(page, company);
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Request Submitted!').waitFor();
    await dialog.getByText('Book your consultation now: pick a time that suits you.').waitFor();
    const pick = dialog.getByRole('link', { name: 'Pick a time' });
    const href = new URL((await pick.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://cal.com/northlight-studio/consultation');
    expect(Object.fromEntries(href.searchParams)).toEqual({ name: 'Ada Lovelace', email: 'ada@example.com' });
    expect(await pick.getAttribute('target')).toBe('_blank');
    expect(await dialog.getByRole('button', { name: 'Close', exact: true }).isVisible()).toBe(true);
    expect(await axeViolations(page, OPEN_DIALOG)).toEqual([]);

    const [booking] = await Promise.all([page.context().waitForEvent('page'), pick.click()]);
    await booking.waitForURL((url) => url.hostname === 'cal.com');
    expect(new URL(booking.url()).searchParams.get('email')).toBe('ada@example.com');
    await expect
      .poll(async () => {
        const { data } = await admin<{ data: { booking_clicked_at: string | null }[] }>(
          `/items/requests?filter[company][_eq]=${encodeURIComponent(company)}&fields=booking_clicked_at`,
        );
        return data[0]?.booking_clicked_at ?? null;
      })
      .not.toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
