// `npm run bench:lighthouse`: Lighthouse (default config: mobile emulation, simulated
// throttling) on six pages of the built site (the fifth built from blocks by an editor, the sixth the request form's own page), with the scores, the three Core Web Vitals and,
// under each category below 100, the audits that failed; then Chromium's installability check
// of `/`. Fresh SQLite, content cache warm. LIGHTHOUSE_RUNS=n runs each page n times and shows
// the median run by performance score. BENCH_SKIP_BUILD=1 uses frontend/build as it is.
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
import { describeRun, printTable } from './lib/measure.mjs';

const PAGES = [
  '/',
  '/creative-services/web',
  '/creative-design-portfolio',
  '/industries',
  '/offers/spring-rebrand',
  '/form',
];
const RUNS = Math.max(1, Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '1', 10) || 1);
/** @typedef {ReturnType<typeof summarize>} Summary */

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
 * The run whose performance score is the median (the higher middle one for an even count),
 * among the runs Lighthouse could score.
 * @param {Summary[]} summaries
 */
function medianRun(summaries) {
  const scored = summaries.filter((run) => typeof run.scores.performance === 'number');
  const sorted = scored.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  return sorted[Math.floor(sorted.length / 2)];
}

const truncate = (/** @type {string} */ text) =>
  text.length > MAX_DISPLAY_CHARS ? `${text.slice(0, MAX_DISPLAY_CHARS - 1)}…` : text;
const score = (/** @type {number | null | undefined} */ value) =>
  value === null || value === undefined ? '–' : String(value);

/**
 * @param {string} pagePath
 * @param {Summary[]} summaries
 */
function printPage(pagePath, summaries) {
  const median = medianRun(summaries);
  console.log(`\n### ${pagePath}${RUNS > 1 ? ` (median of ${RUNS} runs by performance)` : ''}\n`);
  summaries.forEach((run, index) => {
    if (run.runtimeError) console.log(`  ✗ run ${index + 1} could not be scored: ${run.runtimeError}`);
  });
  if (!median) return;
  printTable([
    {
      ...Object.fromEntries(CATEGORIES.map((id) => [CATEGORY_TITLES[id], score(median.scores[id])])),
      'LCP ms': median.lcpMs === null ? '–' : Math.round(median.lcpMs),
      'TBT ms': median.tbtMs === null ? '–' : Math.round(median.tbtMs),
      CLS: median.cls === null ? '–' : median.cls.toFixed(3),
      ...(RUNS > 1 ? { 'all runs (perf)': summaries.map((run) => score(run.scores.performance)).join(' ') } : {}),
    },
  ]);
  for (const id of CATEGORIES) {
    if (median.scores[id] === 100) continue;
    console.log(`\n${CATEGORY_TITLES[id]} ${score(median.scores[id])}, failing audits (weight in the score):`);
    for (const audit of median.failing[id] ?? []) {
      const value = audit.displayValue ? ` — ${truncate(audit.displayValue)}` : '';
      console.log(`  ✗ [${audit.weight}] ${audit.title}${value}`);
    }
  }
  for (const warning of median.warnings) console.log(`  ⚠ ${warning}`);
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
  const web = await startSiteFor(
    { directusUrl: stack.directusUrl, websiteToken: stack.cmsEnv.WEBSITE_API_TOKEN },
    { CONTENT_CACHE_TTL_SECONDS: '3600' },
  );
  running.push(web);

  console.log(`› Mobile preset (simulated throttling), ${RUNS} run${RUNS === 1 ? '' : 's'} per page`);
  for (const pagePath of PAGES) {
    const url = `${web.url}${pagePath}`;
    // Also fills the content cache, so that the first run does not pay for Directus.
    const response = await fetch(url);
    if (response.status !== 200) throw new Error(`${pagePath} answered ${response.status}`);
    const summaries = [];
    for (let run = 0; run < RUNS; run++) {
      summaries.push(summarize(await runLighthouse(url, { port: chromium.port })));
    }
    printPage(pagePath, summaries);
  }

  const installability = await checkInstallability(`${web.url}/`, { port: chromium.port });
  console.log('\n### Installability of /\n');
  console.log(installability.passed ? '  ✓ installable' : '  ✗ not installable:');
  for (const error of installability.errors) console.log(`    - ${error}`);
  console.log(`\n› Done in ${Math.round((Date.now() - startedAt) / 1000)} s`);
} finally {
  for (const server of running.reverse()) await server.stop();
  await stack?.stop();
}
