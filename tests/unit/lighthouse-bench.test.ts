import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Result } from 'lighthouse';
import { afterEach, describe, expect, it } from 'vitest';
import { startFloorServer, stripScripts } from '../../scripts/bench/lib/floor.mjs';
import { mainThreadBreakdown, median, range, shortUrl } from '../../scripts/bench/lib/lighthouse-figures.mjs';

// The pure parts of `npm run bench:lighthouse` (README "Performance"): the page's floor (its HTML
// without scripts) and the figures taken from Lighthouse reports.

describe('stripScripts', () => {
  it('removes inline and external scripts with their content, and script preloads', () => {
    const html =
      '<!DOCTYPE html><html><head><meta charset="utf-8"><link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
      '<link rel="preload" as="script" href="/assets/a.js"><link rel="stylesheet" href="/assets/root.css">' +
      '<script>window.__ctx = {"a":"</div>","b":1 < 2};</script></head>' +
      '<body><main><h1>Design</h1></main>' +
      '<script type="module">import "/assets/b.js"; if (a < b) run();</script>' +
      '<SCRIPT src="/assets/c.js" async></SCRIPT></body></html>';
    expect(stripScripts(html)).toBe(
      '<!DOCTYPE html><html><head><meta charset="utf-8">' +
        '<link rel="stylesheet" href="/assets/root.css">' +
        '</head><body><main><h1>Design</h1></main></body></html>',
    );
  });

  it('keeps markup that only mentions scripts', () => {
    const html =
      '<p>Write &lt;script&gt; in a form and nothing runs</p><link rel="preload" as="font" href="/f.woff2"><noscript>No JS</noscript>';
    expect(stripScripts(html)).toBe(html);
  });

  it('removes an unterminated script to the end of the document', () => {
    expect(stripScripts('<p>a</p><script>let b = 1;')).toBe('<p>a</p>');
  });
});

describe('the floor server', () => {
  const stops: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  });

  it('answers the page without scripts with the site’s headers, compressed, and passes everything else through', async () => {
    const site = createServer((request, response) => {
      if (request.url === '/') {
        response.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-cache',
          etag: '"abc"',
        });
        response.end('<html><head><script src="/x.js"></script></head><body>Home</body></html>');
      } else {
        response.writeHead(200, { 'content-type': 'text/css', 'cache-control': 'max-age=31536000, immutable' });
        response.end(`/* ${request.url} */`);
      }
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    stops.push(() => new Promise((resolve) => site.close(resolve)));
    const { port } = site.address() as AddressInfo;
    const floor = await startFloorServer(`http://127.0.0.1:${port}`);
    stops.push(floor.stop);

    const sizes = await floor.addPage('/');
    expect(sizes.floorBytes).toBeLessThan(sizes.bytes);
    const page = await fetch(`${floor.url}/`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('etag')).toBeNull();
    expect(await page.text()).toBe('<html><head></head><body>Home</body></html>');
    const gzipped = await fetch(`${floor.url}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');

    const asset = await fetch(`${floor.url}/assets/root.css`);
    expect(asset.headers.get('cache-control')).toBe('max-age=31536000, immutable');
    expect(await asset.text()).toBe('/* /assets/root.css */');
  });
});

describe('median and range', () => {
  it('takes the middle value, the mean of the two middle ones for an even count, and leaves out nulls', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([40, 10, null, 30, 20])).toBe(25);
    expect(median([null, undefined])).toBeNull();
    expect(range([5, null, 2, 9])).toEqual({ min: 2, max: 9 });
    expect(range([])).toBeNull();
  });
});

describe('mainThreadBreakdown', () => {
  const table = (items: Record<string, unknown>[]) => ({ details: { type: 'table', headings: [], items } });
  const lhr = {
    finalDisplayedUrl: 'http://127.0.0.1:4000/',
    audits: {
      'mainthread-work-breakdown': {
        numericValue: 5300,
        ...table([
          { group: 'styleLayout', groupLabel: 'Style & Layout', duration: 400 },
          { group: 'other', groupLabel: 'Other', duration: 3370 },
          { group: 'scriptEvaluation', groupLabel: 'Script Evaluation', duration: 1530 },
        ]),
      },
      'bootup-time': table([
        { url: 'http://127.0.0.1:4000/', total: 900, scripting: 300, scriptParseCompile: 5 },
        { url: 'http://127.0.0.1:4000/assets/entry.client-1.js', total: 1180, scripting: 1100, scriptParseCompile: 60 },
        { url: 'https://cdn.example/lib.js?v=1', total: 60, scripting: 50, scriptParseCompile: 2 },
        { url: 'Unattributable', total: 700, scripting: 20, scriptParseCompile: 0 },
      ]),
      'long-tasks': table([
        { url: 'http://127.0.0.1:4000/assets/entry.client-1.js', duration: 292, startTime: 2100 },
        { url: 'Unattributable', duration: 533, startTime: 1500 },
      ]),
    },
  } as unknown as Result;

  it('sorts kinds of work, scripts and long tasks, the most expensive first, with short URLs', () => {
    const breakdown = mainThreadBreakdown(lhr, { top: 3 });
    expect(breakdown.totalMs).toBe(5300);
    expect(breakdown.kinds.map((kind) => kind.kind)).toEqual(['Other', 'Script Evaluation', 'Style & Layout']);
    expect(breakdown.scripts).toEqual([
      { url: '/assets/entry.client-1.js', ms: 1180, evaluationMs: 1100, parseMs: 60 },
      { url: '/', ms: 900, evaluationMs: 300, parseMs: 5 },
      { url: 'Unattributable', ms: 700, evaluationMs: 20, parseMs: 0 },
    ]);
    expect(breakdown.longTaskCount).toBe(2);
    expect(breakdown.longTasks.map((task) => [task.url, task.ms])).toEqual([
      ['Unattributable', 533],
      ['/assets/entry.client-1.js', 292],
    ]);
  });

  it('shortens URLs of other origins to host and path', () => {
    expect(shortUrl('https://cdn.example/lib.js?v=1', 'http://127.0.0.1:4000')).toBe('cdn.example/lib.js');
  });
});
