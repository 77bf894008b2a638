import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';

// Spec §9 toasts: offset 32 px on every screen, dismissed by a swipe of 20 px.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A toast that stays until dismissed: the notice of a refused request (outbox-sender). */
async function showLastingToast(page: Page) {
  await page.goto('/', { waitUntil: 'networkidle' });
  await page.evaluate(() =>
    localStorage.setItem(
      'agency.request-refusal.v1',
      JSON.stringify({
        idempotencyKey: crypto.randomUUID(),
        status: 400,
        message: 'Refused',
        errors: [],
        at: Date.now(),
      }),
    ),
  );
  await page.reload({ waitUntil: 'networkidle' });
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Your saved request was not sent.' });
  await toast.waitFor();
  await page.waitForTimeout(500); // its entrance
  return toast;
}

/** Drags the toast's title up by `distance` px, slowly (sonner also dismisses fast flicks). */
async function swipeUp(page: Page, toast: ReturnType<Page['locator']>, distance: number) {
  const box = (await toast.locator('[data-title]').boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  const steps = 10;
  for (let step = 1; step <= steps; step += 1) {
    await page.mouse.move(x, y - (distance * step) / steps);
    await page.waitForTimeout(60);
  }
  await page.mouse.up();
}

describe('toasts', () => {
  it.each([
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ])('sit 32 px from the top on %s', async (_name, viewport) => {
    const page = await openPage(browser, { viewport });
    await showLastingToast(page);
    const top = await page.locator('[data-sonner-toaster]').evaluate((node) => node.getBoundingClientRect().top);
    expect(top).toBe(32);
    await page.context().close();
  });

  it('are dismissed by a 20 px swipe, not by a shorter one', async () => {
    const page = await openPage(browser, { viewport: PHONE });
    const toast = await showLastingToast(page);
    await swipeUp(page, toast, 12);
    await page.waitForTimeout(800);
    expect(await toast.count()).toBe(1);
    await swipeUp(page, toast, 24);
    await toast.waitFor({ state: 'detached', timeout: 2000 });
    await page.context().close();
  });
});
