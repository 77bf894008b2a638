import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_DIALOG, axeViolations } from './axe';
import { launchBrowser, openPage, watchErrors } from './browser';
import { admin, fillContact, next, openDrawerFrom, slideEnded, stepShown } from './request-form-steps';

// Follow-up questions owned by editors (README "The request form", decision 041), in the drawer
// as a prospect meets them, at a phone's width and a desktop's: the demo's "Other" asks
// "Describe the project type" (required), "More than $100,000" asks about procurement, and a
// request for proposal asks for the attachments on step 3.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const question = (page: Page) => page.getByRole('dialog').getByLabel('Describe the project type');
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

interface Stored {
  follow_ups: { field: string; option: string; question: string; answer: string }[] | null;
  attachments: { file_name: string }[];
}

describe.each([
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
])('follow-up questions in the drawer ($name)', ({ viewport }) => {
  it('shows the question with its option, requires it, and sends only the answers shown', async () => {
    const page = await openPage(browser, { viewport });
    const errors = watchErrors(page);
    const company = `Follow-up Co ${randomUUID().slice(0, 8)}`;
    await openDrawerFrom(page, '/');

    // Nothing before the option is chosen; then the question, said by the live region beside it.
    expect(await question(page).count()).toBe(0);
    await page.getByLabel('Project type').selectOption('Other');
    await question(page).waitFor();
    const announced = page.locator('.request-form__step-panel[aria-hidden="false"] p.visually-hidden[aria-live]');
    expect(await announced.allTextContents()).toContain('Describe the project type');
    expect(await axeViolations(page, OPEN_DIALOG)).toEqual([]);

    // Focus order: the select, then the question.
    await page.locator('select[name="project"]').focus();
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).toMatch(/-project_follow_up$/);

    // Required: Next refuses it with the message under it, and it takes the focus.
    await next(page);
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Please answer this question').waitFor();
    expect(await focusedId(page)).toMatch(/-project_follow_up$/);
    expect(await page.getByText('Step 1 of 4').isVisible()).toBe(true);
    expect(await axeViolations(page, OPEN_DIALOG)).toEqual([]);

    await question(page).fill('Murals for a museum shop');
    await next(page);
    await stepShown(page, 2);
    await fillContact(page, company);
    await next(page);
    await stepShown(page, 3);
    await slideEnded(page);

    // An optional question: an answer given, then hidden again by another budget, is not sent.
    await page.getByLabel('More than $100,000').check();
    const procurement = dialog.getByLabel('Is there a procurement process?');
    await procurement.fill('A public tender');
    await page.getByLabel('$50,000 - $100,000').check();
    await procurement.waitFor({ state: 'detached' });
    await page.getByLabel('Flexible').check();
    await page.getByLabel('How did you hear about us?').selectOption('Referral');

    // A request for proposal asks for the attachments here, required.
    await page.getByLabel('Preferred next step').selectOption('Submit a request for proposal');
    const picker = page.locator('.request-form__step-panel[aria-hidden="false"] input[type="file"]');
    await picker.waitFor();
    expect(await announced.allTextContents()).toContain('Attachments is required');
    await next(page);
    await dialog.getByText('Please attach at least one file').waitFor();
    expect(await focusedId(page)).toMatch(/-attachments$/);
    expect(await axeViolations(page, OPEN_DIALOG)).toEqual([]);
    await picker.setInputFiles({ name: 'rfp.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.locator('.attachments__file').filter({ hasText: 'rfp.pdf' }).getByText('Uploaded').last().waitFor();
    expect(await dialog.getByText('Please attach at least one file').count()).toBe(0);
    await next(page);
    await stepShown(page, 4);

    // The review reads the question after its field.
    const review = dialog.locator('.review__section').first();
    await review.getByText('Describe the project type').waitFor();
    expect(await review.locator('dd').allTextContents()).toContain('Murals for a museum shop');
    await page.getByRole('button', { name: 'Submit' }).click();
    await dialog.getByText('Request Submitted!').waitFor();

    const { data } = await admin<{ data: Stored[] }>(
      `/items/requests?filter[company][_eq]=${encodeURIComponent(company)}&fields=follow_ups,attachments.file_name`,
    );
    expect(data).toEqual([
      {
        follow_ups: [
          {
            field: 'project',
            option: 'Other',
            question: 'Describe the project type',
            answer: 'Murals for a museum shop',
          },
        ],
        attachments: [{ file_name: 'rfp.pdf' }],
      },
    ]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
