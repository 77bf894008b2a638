// Waits for a state of the page, never for a number of milliseconds
// (docs/decisions/026-tests-wait-for-a-state.md).
import type { Locator, Page } from 'playwright-core';

/**
 * React has hydrated the whole document: the root element carries React's props, which the last
 * unit of the hydration's render sets, and the commit follows in the same task. Before that, a
 * call to action is a plain link and a button does nothing.
 */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => Object.keys(document.documentElement).some((key) => key.startsWith('__reactProps$')));

/** React has taken over the element of `locator` (a link that would otherwise navigate). */
export async function takenOver(locator: Locator) {
  await locator
    .page()
    .waitForFunction(
      (element) => !!element && Object.keys(element).some((key) => key.startsWith('__reactProps$')),
      await locator.elementHandle(),
    );
}

/**
 * Every finite animation and transition has ended: on the whole page, or within the element
 * `selector` finds (an endless one, a spinner, never ends and is not waited for).
 */
export const animationsEnded = (page: Page, selector?: string) =>
  page.waitForFunction((selector) => {
    const scope = selector ? document.querySelector(selector) : document;
    if (!scope) return false;
    const animations = scope instanceof Element ? scope.getAnimations({ subtree: true }) : scope.getAnimations();
    return animations.every(
      (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
    );
  }, selector);

/** The browser's next idle period: every idle task the page queued before it has run. */
export const nextIdle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));

/** `count` frames of the page have been rendered (work queued for the next frame has run). */
export const animationFrames = (page: Page, count = 2) =>
  page.evaluate(
    (count) =>
      new Promise<void>((resolve) => {
        const frame = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => frame(left - 1)));
        frame(count);
      }),
    count,
  );

/** Runs `scroll` (a wheel, a key) and waits for the scroll it starts to end (the scrollend event). */
export async function scrollEnded(page: Page, scroll: () => Promise<unknown>) {
  await page.evaluate(() => {
    const flagged = window as Window & { scrollHasEnded?: boolean };
    flagged.scrollHasEnded = false;
    addEventListener('scrollend', () => (flagged.scrollHasEnded = true), { once: true });
  });
  await scroll();
  await page.waitForFunction(() => (window as Window & { scrollHasEnded?: boolean }).scrollHasEnded);
}

/**
 * The page is interactive: hydrated, its effects run and the idle tasks it queued once loaded
 * (afterInteractive: the service worker, the toaster) run.
 */
export async function interactive(page: Page) {
  await hydrated(page);
  await idleRuntimeStarted(page);
  await nextIdle(page);
}

/**
 * The root's idle runtime (root-idle.tsx: scroll reveals, new-deployment detection, the service
 * worker) has started: it loads once the page is idle and marks `<html data-idle-runtime>`.
 */
export const idleRuntimeStarted = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.idleRuntime === 'started');
