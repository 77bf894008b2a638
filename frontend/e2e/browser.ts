import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// A desktop browser's user agent: headless Chromium's own counts as a crawler (bare error pages).
export const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ userAgent: USER_AGENT, baseURL: inject('stack').webUrl, ...options });
  return context.newPage();
}

/** Collects console errors and failed requests, except the document status the test expects. */
export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (
      message.type() === 'error' &&
      !/Failed to load resource: the server responded with a status of 404/.test(message.text())
    ) {
      errors.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** A new admin tab of the test stack's Directus, signed in as a demo user (staff or editor). */
export async function openAdminAs(
  browser: Browser,
  role: 'staff' | 'editor',
  viewport = { width: 1440, height: 900 },
): Promise<Page> {
  const stack = inject('stack');
  const page = await browser.newPage({ viewport });
  await page.goto(`${stack.directusUrl}/admin/login`, { waitUntil: 'networkidle' });
  await page.locator('input[type="email"]').fill(stack.demoUsers[role].email);
  await page.locator('input[type="password"]').fill(stack.demoUsers[role].password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  return page;
}

export const openAdminAsStaff = (browser: Browser, viewport?: { width: number; height: number }) =>
  openAdminAs(browser, 'staff', viewport);

/** The header's menu button of phone widths (a button, or the summary of a disclosure). */
export const menuButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /menu/i }).or(page.getByRole('banner').locator('summary'));
