import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { animationsEnded } from './settle';

// docs/product.md "Toasts": offset 32 px on every screen, counted from the header's lower edge (from the top
// of the screen while the drawer covers the header); dismissed by a swipe of 20 px.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** A toast that stays until dismissed: the notice of a refused request (sender/outbox-sender.tsx). */
async function showLastingToast(page: Page) {
  await page.goto('/');
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
  await page.reload();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Your saved request was not sent.' });
  // Its entrance: mounted, then its slide in has ended.
  await toast.and(page.locator('[data-mounted="true"]')).waitFor();
  await animationsEnded(page, '[data-sonner-toaster]');
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
    // eslint-disable-next-line no-restricted-syntax -- the drag's speed is the gesture: sonner dismisses a fast flick of any length
    await page.waitForTimeout(60);
  }
  await page.mouse.up();
  // Sonner decides at the pointer's release: dismissed (swiped out) or back in place.
  await toast
    .and(page.locator('[data-swiping="false"]'))
    .or(toast.and(page.locator('[data-swipe-out="true"]')))
    .waitFor();
}

describe('toasts', () => {
  it.each([
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ])('sit 32 px below the header on %s, covering none of it', async (_name, viewport) => {
    const page = await openPage(browser, { viewport });
    const toast = await showLastingToast(page);
    const header = (await page.locator('.site-header').boundingBox())!;
    const top = await page.locator('[data-sonner-toaster]').evaluate((node) => node.getBoundingClientRect().top);
    expect(top).toBe(header.y + header.height + 32);
    // Every point of the header's controls still belongs to the header, not to a toast.
    const covered = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.site-header a, .site-header button')]
        // On screen: the skip link waits above it until it takes the focus.
        .filter((control) => control.checkVisibility() && control.getBoundingClientRect().top >= 0)
        .filter((control) => {
          const box = control.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return !hit || !control.closest('.site-header')?.contains(hit);
        })
        .map((control) => control.textContent),
    );
    expect(covered).toEqual([]);
    expect(await toast.isVisible()).toBe(true);
    await page.context().close();
  });

  it('sit 32 px from the top while the drawer is open, above the drawer', async () => {
    const page = await openPage(browser, { viewport: PHONE });
    const toast = await showLastingToast(page);
    await page.getByRole('link', { name: 'Tell us about it' }).click();
    await page.getByRole('dialog').getByText('Step 1 of 4').waitFor();
    // The drawer's entrance, and the toaster's move to the top of the screen.
    await page.locator('[data-vaul-drawer][data-state="open"]').waitFor();
    await animationsEnded(page);
    const toaster = await page.locator('[data-sonner-toaster]').evaluate((node) => node.getBoundingClientRect().top);
    expect(toaster).toBe(32);
    const toastBox = (await toast.boundingBox())!;
    const drawer = (await page.getByRole('dialog').boundingBox())!;
    expect(toastBox.y + toastBox.height).toBeLessThanOrEqual(drawer.y);
    await page.context().close();
  });

  it('are dismissed by a 20 px swipe, not by a shorter one', async () => {
    const page = await openPage(browser, { viewport: PHONE });
    const toast = await showLastingToast(page);
    await swipeUp(page, toast, 12);
    expect(await toast.getAttribute('data-swipe-out')).toBe('false');
    await animationsEnded(page, '[data-sonner-toaster]');
    expect(await toast.count()).toBe(1);
    await swipeUp(page, toast, 24);
    await toast.waitFor({ state: 'detached', timeout: 2000 });
    await page.context().close();
  });
});
