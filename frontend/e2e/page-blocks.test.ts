import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, watchErrors } from './browser';
import { hydrated, nextIdle } from './settle';

// The block renderer's code (components/page-blocks.tsx, docs/decisions/036-languages.md "First-load
// JavaScript"): the route of editors' pages also answers a language's home page (/es), which does
// not load it; a page of blocks has it before it hydrates (the blocks never vanish on the way), and
// a navigation to one brings it.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const BLOCK_PAGE = '/offers/spring-rebrand';
const BLOCKS_CODE = /\/assets\/blocks-[\w-]+\.js$/;

/** The paths of the scripts the page asks for. */
function scriptsOf(page: Page) {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The blocks' sections in the page, by their headings and texts. */
const blockTexts = (page: Page) => page.locator('[data-blocks] > section').allInnerTexts();

describe('the block renderer’s code', () => {
  it('is not loaded by a language’s home page, which shares the route of editors’ pages', async () => {
    const page = await openPage(browser, { chosenLanguage: 'es' });
    const scripts = scriptsOf(page);
    const errors = watchErrors(page);
    await page.goto('/es');
    await hydrated(page);
    await nextIdle(page);
    expect(await page.locator('h1').count()).toBe(1);
    expect(scripts.filter((path) => BLOCKS_CODE.test(path))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is loaded before a page of blocks hydrates: the blocks stay as the server rendered them', async () => {
    // The blocks of the server's HTML, without any script.
    const plain = await openPage(browser, { javaScriptEnabled: false });
    await plain.goto(BLOCK_PAGE);
    const served = await blockTexts(plain);
    expect(served.length).toBeGreaterThan(3);
    await plain.context().close();

    const page = await openPage(browser);
    const scripts = scriptsOf(page);
    const errors = watchErrors(page);
    // Every node taken out of the blocks, from the document's start to the end of hydration, is recorded.
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedBlocks: removed });
      new MutationObserver((records) => {
        for (const record of records) {
          const inBlocks = record.target instanceof Element && record.target.closest('[data-blocks]') !== null;
          for (const node of record.removedNodes)
            if (
              node instanceof Element &&
              (inBlocks || node.matches('[data-blocks]') || node.querySelector('[data-blocks]'))
            )
              removed.push(node.outerHTML.slice(0, 80));
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(BLOCK_PAGE);
    await hydrated(page);
    expect(scripts.filter((path) => BLOCKS_CODE.test(path))).toHaveLength(1);
    expect(await blockTexts(page)).toEqual(served);
    expect(await page.evaluate(() => (window as unknown as { removedBlocks: string[] }).removedBlocks)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('comes with a navigation to a page of blocks', async () => {
    const page = await openPage(browser);
    const scripts = scriptsOf(page);
    const errors = watchErrors(page);
    await page.goto('/search?q=spring');
    await hydrated(page);
    expect(scripts.filter((path) => BLOCKS_CODE.test(path))).toEqual([]);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.locator(`main a[href="${BLOCK_PAGE}"]`).first().click();
    await page.waitForURL(`**${BLOCK_PAGE}`);
    await page.locator('[data-blocks] > section').first().waitFor();
    expect((await blockTexts(page)).length).toBeGreaterThan(3);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(scripts.filter((path) => BLOCKS_CODE.test(path))).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
