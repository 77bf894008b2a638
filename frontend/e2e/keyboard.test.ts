import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, menuButton, openPage } from './browser';
import { requestsByCompany } from './request-form-steps';
import { animationsEnded, hydrated } from './settle';

// The site by keyboard alone (README "Testing"): the whole request from the call to action to
// the success screen with Tab, Shift+Tab, Space, Enter, arrows and typing; focus goes into the
// drawer, to each new step, and back to the call to action; the phone menu closes with Escape and
// Tab never lands on something hidden under it.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** An element described for a message: "body" (or none), or its tag and accessible text. */
function describeElement(element: Element | null) {
  if (!element || element === document.body) return 'body';
  const text = (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 40);
  const label = (element as HTMLInputElement).labels?.[0]?.innerText.replace(/\s+/g, ' ').trim();
  return `${element.tagName.toLowerCase()}${label ? ` labelled "${label}"` : text ? ` "${text}"` : ''}`;
}
/** The focused element, described for a message. */
const focused = async (page: Page) =>
  (await page.evaluateHandle(() => document.activeElement)).evaluate(describeElement);
const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has the focus; the keys' path is in the failure. */
async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}) {
  const path: string[] = [];
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    path.push(await focused(page));
  }
  if (await isFocused(target)) return;
  throw new Error(`${back ? 'Shift+Tab' : 'Tab'} never reached ${String(target)}; focus went ${path.join(' → ')}`);
}

type TrailWindow = Window & { focusTrail?: (Element | null)[] };

/**
 * Starts a focus trail: the focused element now (the moment a new step or screen shows), then each
 * one the focus goes to (at every focus change and every frame), until focusTrail() reads it.
 */
async function startFocusTrail(page: Page) {
  await page.evaluate(() => {
    const trailWindow = window as TrailWindow;
    const trail: (Element | null)[] = [];
    trailWindow.focusTrail = trail;
    const note = () => {
      const now = document.activeElement;
      if (trail.at(-1) !== now) trail.push(now);
    };
    note();
    document.addEventListener('focusin', note);
    const frame = () => {
      if (trailWindow.focusTrail !== trail) return document.removeEventListener('focusin', note);
      note();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/**
 * Where the focus went from startFocusTrail() until the drawer is still (its entrance and the
 * slide to the new step have ended): each place once, in order. The focus should go to the new
 * step and never to the body.
 */
async function focusTrail(page: Page) {
  await page.waitForFunction(() => !document.querySelector('.request-form__track.is-sliding'));
  await animationsEnded(page, '[role="dialog"]');
  const trail = await page.evaluateHandle(() => {
    const trailWindow = window as TrailWindow;
    const elements = trailWindow.focusTrail ?? [];
    delete trailWindow.focusTrail;
    return elements;
  });
  const places: string[] = [];
  for (let index = 0; index < (await trail.evaluate((elements) => elements.length)); index += 1) {
    const place = await (
      await trail.evaluateHandle((elements, at) => elements[at] ?? null, index)
    ).evaluate(describeElement);
    if (places.at(-1) !== place) places.push(place);
  }
  return places;
}

/** The focus is on the shown step's heading or on its first field. */
async function focusOnStep(page: Page, heading: string, firstField: Locator | null) {
  const dialog = page.getByRole('dialog');
  const onHeading = await isFocused(dialog.getByRole('heading', { name: heading }));
  const onField = firstField ? await isFocused(firstField) : false;
  return onHeading || onField;
}

describe('keyboard only', () => {
  it('completes a request from the call to action to the success screen, focus following each step', async () => {
    const page = await openPage(browser, { viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    const company = `Keys Co ${Date.now()}`;
    const dialog = page.getByRole('dialog');
    const problems: string[] = [];
    const expectFocus = async (when: string, heading: string, firstField: Locator | null, trail: string[]) => {
      if (trail.includes('body')) problems.push(`${when}: the focus fell on the body (${trail.join(' → ')})`);
      if (!(await focusOnStep(page, heading, firstField)))
        problems.push(`${when}: the focus is on ${await focused(page)}, not on "${heading}" or its first field`);
    };

    await page.goto('/');
    await hydrated(page);
    const opener = page.getByRole('link', { name: 'Start a project' }).first();
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    await page.getByText('Step 1 of 4').waitFor();
    await startFocusTrail(page);
    await expectFocus('on opening', 'Project Information', dialog.getByLabel('Project type'), await focusTrail(page));

    // Step 1: the project type by arrow key on the select.
    await tabTo(page, dialog.getByLabel('Project type'));
    await page.keyboard.press('ArrowDown');
    await tabTo(page, dialog.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await page.getByText('Step 2 of 4').waitFor();
    await startFocusTrail(page);
    await expectFocus('on step 2', 'Contact Information', dialog.getByLabel('First name'), await focusTrail(page));

    // Step 2: typing; Shift+Tab back to a field passed over.
    await tabTo(page, dialog.getByLabel('First name'));
    await page.keyboard.type('Ada');
    await tabTo(page, dialog.getByLabel('Company'));
    await page.keyboard.type(company);
    await tabTo(page, dialog.getByLabel('Last name'), { back: true });
    await page.keyboard.type('Lovelace');
    await tabTo(page, dialog.getByLabel('Email'));
    await page.keyboard.type('ada@example.com');
    await tabTo(page, dialog.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Space');
    await page.getByText('Step 3 of 4').waitFor();
    await startFocusTrail(page);
    const budget = dialog.getByLabel('Less than $20,000');
    await expectFocus('on step 3', 'Project Details', budget, await focusTrail(page));

    // Step 3: radios by Space and arrow keys, selects by arrow keys.
    await tabTo(page, budget);
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    expect(await dialog.getByLabel('$20,000 - $50,000').isChecked()).toBe(true);
    await tabTo(page, dialog.getByLabel('ASAP (Rush)'));
    await page.keyboard.press('Space');
    await tabTo(page, dialog.getByLabel('Preferred next step'));
    await page.keyboard.press('ArrowDown');
    await tabTo(page, dialog.getByLabel('How did you hear about us?'));
    await page.keyboard.press('ArrowDown');
    await tabTo(page, dialog.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');
    await page.getByText('Step 4 of 4').waitFor();
    await startFocusTrail(page);
    await expectFocus('on step 4', 'Review', null, await focusTrail(page));

    await tabTo(page, dialog.getByRole('button', { name: 'Submit' }));
    await page.keyboard.press('Enter');
    await page.getByText('Request Submitted!').waitFor();
    await startFocusTrail(page);
    await expectFocus(
      'on the success screen',
      'Request Submitted!',
      dialog.getByRole('button', { name: 'Close', exact: true }),
      await focusTrail(page),
    );
    expect(await requestsByCompany(company)).toHaveLength(1);

    await tabTo(page, dialog.getByRole('button', { name: 'Close', exact: true }));
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    if (!(await isFocused(opener)))
      problems.push(`on closing: the focus is on ${await focused(page)}, not on the "Start a project" that opened it`);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['Escape', async (page: Page) => page.keyboard.press('Escape')],
    [
      'its × button',
      async (page: Page) => {
        await tabTo(page, page.getByRole('dialog').getByRole('button', { name: /close/i }).first(), { back: true });
        await page.keyboard.press('Enter');
      },
    ],
  ])('gives the focus back to the call to action when the drawer closes by %s', async (_how, close) => {
    const page = await openPage(browser, { viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    await page.goto('/');
    await hydrated(page);
    const opener = page.getByRole('main').getByRole('link', { name: 'Start a project' }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    await page.getByText('Step 1 of 4').waitFor();
    // The drawer's entrance has ended.
    await page.locator('[data-vaul-drawer][data-state="open"]').waitFor();
    await animationsEnded(page);
    await close(page);
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await isFocused(opener), `the focus is on ${await focused(page)}, not on the call to action`).toBe(true);
    await page.context().close();
  });
});

describe('the menu on a phone', () => {
  /** Each Tab's focus from the top of the page: the element, and what a visitor sees at its centre. */
  const tabWalk = (page: Page, presses: number) =>
    (async () => {
      const hidden: string[] = [];
      for (let press = 1; press <= presses; press += 1) {
        await page.keyboard.press('Tab');
        const problem = await page.evaluate((n) => {
          const element = document.activeElement as HTMLElement | null;
          if (!element || element === document.body) return `Tab ${n}: the focus is on the body`;
          const rect = element.getBoundingClientRect();
          const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.innerText).replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
          if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) || rect.width < 1)
            return `Tab ${n}: the focus is on ${name}, which is not shown`;
          const x = rect.left + rect.width / 2;
          const y = rect.top + rect.height / 2;
          if (x < 0 || x > innerWidth || y < 0 || y > innerHeight)
            return `Tab ${n}: the focus is on ${name}, off the screen at (${Math.round(x)}, ${Math.round(y)})`;
          // A skip link shows over the header when focused: that is what it is for.
          const hit = document.elementFromPoint(x, y);
          if (hit && (hit === element || element.contains(hit))) return null;
          return `Tab ${n}: the focus is on ${name}, hidden under ${hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : 'nothing'}`;
        }, press);
        if (problem) hidden.push(problem);
      }
      return hidden;
    })();

  it('opens by keyboard, closes with Escape (focus back on its button), and Tab never lands under it', async () => {
    const page = await openPage(browser, { viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    await page.goto('/');
    await hydrated(page);
    const toggle = menuButton(page);
    const services = page.getByRole('banner').getByRole('link', { name: 'Services', includeHidden: true });
    const shown = () =>
      services.evaluate((link) => {
        const rect = link.getBoundingClientRect();
        return (
          link.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
          rect.width > 0 &&
          rect.right > 0 &&
          rect.left < innerWidth &&
          rect.bottom > 0 &&
          rect.top < innerHeight
        );
      });
    const problems: string[] = [];

    // Closed: Tab from the top never lands on a hidden link of the menu.
    problems.push(...(await tabWalk(page, 8)).map((problem) => `menu closed, ${problem}`));

    await page.keyboard.press('Escape');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await animationsEnded(page);
    expect(await shown()).toBe(true);
    // Open: every Tab lands on something a visitor sees (the menu's links, or the page once it has closed).
    problems.push(...(await tabWalk(page, 12)).map((problem) => `menu open, ${problem}`));

    await toggle.focus();
    if (!(await shown())) {
      await page.keyboard.press('Enter');
      await animationsEnded(page);
    }
    await page.keyboard.press('Escape');
    await animationsEnded(page);
    if (await shown()) problems.push('Escape does not close the menu');
    if (!(await isFocused(toggle)))
      problems.push(`after Escape the focus is on ${await focused(page)}, not the menu button`);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
