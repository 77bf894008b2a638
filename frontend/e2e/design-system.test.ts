import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { takeScreenshot } from './screenshots';
import { hydrated } from './settle';

// The design system as a visitor's browser gets it (docs/design.md, docs/decisions/030): the two
// faces in use and loaded, their first-view files within the 60 KB of fonts a first view may load,
// and the small type styles applied. With UPDATE_DOCS_SCREENSHOTS=1 (`npm run screenshots:design`)
// the tokens and components are also written to docs/screenshots/design-*.png, the pictures of
// docs/design.md.
const DOCS_SCREENSHOTS = process.env.UPDATE_DOCS_SCREENSHOTS
  ? fileURLToPath(new URL('../../docs/screenshots/', import.meta.url))
  : null;
const FIRST_VIEW_FONT_BYTES = 60 * 1024;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const openStill = (viewport: { width: number; height: number }) =>
  openPage(browser, { viewport, deviceScaleFactor: 1, reducedMotion: 'reduce', serviceWorkers: 'block' });

async function docsShot(page: Page, name: string, selector?: string) {
  if (!DOCS_SCREENSHOTS) return;
  mkdirSync(DOCS_SCREENSHOTS, { recursive: true });
  const shot = selector
    ? await page.locator(selector).first().screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' })
    : await takeScreenshot(page);
  writeFileSync(path.join(DOCS_SCREENSHOTS, `design-${name}.png`), shot);
}

describe('type', () => {
  it('loads only the core files of the two faces on a first visit, under 60 KB together', async () => {
    const page = await openStill({ width: 1280, height: 900 });
    const fonts: { name: string; bytes: number }[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.woff2'))
        void response.body().then((body) => fonts.push({ name: response.url().split('/').pop()!, bytes: body.length }));
    });
    await page.goto('/');
    await hydrated(page);
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => fonts.length).toBe(2);
    expect(fonts.map((font) => font.name.replace(/-[\w-]{8}\.woff2$/, '')).sort()).toEqual([
      'bricolage-grotesque-core',
      'instrument-sans-core',
    ]);
    expect(fonts.reduce((sum, font) => sum + font.bytes, 0)).toBeLessThanOrEqual(FIRST_VIEW_FONT_BYTES);
    // Both preloaded: they start with the stylesheet, not when the first text is laid out.
    const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) =>
      links.map((link) =>
        (link as HTMLLinkElement).href
          .split('/')
          .pop()!
          .replace(/-[\w-]{8}\.woff2$/, ''),
      ),
    );
    expect(preloads.sort()).toEqual(['bricolage-grotesque-core', 'instrument-sans-core']);
    await page.context().close();
  });

  it('sets reading text in Instrument Sans and titles in Bricolage Grotesque, both loaded', async () => {
    const page = await openStill({ width: 1280, height: 900 });
    await page.goto('/');
    await hydrated(page);
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      const family = (selector: string) => getComputedStyle(document.querySelector(selector)!).fontFamily;
      return {
        body: family('.hero__lead'),
        title: family('h1'),
        eyebrow: family('.eyebrow'),
        loaded: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family),
      };
    });
    expect(faces.body).toMatch(/^"Instrument Sans Variable", "Instrument Sans Fallback"/);
    expect(faces.title).toMatch(/^"Bricolage Grotesque Variable", "Bricolage Grotesque Fallback"/);
    expect(faces.eyebrow).toBe(faces.body);
    expect(faces.loaded).toEqual(expect.arrayContaining(['Instrument Sans Variable', 'Bricolage Grotesque Variable']));
    await docsShot(page, 'home-1280');
    await page.context().close();
  });

  it('gives metadata small capitals and numbers tabular figures', async () => {
    const page = await openStill({ width: 1280, height: 900 });
    await page.goto('/creative-design-portfolio/meridian-patient-portal');
    await hydrated(page);
    const styles = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return {
        label: style('.facts dt').textTransform,
        labelColour: style('.facts dt').color,
        number: style('.facts dd').fontVariantNumeric,
      };
    });
    expect(styles).toEqual({ label: 'uppercase', labelColour: 'rgb(93, 84, 76)', number: 'lining-nums tabular-nums' });
    await docsShot(page, 'case-facts', '.facts');
    await page.context().close();
  });
});

// The tokens drawn with the site's own stylesheet: a page of the site whose main part is replaced
// by swatches, the type scale, spaces, radii and shadows, each named as in tokens.css.
const TOKENS = {
  colour: [
    'ink',
    'ink-soft',
    'muted',
    'paper',
    'paper-deep',
    'white',
    'accent',
    'accent-bright',
    'accent-wash',
    'teal',
    'muted-on-dark',
    'focus-on-dark',
    'notice',
    'danger',
  ],
  type: ['jumbo', 'display', 'headline', 'title', 'heading', 'lead', 'body', 'caption', 'micro'],
  space: ['0', '1', '1-5', '2', '3', '4', '5', '6', '7', '8'],
  radius: ['focus', 'small', 'medium', 'radius', 'large', 'pill'],
  shadow: ['hairline', 'shadow', 'sheet'],
};

const SPECIMEN = `
<style>
  .site-header { display: none; }
  .specimen { display: grid; gap: var(--space-4); padding-block: var(--space-5); }
  .specimen section { padding: var(--space-2); }
  .specimen__row { display: flex; flex-wrap: wrap; gap: var(--space-2); align-items: end; }
  .specimen__swatch { display: grid; gap: var(--space-1); width: 8rem; }
  .specimen__chip { height: 4rem; border: 1px solid var(--line); border-radius: var(--radius-small); }
  .specimen__type { display: grid; grid-template-columns: 9rem 1fr; align-items: baseline; gap: var(--space-2); }
  .specimen__bar { height: 1rem; background: var(--accent); }
  .specimen__box { width: 6rem; height: 4rem; background: var(--white); border: 1px solid var(--line); }
</style>
<div class="container specimen">
  <section id="specimen-colour"><p class="eyebrow">Colour</p><div class="specimen__row">
    ${TOKENS.colour.map((name) => `<div class="specimen__swatch"><div class="specimen__chip" style="background: var(--${name})"></div><span class="caption">--${name}</span></div>`).join('')}
  </div></section>
  <section id="specimen-type"><p class="eyebrow">Type scale</p>
    ${TOKENS.type
      .map(
        (name, index) =>
          `<div class="specimen__type"><span class="caption">--text-${name}</span><span style="font: ${index < 5 ? 'var(--weight-bold)' : 'var(--weight-regular)'} var(--text-${name}) / var(--leading-title) ${index < 5 ? 'var(--font-display)' : 'var(--font-body)'}; letter-spacing: ${index < 3 ? 'var(--tracking-display)' : 'normal'}">${index === 0 ? '22 %' : 'Brands people remember'}</span></div>`,
      )
      .join('')}
    <div class="specimen__row"><p class="eyebrow">Eyebrow</p><p class="meta">Metadata · 2025</p><p class="caption">A caption under a figure</p></div>
    <figure class="stat"><span class="stat__figure">41 %</span><figcaption class="stat__caption">fewer phone calls about appointments, six months after launch</figcaption></figure>
  </section>
  <section id="specimen-space"><p class="eyebrow">Space, radii, shadows</p>
    <div class="specimen__row">${TOKENS.space.map((name) => `<div class="specimen__swatch" style="width: auto"><div class="specimen__bar" style="width: var(--space-${name})"></div><span class="caption">--space-${name}</span></div>`).join('')}</div>
    <div class="specimen__row" style="margin-top: var(--space-3)">${TOKENS.radius.map((name) => `<div class="specimen__swatch"><div class="specimen__box" style="border-radius: var(--${name === 'radius' ? 'radius' : `radius-${name}`})"></div><span class="caption">--${name === 'radius' ? 'radius' : `radius-${name}`}</span></div>`).join('')}</div>
    <div class="specimen__row" style="margin-top: var(--space-3)">${TOKENS.shadow.map((name) => `<div class="specimen__swatch"><div class="specimen__box" style="border: 0; box-shadow: var(--${name === 'shadow' ? 'shadow' : `shadow-${name}`})"></div><span class="caption">--${name === 'shadow' ? 'shadow' : `shadow-${name}`}</span></div>`).join('')}</div>
  </section>
</div>`;

describe('tokens', () => {
  it('are all defined, and drawn with the site stylesheet', async () => {
    const page = await openStill({ width: 1280, height: 900 });
    await page.goto('/');
    await hydrated(page);
    const names = [
      ...TOKENS.colour.map((name) => `--${name}`),
      ...TOKENS.type.map((name) => `--text-${name}`),
      ...TOKENS.space.map((name) => `--space-${name}`),
      ...TOKENS.radius.map((name) => (name === 'radius' ? '--radius' : `--radius-${name}`)),
      ...TOKENS.shadow.map((name) => (name === 'shadow' ? '--shadow' : `--shadow-${name}`)),
      '--duration-fast',
      '--duration-step',
      '--ease-out',
      '--ease-in-out',
    ];
    const undefinedNames = await page.evaluate(
      (all) => all.filter((name) => !getComputedStyle(document.documentElement).getPropertyValue(name).trim()),
      names,
    );
    expect(undefinedNames).toEqual([]);
    await page.evaluate((html) => {
      document.querySelector('main')!.innerHTML = html;
    }, SPECIMEN);
    await page.evaluate(() => document.fonts.ready);
    await docsShot(page, 'colour', '#specimen-colour');
    await docsShot(page, 'type-scale', '#specimen-type');
    await docsShot(page, 'space-radius-shadow', '#specimen-space');
    await page.context().close();
  });
});

describe('the request form page', () => {
  it.each([
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ])('opens on the form at $width px', async (viewport) => {
    const page = await openStill(viewport);
    await page.goto('/form');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Tell us about your project');
    await docsShot(page, `form-${viewport.width}`);
    await page.context().close();
  });
});
