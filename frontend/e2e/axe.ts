import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What an open drawer's checks look at: the dialog (the page behind it is inert under the overlay). */
export const OPEN_DIALOG = '[role="dialog"]';

/**
 * axe-core's violations on the page as it is now, one line each: "rule: targets". `within` keeps
 * the check to one part (a CSS selector): with a modal open, the page behind is hidden from
 * assistive technology and dimmed on purpose, and site.test.ts checks every page on its own.
 */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  // Evaluated by the test driver: the CSP rightly refuses inline scripts.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document | { include: string[][] },
          ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(selector ? { include: [[selector]] } : document);
    return result.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }, within);
}
