import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { fillContact, next, openDrawerFrom, slideEnded, stepShown } from './request-form-steps';

// The drawer's current step sits exactly in its box at phone and desktop widths: moving between
// steps (and the focus that moves with them) never shifts a step sideways, which would clip the
// left edge of its labels, option cards and messages.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** How far the shown step's left edge is from its box's, and how far the box is scrolled sideways. */
const offsets = (page: Page) =>
  page.evaluate(() => {
    const box = document.querySelector('.request-form__viewport')!;
    const shown = document.querySelector('.request-form__step-panel[aria-hidden="false"]')!;
    return {
      shift: shown.getBoundingClientRect().left - box.getBoundingClientRect().left,
      scrolled: box.scrollLeft,
    };
  });

describe('request drawer layout', () => {
  for (const width of [390, 1280]) {
    it(`keeps every step inside its box at ${width} px`, async () => {
      const page = await openPage(browser, { viewport: { width, height: 844 } });
      await openDrawerFrom(page, '/');
      expect(await offsets(page)).toEqual({ shift: 0, scrolled: 0 });
      await page.getByLabel('Project type').selectOption('Branding / Strategy');
      await next(page);
      await stepShown(page, 2);
      await fillContact(page, 'Layout Co');
      await next(page);
      await stepShown(page, 3);
      // After the slide has ended and the focus has moved into the step.
      await slideEnded(page);
      const { shift, scrolled } = await offsets(page);
      expect(Math.abs(shift)).toBeLessThan(0.5);
      expect(scrolled).toBe(0);
      await page.context().close();
    });
  }
});
