import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser';
import {
  clsProblems,
  coveredControls,
  layoutProblems,
  outsideFirstView,
  scrollAndMeasureShifts,
  settle,
} from './layout-checks';

// The layout checks themselves, on small pages made to break one rule each (and one that breaks
// none): each check finds what it is for, so a green layout test means a right page.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const BASE = `<style>body { margin: 0; font: 16px/1.5 sans-serif; } header { position: sticky; top: 0; background: #fff; }
  .target { display: inline-block; min-width: 48px; min-height: 48px; }</style>`;

async function pageWith(body: string, width = 390): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 700 } });
  await page.setContent(`<!doctype html><html lang="en"><head>${BASE}</head><body>${body}</body></html>`);
  return page;
}

const CLEAN = `<header><a class="target" href="/">Home</a></header>
  <main><h1>A clean page</h1><p>Some text, and <a href="/more" style="padding: 4px 0">a link</a> in it.</p>
  <form><label>Name <input style="height: 48px"></label><button class="target">Send</button></form></main>`;

describe('layout checks', () => {
  it('find nothing on a clean page', async () => {
    const page = await pageWith(CLEAN);
    expect(await layoutProblems(page)).toEqual([]);
    await page.close();
  });

  it('find a page that scrolls sideways, and content cut off at the edge when the page does not scroll', async () => {
    const page = await pageWith(`${CLEAN}<div style="width: 500px">Too wide</div>`);
    const problems = await layoutProblems(page);
    expect(problems).toContainEqual(expect.stringContaining('page scrolls sideways: 500 px wide in a 390 px viewport'));
    expect(problems).toContainEqual(expect.stringMatching(/^div "Too wide" sticks out .* 110 px past the right edge/));
    // Cut off by a section that contains its paint (as content-visibility does): no sideways scroll, text lost.
    await page.evaluate(() => {
      const section = document.createElement('section');
      section.style.contain = 'paint';
      section.append(document.querySelector('body > div')!);
      document.body.append(section);
    });
    expect(await layoutProblems(page)).toEqual([expect.stringMatching(/^div "Too wide" sticks out/)]);
    await page.close();
  });

  it('find text over text', async () => {
    const page = await pageWith(
      `${CLEAN}<div style="position: relative"><h2>How it works</h2><p style="position: absolute; top: 10px; margin: 0">Lies over the heading</p></div>`,
    );
    expect(await layoutProblems(page)).toEqual([
      expect.stringMatching(/^text overlaps text: h2 "How it works" .* and p "Lies over the heading"/),
    ]);
    await page.close();
  });

  it('find controls too small for a phone, links in running text under 24 px, and none on a desktop at 24 px', async () => {
    const small = `<button style="width: 100px; height: 30px">Small</button><p>A sentence to read, with <a href="/x">this link</a> inside it.</p>`;
    const phone = await pageWith(`${CLEAN}${small}`);
    expect(await layoutProblems(phone)).toEqual([
      expect.stringMatching(/^button "Small" is 100 × 30 px, under the 44 × 44 px of a control on a phone/),
      expect.stringMatching(/^a "this link" is \d+ × \d+ px, under the 24 × 24 px of a link in running text/),
    ]);
    await phone.close();
    const desktop = await pageWith(`${CLEAN}<button style="width: 100px; height: 30px">Small</button>`, 1280);
    expect(await layoutProblems(desktop)).toEqual([]);
    await desktop.close();
  });

  it('find a control wider than its card, and a squashed radio', async () => {
    const page = await pageWith(
      `${CLEAN}<div style="width: 100px; background: #eee"><select style="width: 200px; height: 48px"><option>A long option</option></select></div>
      <label style="display: flex; min-height: 48px"><input type="radio" name="r" style="width: 8px; height: 18px; margin: 0"> Squashed</label>`,
    );
    expect(await layoutProblems(page)).toEqual([
      expect.stringMatching(/^select "A long option" .* is not inside its container div/),
      expect.stringMatching(/^label "Squashed": its radio is squashed to 8 × 18 px/),
    ]);
    await page.close();
  });

  it("find a form's action that a heading covers", async () => {
    const page = await pageWith(
      `<main><form style="position: relative"><button class="target">Next</button>
      <h2 style="position: absolute; top: 0; left: 0; margin: 0; width: 300px; height: 60px">What happens next</h2></form></main>`,
    );
    expect(await layoutProblems(page)).toContainEqual(
      expect.stringMatching(
        /^primary action button\.target "Next" cannot be pressed: at its centre .* is h2 "What happens next"/,
      ),
    );
    await page.close();
  });

  it('find what is not whole in the first view: below the fold, under the header, covered or missing', async () => {
    const page = await pageWith(
      `${CLEAN}<div style="height: 700px"></div><button id="low" class="target">Low</button>
      <div id="under" style="position: fixed; top: 0; height: 20px; width: 50px"></div>
      <button id="covered" class="target" style="position: fixed; top: 300px">Covered</button>
      <div style="position: fixed; top: 290px; height: 80px; width: 100%; background: #eee"></div>`,
    );
    expect(await outsideFirstView(page, ['h1', 'form button'])).toEqual([]);
    expect(await outsideFirstView(page, ['#low', '#under', '#covered', '#nothing'])).toEqual([
      expect.stringMatching(/^#low \(y \d{3,4}–\d+, .*\) is not in the first view \(y \d+–700 under the header\)$/),
      expect.stringMatching(/^#under .* is not in the first view/),
      expect.stringMatching(/^#covered .* is covered at its centre by div$/),
      '#nothing: not on the page',
    ]);
    await page.close();
  });

  it('find a toast over the header', async () => {
    const page = await pageWith(
      `${CLEAN}<section data-sonner-toaster style="position: fixed; top: 0; left: 0; right: 0; height: 60px; background: #fff">Ready</section>`,
    );
    expect(await coveredControls(page)).toEqual([
      expect.stringMatching(/^a\.target "Home" is covered: at its centre \(\d+, \d+\) is section "Ready" \(a toast\)$/),
      expect.stringMatching(/^the header is covered from x 4 to 38\d by section "Ready" \(a toast\)$/),
    ]);
    await page.close();
  });

  it('measure the layout shift of content pushed down while the page is read, and the page growing', async () => {
    const page = await pageWith(`${CLEAN}${'<p>Paragraph</p>'.repeat(60)}`);
    expect(clsProblems(await scrollAndMeasureShifts(page))).toEqual([]);
    await page.evaluate(() => {
      // Each paragraph grows as the reader reaches it, pushing the rest down.
      const observer = new IntersectionObserver((entries) => {
        for (const entry of entries)
          if (entry.isIntersecting) (entry.target as HTMLElement).style.paddingBottom = '120px';
      });
      for (const paragraph of document.querySelectorAll('p')) observer.observe(paragraph);
    });
    const report = await scrollAndMeasureShifts(page);
    expect(report.cls).toBeGreaterThan(0.05);
    expect(clsProblems(report)).toEqual([
      expect.stringMatching(/^CLS over a full scroll is \d\.\d{3} \(> 0\.05\): /),
      expect.stringMatching(/^page height changed while scrolling: \d+ → \d+ px$/),
    ]);
    await page.close();
  });

  it('load a document Chromium stopped drawing once again and measure it anew; name a page that never draws', async () => {
    // A view transition whose update never ends keeps a document from rendering (for up to 4 s,
    // Chromium's limit): past the 0.5 s wait, as a document Chromium stopped drawing looks.
    const page = await browser.newPage({ viewport: { width: 390, height: 700 } });
    let stalls = 1;
    await page.route('http://checks.test/**', (route) =>
      new URL(route.request().url()).pathname === '/'
        ? route.fulfill({
            contentType: 'text/html',
            body: `<!doctype html><html lang="en"><head>${BASE}</head><body><main style="height: 2000px">Tall</main>
              <script>addEventListener('load', () => ${stalls-- > 0} && document.startViewTransition(() => new Promise(() => {})));</script></body></html>`,
          })
        : route.fulfill({ status: 404 }),
    );
    await page.goto('http://checks.test/', { waitUntil: 'load' });
    const report = await scrollAndMeasureShifts(page, 500);
    expect({ reloads: report.reloads, problems: clsProblems(report) }).toEqual({ reloads: 1, problems: [] });
    // Every load stalls: the second one fails, naming the wait.
    stalls = 2;
    await page.goto('http://checks.test/', { waitUntil: 'load' });
    await expect(scrollAndMeasureShifts(page, 500)).rejects.toThrow(
      /the page rendered no frame in 0\.5 s \(visible\) \(scroll step 0, at y \d+\)/,
    );
    await page.close();
  });

  it('end animations at their last frame, and name a wait that does not end: an image, the web fonts, an animation', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 700 } });
    // A server that answers the page, and neither its image nor its font until told.
    const unanswered: Route[] = [];
    await page.route('http://checks.test/**', (route) => {
      if (new URL(route.request().url()).pathname === '/')
        return route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><head>${BASE}<style>
            @font-face { font-family: Never; src: url(/never.woff2) format('woff2'); }
            @keyframes turn { to { transform: rotate(1turn); } }
            .slow { animation: turn 3600s linear; font-family: Never; }
          </style></head><body><main><img src="/never.png" width="200" height="100" alt="">
          <p class="slow">Text in a face that never loads</p></main></body></html>`,
        });
      unanswered.push(route);
    });
    await page.goto('http://checks.test/', { waitUntil: 'domcontentloaded' });
    await expect(scrollAndMeasureShifts(page, 500)).rejects.toThrow(
      /image \/never\.png \(auto, y \d+–\d+, x \d+–\d+\) neither loaded nor failed in 0\.5 s \(scroll step 0, at y 0\)/,
    );
    await expect(settle(page, 500)).rejects.toThrow(/web fonts not ready in 0\.5 s: Never normal normal/);
    // The font's request fails at last: the fonts are ready, and the hour-long animation is ended.
    await Promise.all(unanswered.map((route) => route.abort()));
    await settle(page, 500);
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    // One that cannot end (it does not advance) is named.
    await page.evaluate(() => {
      const animation = document.querySelector('.slow')!.animate({ opacity: [1, 0.5] }, 1000);
      animation.id = 'stopped';
      animation.playbackRate = 0;
    });
    await expect(settle(page, 500)).rejects.toThrow(
      /animations not finished in 0\.5 s: animation stopped on p\.slow \(running, at 0 of 1000 ms\)/,
    );
    await page.close();
  });
});
