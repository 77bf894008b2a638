import { randomBytes } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openAdminAs, openPage } from './browser';
import { admin, openDrawerFrom } from './request-form-steps';
import { eventually } from '../../tests/integration/site-client';

// The demo editor builds a page from blocks in the Directus admin (README "For editors"): once
// published it is served at its path and listed in the sitemap, with no deploy; a path that a
// route of the code owns is refused with its message.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  const { data } = await admin<{ data: { id: number }[] }>(
    '/items/pages?filter[slug][_starts_with]=offers/e2e-&fields=id&limit=-1',
  );
  if (data.length > 0) await admin('/items/pages', { method: 'DELETE', body: JSON.stringify(data.map((p) => p.id)) });
  await browser?.close();
});

const fieldIn = (scope: Page | Locator, page: Page, label: string) =>
  scope
    .locator('.field')
    .filter({ has: page.getByText(label, { exact: true }) })
    .first();

/** Picks `option` in the dropdown of the field labelled `label`. */
async function choose(field: Locator, page: Page, option: string) {
  await field.locator('.v-select, .v-input').first().click();
  await page.locator('.v-menu-content .v-list-item').filter({ hasText: option }).first().click();
}

/** Adds a block in the page's Blocks list: its drawer, its type, heading and text, Save. */
async function addBlock(page: Page, type: string, heading: string | null, body: string) {
  await fieldIn(page, page, 'Blocks')
    .getByRole('button', { name: /create new/i })
    .click();
  const drawer = page.locator('.v-drawer').last();
  await drawer.waitFor();
  await choose(fieldIn(drawer, page, 'Type'), page, type);
  if (heading) await fieldIn(drawer, page, 'Heading').locator('input').fill(heading);
  await fieldIn(drawer, page, 'Body').locator('.CodeMirror, textarea').first().click();
  await page.keyboard.type(body);
  await drawer.getByRole('button', { name: /save/i }).click();
  await drawer.waitFor({ state: 'detached' });
}

async function newPage(page: Page, path: string, title: string) {
  await page.goto(`${inject('stack').directusUrl}/admin/content/pages/+`);
  await fieldIn(page, page, 'Path').locator('input').fill(path);
  await fieldIn(page, page, 'Title').locator('input').fill(title);
}

describe('the editor in the admin', () => {
  it('builds a page from three blocks and publishes it: served at its path and in the sitemap', async () => {
    const path = `offers/e2e-${randomBytes(3).toString('hex')}`;
    const page = await openAdminAs(browser, 'editor');
    await newPage(page, path, 'E2E offer');
    await choose(fieldIn(page, page, 'Status'), page, 'Published');
    await addBlock(page, 'Hero', 'An offer built in the admin', 'Made of three blocks.');
    await addBlock(page, 'Rich text', 'What it holds', 'Some **bold** words.');
    await addBlock(page, 'Quote', null, 'Pages without a deploy.');
    await page.getByRole('button', { name: /save/i }).first().click();
    await page.waitForURL((url) => !url.pathname.endsWith('/+'));
    await page.close();

    const { body: html } = await eventually(`/${path}`, (_body, response) => response.status === 200);
    expect(html).toMatch(/<h1[^>]*>An offer built in the admin<\/h1>/);
    const order = ['Made of three blocks.', 'What it holds', '<strong>bold</strong>', 'Pages without a deploy.'];
    const positions = order.map((text) => html.indexOf(text));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    await eventually('/sitemap.xml', (body) => body.includes(`/${path}</loc>`));
  });

  it("is told why a path that the site's own pages use is refused", async () => {
    const page = await openAdminAs(browser, 'editor');
    await newPage(page, 'industries/e2e-offer', 'E2E refused');
    await page.getByRole('button', { name: /save/i }).first().click();
    await page
      .getByText(
        "The address /industries/e2e-offer belongs to the site's own pages (/industries); choose another path.",
      )
      .first()
      .waitFor();
    expect(new URL(page.url()).pathname).toMatch(/\/pages\/\+$/);
    const { data } = await admin<{ data: unknown[] }>('/items/pages?filter[slug][_eq]=industries/e2e-offer&fields=id');
    expect(data).toEqual([]);
    await page.close();
  });

  it('the call to action of a block page opens the request drawer pre-filled for its service', async () => {
    const page = await openPage(browser);
    await openDrawerFrom(page, '/offers/spring-rebrand', 'Ask for the spring rebrand');
    await page.getByText('Step 1 of 4 · Brand Identity & Strategy').waitFor();
    expect(await page.getByLabel('Project type').count()).toBe(0);
    // The FAQ is a disclosure: closed at first, its answer shown once its question is pressed.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const answer = page.getByText('Six weeks from the workshop to the final files');
    expect(await answer.isVisible()).toBe(false);
    await page.getByText('How long does a spring rebrand take?').click();
    await answer.waitFor();
    await page.context().close();
  });
});
