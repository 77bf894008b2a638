import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS } from '../../scripts/lib/debian-package.mjs';
import { backdatedFormToken, challengeFor } from '../../tests/integration/request-form-client';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// A desktop browser's user agent: headless Chromium's own counts as a crawler (bare error pages).
export const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
}

/**
 * For a request a test sends on to the server itself (`route.fetch`): Playwright reuses an idle
 * keep-alive connection, and when the server closes it (after 5 s idle) just as it is reused, the
 * connection is reset before the request is read (ECONNRESET, seen on a slow day). Playwright
 * then sends it once more on a new connection; only a reset is retried, never an answer. A submit
 * carries its Idempotency-Key either way.
 */
export const FETCH_RETRIES = 1;

export interface PageOptions extends BrowserContextOptions {
  /**
   * 'backdated' (the default): every form definition the page loads carries a form token issued a
   * minute ago, so a request can be sent at once instead of after the server's minimum fill time
   * (docs/decisions/004-form-token.md). 'own': the token the server issued, untouched.
   */
  formTokens?: 'backdated' | 'own';
  /**
   * The language this visitor chose before (layout/language-hint.tsx): 'en' by default, so that
   * no page offers another language while it is checked; null: a first visit, the hint may show.
   */
  chosenLanguage?: string | null;
}

export async function openPage(browser: Browser, options: PageOptions = {}): Promise<Page> {
  const { formTokens = 'backdated', chosenLanguage = 'en', ...contextOptions } = options;
  const context = await browser.newContext({
    userAgent: USER_AGENT,
    baseURL: inject('stack').webUrl,
    ...contextOptions,
  });
  if (formTokens === 'backdated') await backdateFormTokens(context);
  if (chosenLanguage)
    await context.addInitScript((code) => {
      try {
        localStorage.setItem('site-language', code);
      } catch {
        // an opaque origin (about:blank) has no storage
      }
    }, chosenLanguage);
  return context.newPage();
}

/**
 * Swaps the form token of each GET /api/request-form/definition answer for one the test signs with
 * the stack's SECRET, issued a minute ago, and its proof-of-work challenge for one bound to that
 * token at the default difficulty (the browser solves it as any other): only the test holds the
 * SECRET, the site and the server are unchanged (the server checks both as it checks any other).
 */
export function backdateFormTokens(context: BrowserContext) {
  return context.route('**/api/request-form/definition', async (route) => {
    try {
      const response = await route.fetch({ maxRetries: FETCH_RETRIES });
      // A refusal (a 503 of an overloaded server) reaches the page as it is: the site's to handle.
      if (!response.ok()) return await route.fulfill({ response });
      const body = (await response.json()) as { data: { antiSpam: { formToken: string; proofOfWork: unknown } } };
      body.data.antiSpam.formToken = backdatedFormToken();
      body.data.antiSpam.proofOfWork = await challengeFor(body.data.antiSpam.formToken);
      await route.fulfill({ response, json: body });
    } catch (error) {
      // The test closed its page or context while a definition was on its way (the request, or its
      // answer, is disposed of with it): nobody waits for it.
      if (error instanceof Error && /context disposed|has been closed|has been disposed/.test(error.message)) return;
      throw error;
    }
  });
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

/**
 * A new admin tab of the test stack's Directus, signed in as a demo user (staff or editor). `api`
 * (the default) signs in as the login form does, through POST /auth/login in session mode (the
 * session cookie lands in the tab's context); `form` types into the login form (staff-admin.test.ts
 * keeps that path covered).
 */
export async function openAdminAs(
  browser: Browser,
  role: 'staff' | 'editor',
  viewport = { width: 1440, height: 900 },
  signIn: 'api' | 'form' = 'api',
): Promise<Page> {
  const stack = inject('stack');
  const page = await browser.newPage({ viewport });
  const { email, password } = stack.demoUsers[role];
  if (signIn === 'api') {
    const response = await page.request.post(`${stack.directusUrl}/auth/login`, {
      data: { email, password, mode: 'session' },
    });
    if (!response.ok()) throw new Error(`sign-in as ${role}: ${response.status()} ${await response.text()}`);
    return page;
  }
  await page.goto(`${stack.directusUrl}/admin/login`);
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  return page;
}

export const openAdminAsStaff = (
  browser: Browser,
  viewport?: { width: number; height: number },
  signIn: 'api' | 'form' = 'api',
) => openAdminAs(browser, 'staff', viewport, signIn);

/** The header's menu button of phone widths (a button, or the summary of a disclosure). */
export const menuButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /menu/i }).or(page.getByRole('banner').locator('summary'));
