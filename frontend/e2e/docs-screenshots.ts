import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

// The admin's pictures in README "For staff" and "For editors" (docs/screenshots/): taken by the
// end-to-end tests that check what they show, written only with UPDATE_DOCS_SCREENSHOTS=1
// (`npm run screenshots:admin`), at the admin's reference size.
export const ADMIN_VIEWPORT = { width: 1280, height: 800 };

const DOCS_SCREENSHOTS = process.env.UPDATE_DOCS_SCREENSHOTS
  ? fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))
  : null;

/** Whether this run refreshes README's pictures. */
export const updatingDocsScreenshots = () => DOCS_SCREENSHOTS !== null;

/** Writes docs/screenshots/<name>.png of the page as it is (the pointer out of the way), when refreshing. */
export async function docsScreenshot(page: Page, name: string) {
  if (!DOCS_SCREENSHOTS) return;
  mkdirSync(DOCS_SCREENSHOTS, { recursive: true });
  const viewport = page.viewportSize() ?? ADMIN_VIEWPORT;
  await page.mouse.move(0, viewport.height - 1);
  await page.screenshot({ path: path.join(DOCS_SCREENSHOTS, `${name}.png`) });
}
