// `npm run bench:pow`: how long a visitor's browser takes to solve the request form's proof of
// work (docs/decisions/040-proof-of-work.md) at the difficulty Site Settings start with, in
// Chromium, in the site's own built worker, with the CPU as it is and slowed four times as
// Lighthouse's mobile preset simulates a phone (CDP Emulation.setCPUThrottlingRate). Each run
// solves a fresh challenge from the server's own code; the figures are set beside the minimum
// fill time (a request sent sooner is spam anyway). POW_RUNS (default 21) runs per CPU rate,
// POW_DIFFICULTY another difficulty. It reports, it never fails on time (README "Performance").
import { readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildAll } from '../lib/build.mjs';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/debian-package.mjs';
import { FRONTEND_DIR } from '../lib/stack.mjs';
import { median } from './lib/lighthouse-figures.mjs';
import { describeRun, printTable } from './lib/measure.mjs';

// The server's own challenge: Node runs the extension's TypeScript source as it is, its types
// stripped (a path the scripts' type check leaves to the extension's own).
/** @type {{ DEFAULT_DIFFICULTY: number, issueChallenge: (form: string, options: { secret: string, difficulty: number, expiresAt: Date }) => Promise<unknown> }} */
const { DEFAULT_DIFFICULTY, issueChallenge } = await import(
  String(new URL('../../extensions/request-form/src/shared/proof-of-work.ts', import.meta.url))
);

const RUNS = Math.max(1, Number.parseInt(process.env.POW_RUNS ?? '21', 10) || 21);
const DIFFICULTY = Number.parseInt(process.env.POW_DIFFICULTY ?? '', 10) || DEFAULT_DIFFICULTY;
/** REQUEST_FORM_MIN_FILL_SECONDS' default (extensions/request-form/src/shared/config.ts). */
const MIN_FILL_SECONDS = 3;
/** As it is, and Lighthouse's mobile preset. */
const CPU_RATES = [1, 4];

await buildAll({ log: () => {} });
const assets = path.join(FRONTEND_DIR, 'build/client/assets');
const workerFile = readdirSync(assets).find((name) => /^proof-of-work\.worker-[\w-]+\.js$/.test(name));
if (!workerFile) throw new Error(`No proof-of-work.worker-*.js in ${assets}: build the site first`);

// The built worker, from a page of the same origin (a worker's script must be).
const server = http.createServer((req, res) => {
  if (req.url === `/assets/${workerFile}`) {
    res.setHeader('Content-Type', 'text/javascript');
    return res.end(readFileSync(path.join(assets, workerFile)));
  }
  res.setHeader('Content-Type', 'text/html');
  res.end('<!doctype html><title>proof of work</title>');
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
const address = server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const browser = await chromium.launch({ executablePath: await ensureChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage();
await page.goto(origin);
const cdp = await page.context().newCDPSession(page);

/**
 * One solve in a new worker, as the form does it: milliseconds from the worker's start to its answer.
 * @param {unknown} challenge
 */
const solveOnce = (challenge) =>
  page.evaluate(
    ([url, challenge]) =>
      new Promise((resolve, reject) => {
        const started = performance.now();
        // The page's own Worker (a browser global the scripts' Node types do not know).
        const worker = new /** @type {any} */ (globalThis).Worker(url, { type: 'module' });
        worker.onmessage = (/** @type {MessageEvent} */ event) => {
          worker.terminate();
          if (event.data && typeof event.data.counter === 'number') resolve(performance.now() - started);
          else reject(new Error('not solved'));
        };
        worker.onerror = (/** @type {{ message: string }} */ event) => reject(new Error(event.message));
        worker.postMessage({ type: 'work', challenge, counterStart: 0, counterStep: 1, timeout: 0 });
      }),
    /** @type {const} */ ([`/assets/${workerFile}`, challenge]),
  );

const rows = [];
/** @type {number[]} */
let asItIs = [];
for (const rate of CPU_RATES) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const challenge = await issueChallenge('0'.repeat(64), {
      secret: 'bench',
      difficulty: DIFFICULTY,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    times.push(Number(await solveOnce(challenge)));
  }
  times.sort((a, b) => a - b);
  const worst = times[times.length - 1] ?? 0;
  const middle = median(times) ?? 0;
  if (rate === 1) asItIs = times;
  rows.push({
    CPU: rate === 1 ? 'as it is' : `slowed ${rate}× (mobile preset)`,
    runs: RUNS,
    'median ms': Math.round(middle),
    'p90 ms': Math.round(times[Math.floor(times.length * 0.9)] ?? worst),
    'worst ms': Math.round(worst),
    'median / min fill': `${((middle / (MIN_FILL_SECONDS * 1000)) * 100).toFixed(0)} %`,
  });
}
await browser.close();
server.close();
// Chromium slows a page's own thread four times, its workers' threads less (about 1.5 times when
// measured here): the runs as they are, times four, are the phone the preset means, at the least.
const slowed = asItIs.map((ms) => ms * 4);
const slowedMiddle = median(slowed) ?? 0;
rows.push({
  CPU: 'as it is × 4 (estimate)',
  runs: RUNS,
  'median ms': Math.round(slowedMiddle),
  'p90 ms': Math.round(slowed[Math.floor(slowed.length * 0.9)] ?? 0),
  'worst ms': Math.round(slowed[slowed.length - 1] ?? 0),
  'median / min fill': `${((slowedMiddle / (MIN_FILL_SECONDS * 1000)) * 100).toFixed(0)} %`,
});

console.log(
  `Proof of work at difficulty ${DIFFICULTY} (between ${Math.ceil(DIFFICULTY / 2)} and ${DIFFICULTY} attempts of`,
);
console.log(`PBKDF2-SHA-256 × 1,000), solved in the built worker; minimum fill time ${MIN_FILL_SECONDS} s:\n`);
printTable(rows);
console.log(`\n${describeRun('bench:pow')}`);
