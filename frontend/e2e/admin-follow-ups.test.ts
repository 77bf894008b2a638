import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backdatedFormToken, postForm, validRequest } from '../../tests/integration/request-form-client';
import { SLOW, field, inView, openAdmin } from './admin-readability';
import { launchBrowser } from './browser';
import { docsScreenshot } from './docs-screenshots';
import { admin } from './request-form-steps';

// Follow-up questions in the admin (README "For editors", "For staff"; decision 041): an editor
// sets an option's follow-up on the option itself, and staff read a request's answers as
// questions and answers. With UPDATE_DOCS_SCREENSHOTS=1 the views are written to docs/screenshots/.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('follow-up questions in the admin', () => {
  it(
    "show an option's follow-up to editors, with the question, whether it is required and its Spanish",
    async () => {
      const stack = inject('stack');
      const page = await openAdmin(browser, 'editor');
      const { data } = await admin<{ data: { id: number }[] }>(
        '/items/project_types?filter[value][_eq]=Other&fields=id',
      );
      await page.goto(`${stack.directusUrl}/admin/content/project_types/${data[0]!.id}`);
      const question = field(page, 'Question');
      await question.waitFor();
      expect(await question.locator('input').inputValue()).toBe('Describe the project type');
      // The dropdown shows the chosen kind's text (in its input).
      const shows = (label: string) =>
        field(page, label).evaluate(
          (element) =>
            `${element.textContent ?? ''} ${[...element.querySelectorAll('input')].map((input) => input.value).join(' ')}`,
        );
      await expect.poll(() => shows('When chosen')).toContain('A question, short answer');
      await expect
        .poll(() => field(page, 'Answer required').locator('.v-checkbox.checked, [aria-checked="true"]').count())
        .toBeGreaterThan(0);
      await field(page, 'Translations').getByText('Follow-up question').first().waitFor();
      // The Follow-up group at the top of the window, its header in view.
      await field(page, 'When chosen').evaluate((element) =>
        (element.closest('.group-detail, .v-detail') ?? element).scrollIntoView({ block: 'start' }),
      );
      expect(await inView(question)).toBe(true);
      await docsScreenshot(page, 'editor-follow-up');

      // The attachments kind asks for no question: its fields are not shown.
      const { data: rfp } = await admin<{ data: { id: number }[] }>(
        '/items/form_options?filter[value][_eq]=Submit a request for proposal&fields=id',
      );
      await page.goto(`${stack.directusUrl}/admin/content/form_options/${rfp[0]!.id}`);
      await expect.poll(() => shows('When chosen')).toContain('Attachments become required');
      expect(await field(page, 'Question').count()).toBe(0);
      await page.context().close();
    },
    SLOW,
  );

  it(
    "show staff a request's follow-up answers under What, as questions and answers",
    async () => {
      const stack = inject('stack');
      const company = `Follow-up Admin ${randomUUID().slice(0, 8)}`;
      const response = await postForm(
        'submit',
        validRequest(backdatedFormToken(), {
          company,
          first_name: 'Maya',
          last_name: 'Okafor',
          project: ['Other'],
          project_type: 'Creative Direction',
          project_follow_up: 'Murals and wayfinding for a museum shop',
          budget: 'More than $100,000',
          budget_follow_up: 'Yes: a public tender, proposals due on 15 January.',
        }),
        { key: randomUUID() },
      );
      expect(response.status, await response.clone().text()).toBe(201);
      const { id } = ((await response.json()) as { data: { id: string } }).data;
      const page = await openAdmin(browser, 'staff');
      await page.goto(`${stack.directusUrl}/admin/content/requests/${id}`);
      const answers = field(page, 'Follow-up answers');
      await answers.getByText('Murals and wayfinding for a museum shop').waitFor();
      expect(await answers.locator('.follow-up-answers__question').allInnerTexts()).toEqual([
        'Describe the project type',
        'Is there a procurement process?',
      ]);
      expect(await answers.locator('.follow-up-answers__answer').allInnerTexts()).toEqual([
        'Murals and wayfinding for a museum shop',
        'Yes: a public tender, proposals due on 15 January.',
      ]);
      await answers.scrollIntoViewIfNeeded();
      await docsScreenshot(page, 'staff-follow-ups');
      await page.context().close();
    },
    SLOW,
  );
});
