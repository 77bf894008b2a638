// `npm run bench:lighthouse`: Lighthouse (default config: mobile emulation, simulated
// throttling) on eight pages of the built site (the fifth built from blocks by an editor, the sixth
// the request form's own page, the last two the Ideas index and an article), each beside its floor: the same HTML with its scripts removed,
// served from a server of the benchmark's own (scripts/bench/lib/floor.mjs) and measured in the
// same run, page and floor in turns so that both see the same machine load. It prints per page
// the median of LIGHTHOUSE_RUNS runs (default 3) of the scores, the three Core Web Vitals and
// their TBT difference, under each category below 100 the audits that failed; then Chromium's
// installability check of `/`, a table page against floor and the run's Lighthouse
// benchmarkIndex (this machine's speed as Lighthouse saw it). LIGHTHOUSE_BREAKDOWN=1 adds where
// the main thread went on load, for the page and its floor. Fresh SQLite, content cache warm.
// BENCH_SKIP_BUILD=1 uses frontend/build as it is. LIGHTHOUSE_PAGES=/,/form measures those pages
// only. LIGHTHOUSE_BASELINE=<another checkout, built> measures its pages too, in the same turns
// (page, baseline, floor), for a change against the code before it in one run.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildAll } from '../lib/build.mjs';
import {
  CATEGORIES,
  LIGHTHOUSE_VERSION,
  checkInstallability,
  launchChromium,
  runLighthouse,
  summarize,
} from '../lib/lighthouse.mjs';
import { FRONTEND_DIR, startSiteFor } from '../lib/stack.mjs';
import { startTestStack } from '../lib/test-stack.mjs';
import { baselineEnv, startBaselineSite } from './lib/baseline.mjs';
import { startFloorServer } from './lib/floor.mjs';
import { MEASURED_PAGES, mainThreadBreakdown, median, range } from './lib/lighthouse-figures.mjs';
import { describeRun, printTable } from './lib/measure.mjs';

const PAGES = process.env.LIGHTHOUSE_PAGES
  ? process.env.LIGHTHOUSE_PAGES.split(',')
      .map((page) => page.trim())
      .filter(Boolean)
  : MEASURED_PAGES;
const BASELINE = process.env.LIGHTHOUSE_BASELINE || null;
const RUNS = Math.max(1, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '3', 10) || 3);
const BREAKDOWN = process.env.LIGHTHOUSE_BREAKDOWN === '1';
/** @typedef {ReturnType<typeof summarize>} Summary */
/** @typedef {{ lhr: import('lighthouse').Result, summary: Summary }} Run */

/** @type {Record<string, string>} */
const CATEGORY_TITLES = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best Practices',
  seo: 'SEO',
};
// Display values such as a list of URLs can run long; the report has the rest.
const MAX_DISPLAY_CHARS = 70;

const startedAt = Date.now();
if (process.env.BENCH_SKIP_BUILD === '1') {
  if (!existsSync(path.join(FRONTEND_DIR, 'build/server/index.js'))) {
    console.error('✗ BENCH_SKIP_BUILD=1 but frontend/build is missing: run `npm run build` first');
    process.exit(1);
  }
} else {
  await buildAll({ log: () => {} });
}

/**
 * The run whose `pick` is the median (the higher middle one for an even count), among the runs
 * Lighthouse could score.
 * @param {Run[]} runs
 * @param {(summary: Summary) => number | null | undefined} pick
 */
function medianRun(runs, pick) {
  const scored = runs.filter((run) => typeof pick(run.summary) === 'number');
  const sorted = scored.sort((a, b) => (pick(a.summary) ?? 0) - (pick(b.summary) ?? 0));
  return sorted[Math.floor(sorted.length / 2)];
}

const truncate = (/** @type {string} */ text) =>
  text.length > MAX_DISPLAY_CHARS ? `${text.slice(0, MAX_DISPLAY_CHARS - 1)}…` : text;
const score = (/** @type {number | null | undefined} */ value) =>
  value === null || value === undefined ? '–' : String(Math.round(value));
const ms = (/** @type {number | null | undefined} */ value) =>
  value === null || value === undefined ? '–' : Math.round(value).toLocaleString('en-US');
const cls = (/** @type {number | null | undefined} */ value) =>
  value === null || value === undefined ? '–' : value.toFixed(3);

/**
 * The medians over the runs of one variant (the page or its floor), each figure on its own.
 * @param {Run[]} runs
 */
function medians(runs) {
  const summaries = runs.map((run) => run.summary);
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(summaries.map((summary) => summary.scores[id]))])),
    lcpMs: median(summaries.map((summary) => summary.lcpMs)),
    tbtMs: median(summaries.map((summary) => summary.tbtMs)),
    cls: median(summaries.map((summary) => summary.cls)),
  };
}

/**
 * One table row: the medians of a variant, and every run's performance and TBT.
 * @param {string} variant
 * @param {Run[]} runs
 */
function row(variant, runs) {
  const figures = medians(runs);
  return {
    '': variant,
    ...Object.fromEntries(CATEGORIES.map((id) => [CATEGORY_TITLES[id], score(figures.scores[id])])),
    'LCP ms': ms(figures.lcpMs),
    'TBT ms': ms(figures.tbtMs),
    CLS: cls(figures.cls),
    'runs (perf)': runs.map((run) => score(run.summary.scores.performance)).join(' '),
    'runs (TBT ms)': runs.map((run) => ms(run.summary.tbtMs)).join(' '),
  };
}

/**
 * Where the main thread went in one report, in a few lines.
 * @param {string} label
 * @param {Run | undefined} run
 */
function printBreakdown(label, run) {
  if (!run) return;
  const figures = mainThreadBreakdown(run.lhr);
  console.log(
    `\nMain thread on load, ${label} (its run with the median TBT, ${ms(run.summary.tbtMs)} ms): ${ms(figures.totalMs)} ms`,
  );
  console.log(`  ${figures.kinds.map((kind) => `${kind.kind} ${ms(kind.ms)}`).join(' · ')}`);
  if (figures.scripts.length) {
    console.log('  Per script (ms: total, of which evaluation and parse/compile):');
    for (const script of figures.scripts) {
      console.log(
        `    ${ms(script.ms).padStart(6)} (${ms(script.evaluationMs)}, ${ms(script.parseMs)})  ${truncate(script.url)}`,
      );
    }
  }
  console.log(
    `  Long tasks: ${figures.longTaskCount}${figures.longTaskCount ? `, the longest: ${figures.longTasks.map((task) => `${ms(task.ms)} ms at ${ms(task.startMs)} ms (${truncate(task.url)})`).join(' · ')}` : ''}`,
  );
}

/**
 * @param {string} pagePath
 * @param {Run[]} pageRuns
 * @param {Run[]} floorRuns
 * @param {Run[]} baselineRuns
 */
function printPage(pagePath, pageRuns, floorRuns, baselineRuns) {
  console.log(`\n### ${pagePath}${RUNS > 1 ? ` (median of ${RUNS} runs, page and floor in turns)` : ''}\n`);
  for (const [label, runs] of /** @type {const} */ ([
    ['page', pageRuns],
    ['baseline', baselineRuns],
    ['floor', floorRuns],
  ])) {
    runs.forEach((run, index) => {
      if (run.summary.runtimeError) {
        console.log(`  ✗ ${label} run ${index + 1} could not be scored: ${run.summary.runtimeError}`);
      }
    });
  }
  const scoredPage = pageRuns.filter((run) => !run.summary.runtimeError);
  const scoredFloor = floorRuns.filter((run) => !run.summary.runtimeError);
  const scoredBaseline = baselineRuns.filter((run) => !run.summary.runtimeError);
  if (!scoredPage.length) return;
  printTable([
    row('page', scoredPage),
    ...(scoredBaseline.length ? [row('baseline', scoredBaseline)] : []),
    ...(scoredFloor.length ? [row('without scripts', scoredFloor)] : []),
  ]);
  const pageTbt = medians(scoredPage).tbtMs;
  const floorTbt = medians(scoredFloor).tbtMs;
  if (pageTbt !== null && floorTbt !== null) {
    console.log(`\nTBT difference (page − floor, medians): ${ms(pageTbt - floorTbt)} ms`);
  }
  const byPerformance = medianRun(scoredPage, (summary) => summary.scores.performance);
  for (const id of CATEGORIES) {
    if (!byPerformance || byPerformance.summary.scores[id] === 100) continue;
    console.log(
      `\n${CATEGORY_TITLES[id]} ${score(byPerformance.summary.scores[id])} (run with the median performance), failing audits (weight in the score):`,
    );
    for (const audit of byPerformance.summary.failing[id] ?? []) {
      const value = audit.displayValue ? ` — ${truncate(audit.displayValue)}` : '';
      console.log(`  ✗ [${audit.weight}] ${audit.title}${value}`);
    }
  }
  for (const warning of byPerformance?.summary.warnings ?? []) console.log(`  ⚠ ${warning}`);
  if (BREAKDOWN) {
    printBreakdown(
      'page',
      medianRun(scoredPage, (summary) => summary.tbtMs),
    );
    if (scoredBaseline.length) {
      printBreakdown(
        'baseline',
        medianRun(scoredBaseline, (summary) => summary.tbtMs),
      );
    }
    printBreakdown(
      'floor',
      medianRun(scoredFloor, (summary) => summary.tbtMs),
    );
  }
}

/**
 * One Lighthouse run of `url`.
 * @param {string} url
 * @param {number} port
 * @returns {Promise<Run>}
 */
async function measure(url, port) {
  const lhr = await runLighthouse(url, { port });
  return { lhr, summary: summarize(lhr) };
}

/**
 * One Lighthouse run, taken again (at most twice) when Lighthouse could not score it: its trace of
 * the browser's first load sometimes lacks the navigation's start (NO_NAVSTART), and a median of
 * fewer runs than asked for would say less than it claims. What failed is still printed.
 * @param {string} url
 * @param {number} port
 */
async function measureScored(url, port) {
  for (let attempt = 1; ; attempt++) {
    const run = await measure(url, port);
    if (!run.summary.runtimeError || attempt === 3) return run;
    console.log(`  ↻ ${new URL(url).pathname}: a run could not be scored (${run.summary.runtimeError}); taken again`);
  }
}

const chromium = await launchChromium();
/** @type {{ stop: () => Promise<unknown> }[]} */
const running = [chromium];
let stack;
try {
  console.log(`${describeRun('npm run bench:lighthouse')} · ${chromium.version} · Lighthouse ${LIGHTHOUSE_VERSION}`);
  console.log('› Starting Directus and the web server on a fresh sqlite database');
  // Not the stack's web server, which keeps content for 1 s (tests edit it): Lighthouse should
  // see what a visitor sees most of the time, pages from the warm content cache.
  stack = await startTestStack('sqlite', { web: false });
  const siteEnv = { CONTENT_CACHE_TTL_SECONDS: '3600' };
  const web = await startSiteFor(
    { directusUrl: stack.directusUrl, websiteToken: stack.cmsEnv.WEBSITE_API_TOKEN },
    siteEnv,
  );
  running.push(web);
  const baseline = BASELINE ? await startBaselineSite(BASELINE, baselineEnv(stack, siteEnv)) : null;
  if (baseline) {
    running.push(baseline);
    console.log(`› Baseline: the built site of ${BASELINE} at ${baseline.url}`);
  }
  const floor = await startFloorServer(web.url);
  running.push(floor);

  console.log(
    `› Mobile preset (simulated throttling), ${RUNS} run${RUNS === 1 ? '' : 's'} per page and per floor, in turns`,
  );
  /** @type {{ page: string, pageRuns: Run[], floorRuns: Run[], baselineRuns: Run[] }[]} */
  const results = [];
  for (const pagePath of PAGES) {
    // Also fills the content cache, so that the first run does not pay for Directus.
    const { bytes, floorBytes } = await floor.addPage(pagePath);
    console.log(
      `› ${pagePath}: HTML ${(bytes / 1000).toFixed(1)} KB, without scripts ${(floorBytes / 1000).toFixed(1)} KB`,
    );
    /** @type {Run[]} */
    const pageRuns = [];
    /** @type {Run[]} */
    const floorRuns = [];
    /** @type {Run[]} */
    const baselineRuns = [];
    if (baseline) await fetch(`${baseline.url}${pagePath}`).then((response) => response.arrayBuffer());
    for (let run = 0; run < RUNS; run++) {
      pageRuns.push(await measureScored(`${web.url}${pagePath}`, chromium.port));
      if (baseline) baselineRuns.push(await measureScored(`${baseline.url}${pagePath}`, chromium.port));
      floorRuns.push(await measureScored(`${floor.url}${pagePath}`, chromium.port));
    }
    results.push({ page: pagePath, pageRuns, floorRuns, baselineRuns });
    printPage(pagePath, pageRuns, floorRuns, baselineRuns);
  }

  const installability = await checkInstallability(`${web.url}/`, { port: chromium.port });
  console.log('\n### Installability of /\n');
  console.log(installability.passed ? '  ✓ installable' : '  ✗ not installable:');
  for (const error of installability.errors) console.log(`    - ${error}`);

  console.log(`\n### Page and floor (median of ${RUNS} run${RUNS === 1 ? '' : 's'} each)\n`);
  printTable(
    results.map(({ page, pageRuns, floorRuns, baselineRuns }) => {
      const own = medians(pageRuns.filter((run) => !run.summary.runtimeError));
      const bare = medians(floorRuns.filter((run) => !run.summary.runtimeError));
      const before = baseline ? medians(baselineRuns.filter((run) => !run.summary.runtimeError)) : null;
      return {
        Page: `\`${page}\``,
        Performance: score(own.scores.performance),
        ...(before ? { 'baseline Perf.': score(before.scores.performance) } : {}),
        'floor Perf.': score(bare.scores.performance),
        'LCP ms': ms(own.lcpMs),
        'floor LCP': ms(bare.lcpMs),
        'TBT ms': ms(own.tbtMs),
        ...(before ? { 'baseline TBT': ms(before.tbtMs) } : {}),
        'floor TBT': ms(bare.tbtMs),
        'TBT − floor': own.tbtMs === null || bare.tbtMs === null ? '–' : ms(own.tbtMs - bare.tbtMs),
        CLS: cls(own.cls),
        'floor CLS': cls(bare.cls),
      };
    }),
  );
  // Lighthouse's own measure of the machine's speed, taken in each run: higher is faster.
  const indexes = results.flatMap(({ pageRuns, floorRuns, baselineRuns }) =>
    [...pageRuns, ...baselineRuns, ...floorRuns].map((run) => run.lhr.environment.benchmarkIndex),
  );
  const spread = range(indexes);
  console.log(
    `\nbenchmarkIndex: median ${ms(median(indexes))}${spread ? `, ${ms(spread.min)}–${ms(spread.max)}` : ''} over ${indexes.length} reports`,
  );
  console.log(`\n› Done in ${Math.round((Date.now() - startedAt) / 1000)} s`);
} finally {
  for (const server of running.reverse()) await server.stop();
  await stack?.stop();
}
