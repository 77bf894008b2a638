// `npm run bench:pages`: three pages of the built site against a static file server answering
// the same HTML bytes (README "Performance"). Rows: the web server as configured by default (its
// page cache: "SSR, own cache"), the same behind nginx with the project's proxy configuration
// ("through nginx"), rendering every view from the content copy (PAGE_CACHE_MB=0: "SSR,
// render"), and with no copy at all (CONTENT_CACHE_TTL_SECONDS=0: "SSR, cold", every view reads
// Directus). The Spanish service page is measured beside the English one in the same run
// (docs/decisions/036-languages.md: a visitor's language costs nothing on the read path), and
// again in turns, each beside static measured right before it (BENCH_LANGUAGE_TURNS, default 3):
// the medians of their ratios to static are compared. The search page with a query is measured too
// ("SSR, render" answers it from the site search's index at every view, the other rows from their
// caches), and the header box's answer to the same query (/search.json): kept by the index, and
// searched at every request by "SSR, render", as a query nobody asked before is; both are then
// measured in turns beside the cached search page (docs/decisions/043-site-search.md). Fresh
// SQLite by default; BENCH_DB=postgres for PostgreSQL.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { buildAll } from '../lib/build.mjs';
import { startCachingProxy } from '../lib/nginx.mjs';
import { freePort, startSiteFor } from '../lib/stack.mjs';
import { startTestStack } from '../lib/test-stack.mjs';
import { DURATION_S, describeRun, measure, printTable, ratio, warmUp } from './lib/measure.mjs';

const kind = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'sqlite';
const ENGLISH_SERVICE = '/creative-services/web';
const SPANISH_SERVICE = '/es/creative-services/diseno-web';
// An article of Ideas with every kind of block (docs/decisions/042-articles.md).
const ARTICLE = '/creative-design-ideas/what-a-rebrand-really-costs';
const SEARCH = '/search?q=brand';
const SEARCH_ANSWER = '/search.json?q=brand';
const PAGES = [
  '/',
  ENGLISH_SERVICE,
  SPANISH_SERVICE,
  '/creative-design-portfolio/meridian-patient-portal',
  ARTICLE,
  SEARCH,
  SEARCH_ANSWER,
];
const CONNECTIONS = 10;
/** Turns of the Spanish-against-English comparison (BENCH_LANGUAGE_TURNS). */
const LANGUAGE_TURNS = Number(process.env.BENCH_LANGUAGE_TURNS ?? 3);
/** @param {number[]} values */
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
// Crawlers get bare status pages (README "The site"): measure what people get.
const BROWSER = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml',
};

/** @typedef {{ contentType: string, body: Buffer }} Page */

/**
 * Serves each page's HTML as fetched once, from memory: the floor any Node server can reach.
 * @param {Map<string, Page>} pages
 */
async function startStaticServer(pages) {
  const server = createServer((request, response) => {
    const page = pages.get(request.url ?? '');
    if (!page) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': page.contentType, 'content-length': page.body.length });
    response.end(page.body);
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    url: `http://127.0.0.1:${port}`,
    /** @returns {Promise<void>} */
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

await buildAll({ log: () => {} });
console.log(`› Starting Directus and the web server on a fresh ${kind} database`);
const stack = await startTestStack(kind, { web: false });
/** @type {{ stop: () => Promise<unknown> }[]} */
const running = [];
try {
  const site = { directusUrl: stack.directusUrl, websiteToken: stack.cmsEnv.WEBSITE_API_TOKEN };
  // The load comes from one address: no per-client limit on the measured servers.
  const unlimited = { SITE_RATE_LIMIT: '0' };
  const ownCache = await startSiteFor(site, unlimited);
  running.push(ownCache);
  const render = await startSiteFor(site, { ...unlimited, PAGE_CACHE_MB: '0' });
  running.push(render);
  const cold = await startSiteFor(site, { ...unlimited, CONTENT_CACHE_TTL_SECONDS: '0' });
  running.push(cold);
  const nginx = await startCachingProxy({ upstream: new URL(ownCache.url).host });
  running.push(nginx);

  /** @type {Map<string, Page>} */
  const pages = new Map();
  for (const path of PAGES) {
    const response = await fetch(`${ownCache.url}${path}`, { headers: BROWSER });
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    pages.set(path, {
      contentType: response.headers.get('content-type') ?? 'text/html',
      body: Buffer.from(await response.arrayBuffer()),
    });
  }
  // What a first visit to / costs before any script: its HTML and its stylesheet, gzip level 6.
  const home = pages.get('/')?.body ?? Buffer.alloc(0);
  const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(home.toString())?.[1];
  const css = stylesheet
    ? Buffer.from(await (await fetch(`${ownCache.url}${stylesheet}`)).arrayBuffer())
    : Buffer.alloc(0);
  const gzipKb = (/** @type {Buffer} */ bytes) => gzipSync(bytes, { level: 6 }).length / 1024;
  const firstPaintBytes = `HTML + CSS of /: ${(gzipKb(home) + gzipKb(css)).toFixed(1)} KB gzip (HTML ${gzipKb(home).toFixed(1)}, CSS ${gzipKb(css).toFixed(1)})`;
  const staticServer = await startStaticServer(pages);
  running.push(staticServer);

  console.log(`› Warming up, then ${DURATION_S} s per run, ${CONNECTIONS} connections`);
  /** @type {[string, string][]} */
  const servers = [
    ['static', staticServer.url],
    ['SSR, own cache', ownCache.url],
    ['through nginx', nginx.url],
    ['SSR, render', render.url],
    ['SSR, cold', cold.url],
  ];
  for (const [, base] of servers) await warmUp({ url: `${base}/`, headers: BROWSER, connections: CONNECTIONS });

  /** @type {Record<string, unknown>[]} */
  const rows = [];
  /** Each page's req/s relative to static, per server. @type {Map<string, Map<string, number>>} */
  const toStatic = new Map();
  for (const path of PAGES) {
    /** @type {Map<string, import('./lib/measure.mjs').Figures>} */
    const figures = new Map();
    for (const [name, base] of servers) {
      figures.set(name, await measure({ url: `${base}${path}`, headers: BROWSER, connections: CONNECTIONS }));
    }
    const floor = figures.get('static')?.requestsPerSecond ?? 0;
    toStatic.set(
      path,
      new Map([...figures].map(([name, result]) => [name, floor > 0 ? result.requestsPerSecond / floor : 0])),
    );
    for (const [name, result] of figures) {
      rows.push({
        page: path,
        server: name,
        KB: ((pages.get(path)?.body.length ?? 0) / 1024).toFixed(1),
        'req/s': result.requestsPerSecond.toFixed(1),
        'p50 ms': result.p50,
        'p99 ms': result.p99,
        errors: result.errors,
        'vs static': name === 'static' ? '1' : ratio(result.requestsPerSecond, floor),
      });
    }
  }
  console.log();
  printTable(rows);
  console.log(`\n${firstPaintBytes}`);
  // The two languages again, in turns: per server and turn the English page, then the Spanish one,
  // each beside static measured right before it, so that a drift of the machine over the run (a
  // warmer JIT, another process) weighs on both alike. Medians of the turns.
  console.log(
    `\nSpanish beside English (${SPANISH_SERVICE} vs ${ENGLISH_SERVICE}, ratio to static; median of ${LANGUAGE_TURNS} turns in which each is measured beside static):`,
  );
  for (const [name, base] of servers.slice(1)) {
    /** @type {{ en: number[], es: number[] }} */
    const turns = { en: [], es: [] };
    /** Requests per second served, as measured. @type {{ en: number[], es: number[] }} */
    const served = { en: [], es: [] };
    for (let turn = 0; turn < LANGUAGE_TURNS; turn++) {
      for (const [language, path] of /** @type {const} */ ([
        ['en', ENGLISH_SERVICE],
        ['es', SPANISH_SERVICE],
      ])) {
        const floor = await measure({ url: `${staticServer.url}${path}`, headers: BROWSER, connections: CONNECTIONS });
        const result = await measure({ url: `${base}${path}`, headers: BROWSER, connections: CONNECTIONS });
        served[language].push(result.requestsPerSecond);
        turns[language].push(floor.requestsPerSecond > 0 ? result.requestsPerSecond / floor.requestsPerSecond : 0);
      }
    }
    const english = median(turns.en);
    const spanish = median(turns.es);
    const percent = (/** @type {number} */ to, /** @type {number} */ from) => {
      const difference = from > 0 ? ((to - from) / from) * 100 : 0;
      return `${difference >= 0 ? '+' : ''}${difference.toFixed(1)} %`;
    };
    const list = (/** @type {number[]} */ values) => values.map((value) => value.toPrecision(2)).join(' ');
    // Beside the ratios, the requests per second themselves: the larger page's static floor is lower.
    const [enServed, esServed] = [median(served.en), median(served.es)];
    console.log(
      `  ${name.padEnd(15)} en ${english.toPrecision(2)} (${list(turns.en)}) · es ${spanish.toPrecision(2)} (${list(turns.es)}) · ${percent(spanish, english)}; req/s en ${enServed.toFixed(1)} · es ${esServed.toFixed(1)} · ${percent(esServed, enServed)}`,
    );
  }
  const ofStatic = (/** @type {string} */ path, /** @type {string} */ name) =>
    (toStatic.get(path)?.get(name) ?? 0).toPrecision(2);
  console.log(
    `\nThe search page (${SEARCH}) and the header box's answer (${SEARCH_ANSWER}; "SSR, render": from the index at every request), ratio to static, beside the English service page:`,
  );
  for (const name of ['SSR, own cache', 'through nginx', 'SSR, render'])
    console.log(
      `  ${name.padEnd(15)} search ${ofStatic(SEARCH, name)} · box ${ofStatic(SEARCH_ANSWER, name)} · service ${ofStatic(ENGLISH_SERVICE, name)}`,
    );
  // A query against a cached page view, in turns as above: the cached search page, the box's
  // answer to a query asked before (kept by the index) and to a new one (PAGE_CACHE_MB=0 keeps no
  // answer: every request searches the index, as a query nobody asked before does).
  /** @type {Record<'page' | 'kept' | 'new', number[]>} */
  const query = { page: [], kept: [], new: [] };
  for (let turn = 0; turn < LANGUAGE_TURNS; turn++) {
    for (const [key, url] of /** @type {const} */ ([
      ['page', `${ownCache.url}${SEARCH}`],
      ['kept', `${ownCache.url}${SEARCH_ANSWER}`],
      ['new', `${render.url}${SEARCH_ANSWER}`],
    ])) {
      query[key].push((await measure({ url, headers: BROWSER, connections: CONNECTIONS })).requestsPerSecond);
    }
  }
  const [page, kept, fresh] = [median(query.page), median(query.kept), median(query.new)];
  console.log(
    `\nA query against a cached page view (req/s, median of ${LANGUAGE_TURNS} turns): cached ${SEARCH} ${page.toFixed(0)} · ${SEARCH_ANSWER} asked before ${kept.toFixed(0)} (${ratio(kept, page)}) · new ${fresh.toFixed(0)} (${ratio(fresh, page)})`,
  );
  console.log(`\n${describeRun(`${kind === 'postgres' ? 'BENCH_DB=postgres ' : ''}npm run bench:pages`)}`);
} finally {
  for (const server of running.reverse()) await server.stop();
  await stack.stop();
}
