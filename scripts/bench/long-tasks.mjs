// `npm run bench:long-tasks`: the tasks over 50 ms a page's load leaves on the main thread, as
// Chromium itself reports them (`longtask` entries, and long animation frames for the script each
// came from), with the CPU slowed four times as Lighthouse's mobile preset simulates it
// (README "Performance", docs/decisions/033-no-long-task-after-hydration.md). Lighthouse estimates
// its Total Blocking Time from a trace and moves threefold between runs on a shared machine; this
// counts the real tasks of real loads, so it shows which task is long and why.
//
// For each page (LONG_TASKS_PAGES, else the six of bench:lighthouse) LONG_TASKS_RUNS loads
// (default 5), each in a fresh browser context on a phone-sized viewport, watched for 5 s after
// the load event (hydration, the idle work, the route manifest after 1 s). Per page: every run's
// blocking time (each task's time over 50 ms, summed) and its long tasks with their scripts, then
// the median. LONG_TASKS_BASELINE=<another checkout> (built) measures that checkout's site too, on
// the same Directus, page and baseline in turns. Fresh SQLite, content cache warm.
import { chromium } from 'playwright-core';
import { buildAll } from '../lib/build.mjs';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/debian-package.mjs';
import { startSiteFor } from '../lib/stack.mjs';
import { startTestStack } from '../lib/test-stack.mjs';
import { baselineEnv, startBaselineSite } from './lib/baseline.mjs';
import { MEASURED_PAGES, median, shortUrl } from './lib/lighthouse-figures.mjs';
import { describeRun, printTable } from './lib/measure.mjs';

const PAGES = process.env.LONG_TASKS_PAGES
  ? process.env.LONG_TASKS_PAGES.split(',')
      .map((page) => page.trim())
      .filter(Boolean)
  : MEASURED_PAGES;
const RUNS = Math.max(1, Number.parseInt(process.env.LONG_TASKS_RUNS ?? '5', 10) || 5);
const BASELINE = process.env.LONG_TASKS_BASELINE || null;
/** Lighthouse's mobile preset slows the CPU four times. */
const CPU_SLOWDOWN = 4;
/** How long a load is watched after its load event. */
const WATCH_MS = 5000;
/** A task over this blocks input (the definition behind Total Blocking Time). */
const LONG_MS = 50;

/**
 * One long task, with the scripts Chromium attributes to the frame it fell in.
 * @typedef {{ start: number, duration: number, scripts: string[] }} LongTask
 * @typedef {{ blockingMs: number, tasks: LongTask[] }} Load
 */

/** Collects long tasks and long animation frames from the start of the document. */
function observeLongWork() {
  // Browser entry types below, which Node's own PerformanceObserver types do not list.
  const found = {
    tasks: /** @type {{ start: number, duration: number }[]} */ ([]),
    frames: /** @type {unknown[]} */ ([]),
  };
  Object.defineProperty(globalThis, '__longWork', { value: found });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) found.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe(/** @type {any} */ ({ type: 'longtask', buffered: true }));
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) found.frames.push(entry.toJSON());
  }).observe(/** @type {any} */ ({ type: 'long-animation-frame', buffered: true }));
}

/**
 * Loads `url` once with the CPU slowed and returns its long tasks.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @returns {Promise<Load>}
 */
async function load(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(observeLongWork);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(WATCH_MS);
    const { tasks, frames } = await page.evaluate(
      () =>
        /** @type {{ tasks: { start: number, duration: number }[], frames: any[] }} */ (
          /** @type {any} */ (globalThis).__longWork
        ),
    );
    const origin = new URL(url).origin;
    return {
      blockingMs: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - LONG_MS), 0),
      tasks: tasks.map((task) => ({
        ...task,
        scripts: frames
          .filter(
            (frame) => frame.startTime <= task.start + task.duration && frame.startTime + frame.duration >= task.start,
          )
          .flatMap((frame) => frame.scripts)
          .filter((script) => script.duration >= 10)
          .map(
            (script) =>
              `${Math.round(script.duration)} ms ${script.invokerType} ${
                script.sourceURL ? shortUrl(script.sourceURL, origin) : script.invoker || 'inline'
              }`,
          ),
      })),
    };
  } finally {
    await context.close();
  }
}

/** @param {number} value */
const ms = (value) => Math.round(value).toLocaleString('en-US');

/**
 * @param {string} label
 * @param {Load[]} loads
 */
function printLoads(label, loads) {
  console.log(`  ${label}: blocking ${loads.map((run) => ms(run.blockingMs)).join(' · ')} ms`);
  loads.forEach((run, index) => {
    for (const task of run.tasks) {
      const scripts = task.scripts.length ? task.scripts.join('; ') : 'no script: parsing, style, layout';
      console.log(`    run ${index + 1}: ${ms(task.duration)} ms at ${ms(task.start)} ms — ${scripts}`);
    }
  });
}

if (process.env.BENCH_SKIP_BUILD !== '1') await buildAll({ log: () => {} });
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  args: CHROMIUM_ARGS,
});
/** @type {{ stop: () => Promise<unknown> }[]} */
const running = [{ stop: () => browser.close() }];
let stack;
try {
  const startedAt = Date.now();
  console.log(`${describeRun('npm run bench:long-tasks')} · Chromium ${browser.version()}`);
  console.log('› Starting Directus and the web server on a fresh sqlite database');
  stack = await startTestStack('sqlite', { web: false });
  const siteEnv = { CONTENT_CACHE_TTL_SECONDS: '3600' };
  const site = { directusUrl: stack.directusUrl, websiteToken: stack.cmsEnv.WEBSITE_API_TOKEN };
  const web = await startSiteFor(site, siteEnv);
  running.push(web);
  const baseline = BASELINE
    ? await startBaselineSite(BASELINE, baselineEnv(stack, siteEnv), 'LONG_TASKS_BASELINE')
    : null;
  if (baseline) {
    running.push(baseline);
    console.log(`› Baseline: the built site of ${BASELINE} at ${baseline.url}`);
  }
  console.log(`› CPU slowed ${CPU_SLOWDOWN}×, ${RUNS} loads per page${baseline ? ' and per baseline, in turns' : ''}`);

  const rows = [];
  for (const pagePath of PAGES) {
    // Fills the content caches, so that no load pays for Directus.
    for (const origin of [web.url, baseline?.url].filter(Boolean))
      await (await fetch(`${origin}${pagePath}`)).arrayBuffer();
    /** @type {Load[]} */
    const own = [];
    /** @type {Load[]} */
    const before = [];
    for (let run = 0; run < RUNS; run++) {
      own.push(await load(browser, `${web.url}${pagePath}`));
      if (baseline) before.push(await load(browser, `${baseline.url}${pagePath}`));
    }
    console.log(`\n### ${pagePath}\n`);
    if (baseline) printLoads('baseline', before);
    printLoads('page', own);
    const longest = (/** @type {Load[]} */ loads) =>
      median(loads.map((run) => Math.max(0, ...run.tasks.map((task) => task.duration))));
    rows.push({
      Page: `\`${pagePath}\``,
      ...(baseline ? { 'baseline blocking ms': ms(median(before.map((run) => run.blockingMs)) ?? 0) } : {}),
      'blocking ms': ms(median(own.map((run) => run.blockingMs)) ?? 0),
      ...(baseline ? { 'baseline longest task ms': ms(longest(before) ?? 0) } : {}),
      'longest task ms': ms(longest(own) ?? 0),
      'long tasks per load': own.map((run) => run.tasks.length).join(' '),
    });
  }
  console.log(`\n### Medians of ${RUNS} loads (CPU slowed ${CPU_SLOWDOWN}×)\n`);
  printTable(rows);
  console.log(`\n› Done in ${Math.round((Date.now() - startedAt) / 1000)} s`);
} finally {
  for (const server of running.reverse()) await server.stop();
  await stack?.stop();
}
