import { randomUUID } from 'node:crypto';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_DIALOG, axeViolations } from './axe';
import { launchBrowser, openPage, watchErrors } from './browser';
import {
  admin,
  fillContact,
  fillDetails,
  fromContactToReview,
  next,
  openDrawerFrom,
  requestsByCompany,
  slideEnded,
  stepShown,
} from './request-form-steps';
import { hydrated, nextIdle, takenOver } from './settle';

// The drawer's lazy chunk (not request-drawer-context, which every page has).
const DRAWER_CHUNK = /\/request-drawer-(?!context)[^/]+\.js$/;

// The request drawer as a prospect uses it, against the running stack (docs/product.md "The request form").
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('request drawer', () => {
  it('loads its code on intent, not with the page', async () => {
    const page = await openPage(browser);
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(request.url()));
    await page.goto('/');
    // Hydrated, and the idle tasks the page queued once interactive have run.
    await hydrated(page);
    await nextIdle(page);
    expect(chunks.some((url) => DRAWER_CHUNK.test(url))).toBe(false);
    const loaded = page.waitForResponse((response) => DRAWER_CHUNK.test(response.url()));
    await page.getByRole('link', { name: 'Start a project' }).first().hover();
    await loaded;
    await page.context().close();
  });

  it('shows every validation message, then stores the request with status new', async () => {
    const page = await openPage(browser);
    const errors = watchErrors(page);
    const company = `Drawer Co ${randomUUID().slice(0, 8)}`;
    await openDrawerFrom(page, '/');
    await next(page);
    await page.getByText('Please select a project type').waitFor();
    await page.getByLabel('Project type').selectOption('Digital / Web');
    await page.getByLabel('Web Application').check();
    // Changing the type clears the specific type.
    await page.getByLabel('Project type').selectOption('Other');
    expect(await page.getByLabel('Creative Direction').isChecked()).toBe(false);
    await page.getByLabel(/^Project type/).selectOption('Digital / Web');
    await page.getByLabel('Web Application').check();
    await next(page);
    await stepShown(page, 2);
    await next(page);
    for (const message of ['First name is required', 'Last name is required', 'Email is required'])
      await page.getByText(message).waitFor();
    await page.getByLabel('Email').fill('ada@example');
    await page.getByLabel('Email').blur();
    await page.getByText('Invalid email format').waitFor();
    await fillContact(page, company);
    await next(page);
    await stepShown(page, 3);
    await next(page);
    for (const message of [
      'Please select how you found us',
      'Please select your budget',
      'Please select your timeline',
      'Please select the next step',
    ]) {
      await page.getByText(message).waitFor();
    }
    await fillDetails(page);
    await next(page);
    await stepShown(page, 4);
    await page.getByRole('heading', { name: 'Review' }).waitFor();
    expect(await page.getByText(company).count()).toBe(1);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Request Submitted!').waitFor();
    await page.getByText('Form submitted successfully!').waitFor();
    const stored = await requestsByCompany(company);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      status: 'new',
      project: ['Digital / Web'],
      project_type: 'Web Application',
      email: 'ada@example.com',
      budget: '$20,000 - $50,000',
    });
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('pre-fills from a service page: no project select, the service intro, the service class list', async () => {
    const page = await openPage(browser);
    const company = `Service Co ${randomUUID().slice(0, 8)}`;
    await openDrawerFrom(page, '/creative-services/web', /Start a Web Design & Development project/);
    await page.getByText('Step 1 of 4 · Web Design & Development').waitFor();
    await page.getByText('Tell us about your Web Design & Development project vision and requirements.').waitFor();
    expect(await page.getByLabel('Project type').count()).toBe(0);
    await page.getByLabel('E-commerce Site').check();
    await next(page);
    await fromContactToReview(page, company);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Request Submitted!').waitFor();
    const [stored] = await requestsByCompany(company);
    expect(stored).toMatchObject({
      project: ['Digital / Web'],
      project_type: 'E-commerce Site',
      service_name: 'Web Design & Development',
      service_class: 'web',
    });
    await page.context().close();
  });

  it('asks step 3 in the order budget, timeline, next step, how you found us', async () => {
    const page = await openPage(browser);
    await openDrawerFrom(page, '/');
    await page.getByLabel('Project type').selectOption('Branding / Strategy');
    await next(page);
    await stepShown(page, 2);
    await fillContact(page, 'Order Co');
    await next(page);
    await stepShown(page, 3);
    const labels = await page
      .locator('fieldset.request-form__step-panel:not([inert]) .field__label')
      .evaluateAll((nodes) => nodes.map((node) => node.textContent!.replace('*', '').trim()));
    expect(labels).toEqual(['Budget', 'Timeline', 'Preferred next step', 'How did you hear about us?']);
    await page.context().close();
  });

  it('clears a choice message the moment an option is chosen, and a text message as it is retyped', async () => {
    const page = await openPage(browser);
    await openDrawerFrom(page, '/');
    await page.getByLabel('Project type').selectOption('Branding / Strategy');
    await next(page);
    await stepShown(page, 2);
    await next(page);
    await page.getByText('First name is required').waitFor();
    // Typing (focus stays in the field) is enough once the message shows.
    await page.getByLabel('First name').pressSequentially('Ada');
    await page.getByText('First name is required').waitFor({ state: 'detached', timeout: 1000 });
    await page.getByLabel('Email').pressSequentially('ada@');
    await page.getByText('Invalid email format').waitFor();
    await page.getByLabel('Email').pressSequentially('example.com');
    await page.getByText('Invalid email format').waitFor({ state: 'detached', timeout: 1000 });
    await fillContact(page, 'Change Co');
    await next(page);
    await stepShown(page, 3);
    await slideEnded(page);
    await next(page);
    await page.getByText('Please select your budget').waitFor();
    // Chosen with the keyboard: focus stays inside the radio group, no blur happens.
    await page.getByLabel('Less than $20,000').press('Space');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('budget');
    await page.getByText('Please select your budget').waitFor({ state: 'detached', timeout: 1000 });
    await page.getByLabel('ASAP (Rush)').press('Space');
    await page.getByText('Please select your timeline').waitFor({ state: 'detached', timeout: 1000 });
    expect(await page.getByText('Please select the next step').count()).toBe(1);
    await page.context().close();
  });

  it.each([
    ['a phone', { width: 390, height: 844 }],
    ['a desktop', { width: 1280, height: 800 }],
  ])('has no axe-core violations on any step, with and without messages, on %s', async (_name, viewport) => {
    const page = await openPage(browser, { viewport, reducedMotion: 'reduce' });
    const check = async (state: string) =>
      expect({ state, violations: await axeViolations(page, OPEN_DIALOG) }).toEqual({ state, violations: [] });
    await openDrawerFrom(page, '/');
    await check('step 1');
    await next(page);
    await page.getByText('Please select a project type').waitFor();
    await check('step 1 with its message');
    await page.getByLabel('Project type').selectOption('Digital / Web');
    await page.getByLabel('Web Application').check();
    await check('step 1 with specific types');
    await next(page);
    await stepShown(page, 2);
    await check('step 2');
    await next(page);
    await page.getByText('Email is required').waitFor();
    await check('step 2 with its messages');
    await fillContact(page, 'Axe Co');
    await next(page);
    await stepShown(page, 3);
    await check('step 3');
    await next(page);
    await page.getByText('Please select your budget').waitFor();
    await check('step 3 with its messages');
    await fillDetails(page);
    await next(page);
    await stepShown(page, 4);
    await check('step 4');
    await page.context().close();
  });

  it('locks Previous and Next while a step slides, and Previous on step 1', async () => {
    const page = await openPage(browser);
    await openDrawerFrom(page, '/');
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
    await page.getByLabel('Project type').selectOption('Branding / Strategy');
    // Every change of the form is recorded as it happens, so a slide the test would look at too
    // late on a busy machine is still seen.
    await page.evaluate(() => {
      const form = document.querySelector('.request-form')!;
      const seen: { sliding: boolean; previous: boolean; next: boolean }[] = [];
      (window as unknown as { locks: typeof seen }).locks = seen;
      new MutationObserver(() => {
        const [previous, next] = form.querySelectorAll<HTMLButtonElement>('.request-form__actions button');
        seen.push({
          sliding: !!form.querySelector('.request-form__track.is-sliding'),
          previous: previous?.disabled === true,
          next: next?.getAttribute('aria-disabled') === 'true',
        });
      }).observe(form, { subtree: true, attributes: true, attributeFilter: ['class', 'disabled', 'aria-disabled'] });
    });
    await next(page);
    await stepShown(page, 2);
    await slideEnded(page);
    const locks = await page.evaluate(() => (window as unknown as { locks: { sliding: boolean }[] }).locks);
    const whileSliding = locks.filter((state) => state.sliding);
    expect(whileSliding.length).toBeGreaterThan(0);
    expect(whileSliding).toEqual(whileSliding.map(() => ({ sliding: true, previous: true, next: true })));
    expect(await page.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(false);
    expect(await page.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBeNull();
    await page.context().close();
  });

  it('restores the draft after a reload and keeps it until the request is stored', async () => {
    const page = await openPage(browser);
    await openDrawerFrom(page, '/');
    await page.getByLabel('Project type').selectOption('Print / Graphic Design');
    await page.getByLabel('Tell us about your project').fill('Packaging for a tea brand');
    await next(page);
    await stepShown(page, 2);
    await page.getByLabel('First name').fill('Grace');
    // The draft is saved in the browser.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('agency.request-draft.v1') ?? ''))
      .toContain('"Grace"');
    await page.reload();
    const opener = page.getByRole('link', { name: 'Start a project' }).first();
    await takenOver(opener);
    await opener.click();
    await stepShown(page, 2);
    expect(await page.getByLabel('First name').inputValue()).toBe('Grace');
    await page.getByRole('button', { name: 'Previous' }).click();
    await stepShown(page, 1);
    expect(await page.getByLabel('Tell us about your project').inputValue()).toBe('Packaging for a tea brand');
    await page.context().close();
  });

  it('can be completed with the keyboard, and Escape closes it', async () => {
    const page = await openPage(browser);
    const company = `Keyboard Co ${randomUUID().slice(0, 8)}`;
    // Each control is focused, then operated with keys only (Enter, Space, arrows, typing).
    const press = async (target: Locator, ...keys: string[]) => {
      await target.focus();
      for (const key of keys) await page.keyboard.press(key);
    };
    await page.goto('/');
    await takenOver(page.getByRole('link', { name: 'Start a project' }).first());
    await press(page.getByRole('link', { name: 'Start a project' }).first(), 'Enter');
    await stepShown(page, 1);
    // Focus moved into the drawer.
    await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null, undefined, {
      timeout: 3000,
    });
    await press(page.getByLabel('Project type'), 'ArrowDown');
    await press(page.getByRole('button', { name: 'Next' }), 'Enter');
    await stepShown(page, 2);
    await slideEnded(page);
    await page.keyboard.press('Tab'); // from the step heading to the first field
    await page.keyboard.type('Ada');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lovelace');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type(company);
    await page.keyboard.press('Tab');
    await page.keyboard.type('ada@example.com');
    await page.keyboard.press('Enter');
    await stepShown(page, 3);
    await slideEnded(page);
    await press(page.getByLabel('How did you hear about us?'), 'ArrowDown');
    await press(page.getByLabel('Less than $20,000'), 'Space');
    await press(page.getByLabel('ASAP (Rush)'), 'Space');
    await press(page.getByLabel('Preferred next step'), 'ArrowDown');
    await press(page.getByRole('button', { name: 'Next' }), 'Enter');
    await stepShown(page, 4);
    await slideEnded(page);
    await press(page.getByRole('button', { name: 'Submit' }), 'Enter');
    await page.getByText('Request Submitted!').waitFor();
    expect(await requestsByCompany(company)).toHaveLength(1);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Start a project');
    await page.context().close();
  });

  it('no longer offers an option an editor hid, at the next opening (no rebuild)', async () => {
    const { data } = await admin<{ data: { id: number }[] }>(
      '/items/form_options?filter[list][_eq]=research&filter[value][_eq]=Advertisement',
    );
    const id = data[0]!.id;
    const page = await openPage(browser);
    await openDrawerFrom(page, '/');
    await page.getByLabel('Project type').selectOption('Branding / Strategy');
    await next(page);
    await stepShown(page, 2);
    await fillContact(page, 'Hidden Option Co');
    await next(page);
    await stepShown(page, 3);
    expect(
      await page.getByLabel('How did you hear about us?').locator('option', { hasText: 'Advertisement' }).count(),
    ).toBe(1);
    await admin(`/items/form_options/${id}`, { method: 'PATCH', body: JSON.stringify({ status: 'hidden' }) });
    try {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      // The drawer shows the last opening's form until this opening's definition is there.
      const reloaded = page.waitForResponse((response) => response.url().endsWith('/api/request-form/definition'));
      await page.getByRole('link', { name: 'Start a project' }).first().click();
      await reloaded;
      await stepShown(page, 3);
      // The answers (read as soon as a step 3 is there): Referral still, Advertisement no more.
      const answers = () =>
        page
          .getByLabel('How did you hear about us?')
          .evaluate((select: HTMLSelectElement) => [...select.options].map((option) => option.text));
      await expect.poll(answers).not.toContain('Advertisement');
      expect(await answers()).toContain('Referral');
    } finally {
      await admin(`/items/form_options/${id}`, { method: 'PATCH', body: JSON.stringify({ status: 'published' }) });
    }
    await page.context().close();
  });
});
