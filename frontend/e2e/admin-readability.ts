import type { Browser, Locator, Page } from 'playwright-core';
import { openAdminAs } from './browser';
import { ADMIN_VIEWPORT } from './docs-screenshots';

// What the admin's readability checks share (admin-readability-staff.test.ts and
// admin-readability-editors.test.ts): staff and editors read the admin at a glance at 1280 × 800
// (README "For staff", "For editors"; docs/decisions/028-admin-reads-at-a-glance.md).
export const VIEWPORT = ADMIN_VIEWPORT;
// The admin loads a few megabytes of script per page: generous on a busy machine.
export const SLOW = 180_000;

/** The admin at 1280 × 800, signed in as a demo user (through the API), with the right-hand panel closed. */
export async function openAdmin(browser: Browser, role: 'staff' | 'editor'): Promise<Page> {
  const page = await openAdminAs(browser, role, VIEWPORT);
  await page.addInitScript(() => localStorage.setItem('sidebar-collapsed', 'true'));
  return page;
}

/** Whether the element is wholly inside the window, as it is shown without scrolling. */
export async function inView(locator: Locator, page?: Page) {
  const box = await locator.boundingBox();
  const viewport = page?.viewportSize() ?? VIEWPORT;
  return (
    box !== null &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= viewport.width &&
    box.y + box.height <= viewport.height
  );
}

/**
 * The texts of the list's headers and cells cut short (an ellipsis, or a column beyond the closed
 * panel's strip): none when every column shows whole at 1280 px.
 */
export async function cutInList(page: Page): Promise<string[]> {
  const panel = await page.getByRole('contentinfo', { name: 'Module Sidebar' }).boundingBox();
  return page.locator('.v-table').evaluate((table, right) => {
    const cut: string[] = [];
    for (const element of table.querySelectorAll<HTMLElement>('th, td, th *, td *')) {
      const text = element.innerText?.trim();
      if (!text) continue;
      const box = element.getBoundingClientRect();
      if (element.scrollWidth > element.clientWidth + 1 || box.right > right) cut.push(text);
    }
    return [...new Set(cut)];
  }, panel!.x);
}

export const field = (page: Page, label: string) =>
  page
    .locator('.field')
    .filter({ has: page.locator('.field-label, .label', { hasText: new RegExp(`^\\s*${label}\\s*$`) }) })
    .first();
