// The request drawer's steps as a prospect goes through them, shared by the end-to-end tests.
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

export interface StoredRequest {
  status: string;
  project: string[];
  project_type: string | null;
  email: string;
  company: string | null;
  service_name: string | null;
  service_class: string | null;
  budget: string;
}

export async function admin<T>(path: string, init: RequestInit = {}): Promise<T> {
  const stack = inject('stack');
  const response = await fetch(`${stack.directusUrl}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${stack.adminToken}`, 'Content-Type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (response.status === 204 ? null : await response.json()) as T;
}

export const requestsByCompany = async (company: string) =>
  (await admin<{ data: StoredRequest[] }>(`/items/requests?filter[company][_eq]=${encodeURIComponent(company)}`)).data;

export async function openDrawerFrom(
  page: Page,
  path: string,
  cta: string | RegExp = 'Start a project',
  firstStep = 'Step 1 of 4',
) {
  await page.goto(path);
  const link = page.getByRole('link', { name: cta }).first();
  // Before hydration a call to action is a plain link to /form: wait until React has taken it over.
  await page.waitForFunction(
    (element) => !!element && Object.keys(element).some((key) => key.startsWith('__reactProps$')),
    await link.elementHandle(),
  );
  await link.click();
  await page.getByRole('dialog').waitFor();
  await page.getByText(firstStep).waitFor();
}

export const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();
export const stepShown = (page: Page, n: number) => page.getByText(`Step ${n} of 4`).waitFor();

/**
 * The slide between steps is over (docs/product.md "The request form"): no track is marked as
 * sliding or still moves, and the focus is in the shown step.
 */
export const slideEnded = (page: Page) =>
  page.waitForFunction(() => {
    const tracks = [...document.querySelectorAll('.request-form__track')];
    return (
      tracks.length > 0 &&
      tracks.every((track) => !track.classList.contains('is-sliding') && track.getAnimations().length === 0) &&
      !!document.activeElement?.closest('.request-form__step-panel[aria-hidden="false"]')
    );
  });

export async function fillContact(page: Page, company: string) {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Company').fill(company);
  await page.getByLabel('Email').fill('ada@example.com');
}

export async function fillDetails(page: Page) {
  await page.getByLabel('How did you hear about us?').selectOption('Referral');
  await page.getByLabel('$20,000 - $50,000').check();
  await page.getByLabel('Flexible').check();
  await page.getByLabel('Preferred next step').selectOption('Schedule a consultation');
}

/** Steps 1 to 3 with valid answers (project type Branding / Strategy), ending on the review step. */
export async function completeToReview(page: Page, company: string) {
  await page.getByLabel('Project type').selectOption('Branding / Strategy');
  await next(page);
  await fromContactToReview(page, company);
}

/** Steps 2 and 3 with valid answers, ending on the review step. */
export async function fromContactToReview(page: Page, company: string) {
  await stepShown(page, 2);
  await fillContact(page, company);
  await next(page);
  await stepShown(page, 3);
  await fillDetails(page);
  await next(page);
  await stepShown(page, 4);
}
