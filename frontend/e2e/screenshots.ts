// Screenshots compared with committed baselines (README "Testing", "Visual regression"):
// frontend/e2e/__screenshots__/<name>.png. A failed comparison leaves <name>.actual.png and
// <name>.diff.png beside the baseline (ignored by git) and names them; UPDATE_SCREENSHOTS=1
// (or vitest's -u) writes the baselines instead.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { expect } from 'vitest';

export const SCREENSHOT_DIR = fileURLToPath(new URL('./__screenshots__/', import.meta.url));
/** pixelmatch's colour distance per pixel (0–1; anti-aliased pixels are not counted at all). */
const PIXEL_THRESHOLD = 0.1;
/** The share of pixels that may differ: a few glyphs' worth, not a moved block. */
const MAX_DIFF_RATIO = 0.002;

/**
 * Which baselines this run writes: all of them with UPDATE_SCREENSHOTS=1 or vitest's -u
 * (`--update`), the missing ones with `--update=new`, none otherwise.
 */
export function screenshotUpdate(): 'all' | 'new' | 'none' {
  if (process.env.UPDATE_SCREENSHOTS === '1') return 'all';
  const state = expect.getState().snapshotState as unknown as { _updateSnapshot?: string } | undefined;
  return state?._updateSnapshot === 'all' ? 'all' : state?._updateSnapshot === 'new' ? 'new' : 'none';
}

export interface ScreenshotOptions {
  fullPage?: boolean;
  /** Parts painted over in a flat colour (anything that changes between runs). */
  mask?: Locator[];
}

/**
 * The page as it is now, still: fonts loaded, animations and transitions at their end, no caret,
 * toasts hidden (they come and go with time; layout.test.ts checks what they cover), no scroll bar.
 */
export async function takeScreenshot(page: Page, options: ScreenshotOptions = {}): Promise<Buffer> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((image) => !image.complete && image.loading !== 'lazy')
        .map((image) => new Promise((resolve) => image.addEventListener('load', resolve, { once: true }))),
    );
  });
  return page.screenshot({
    fullPage: options.fullPage ?? false,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    mask: options.mask ?? [],
    style: '[data-sonner-toaster] { display: none !important; } html { scrollbar-width: none; }',
  });
}

/** Compares the page with the baseline `name`; throws a message naming the actual and diff images. */
export async function expectScreenshot(page: Page, name: string, options: ScreenshotOptions = {}) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const baselinePath = path.join(SCREENSHOT_DIR, `${name}.png`);
  const actualPath = path.join(SCREENSHOT_DIR, `${name}.actual.png`);
  const diffPath = path.join(SCREENSHOT_DIR, `${name}.diff.png`);
  rmSync(actualPath, { force: true });
  rmSync(diffPath, { force: true });
  const shot = await takeScreenshot(page, options);
  const update = screenshotUpdate();
  if (update === 'all' || (update === 'new' && !existsSync(baselinePath))) {
    writeFileSync(baselinePath, shot);
    return;
  }
  if (!existsSync(baselinePath)) {
    writeFileSync(actualPath, shot);
    throw new Error(
      `No baseline ${path.relative(process.cwd(), baselinePath)}: the screenshot is in ${path.relative(process.cwd(), actualPath)}; UPDATE_SCREENSHOTS=1 makes it the baseline`,
    );
  }
  const expected = PNG.sync.read(readFileSync(baselinePath));
  const actual = PNG.sync.read(shot);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    writeFileSync(actualPath, shot);
    throw new Error(
      `${name}: ${actual.width} × ${actual.height} px against the baseline's ${expected.width} × ${expected.height} px; see ${path.relative(process.cwd(), actualPath)}`,
    );
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const ratio = differing / (actual.width * actual.height);
  if (ratio > MAX_DIFF_RATIO) {
    writeFileSync(actualPath, shot);
    writeFileSync(diffPath, PNG.sync.write(diff));
    throw new Error(
      `${name}: ${differing} pixels (${(ratio * 100).toFixed(2)} %) differ from the baseline, more than ${MAX_DIFF_RATIO * 100} %; compare ${path.relative(process.cwd(), baselinePath)} with ${path.relative(process.cwd(), actualPath)}, differences in red in ${path.relative(process.cwd(), diffPath)}`,
    );
  }
}
