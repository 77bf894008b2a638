// One autocannon run and the figures the benchmarks print. Nothing here judges the figures:
// benchmarks report, they never fail on time (README "Performance").
import { cpus } from 'node:os';
import autocannon from 'autocannon';

/** Seconds per measured run; BENCH_DURATION overrides (a short smoke run, a longer soak). */
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

/**
 * @typedef {{
 *   url: string,
 *   method?: autocannon.Request['method'],
 *   headers?: Record<string, string>,
 *   body?: string,
 *   connections: number,
 *   duration?: number,
 *   setupRequest?: (request: autocannon.Request) => autocannon.Request,
 * }} Load
 */
/** @typedef {{ requestsPerSecond: number, p50: number, p99: number, errors: number, total: number }} Figures */

/**
 * Load on one URL for `duration` seconds over `connections` keep-alive connections.
 * `setupRequest` may change each request (fresh headers, body). Returns req/s, p50, p99 (ms)
 * and errors: socket errors, timeouts and answers other than 2xx.
 * @param {Load} load
 * @returns {Promise<Figures>}
 */
export async function measure({
  url,
  method = 'GET',
  headers = {},
  body,
  connections,
  duration = DURATION_S,
  setupRequest,
}) {
  const result = await autocannon({
    url,
    method,
    headers,
    body,
    connections,
    duration,
    ...(setupRequest ? { requests: [{ method, setupRequest }] } : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}

/**
 * Runs of the same load taken in turns with another: the mean rate, the median p50, the worst
 * p99, all errors.
 * @param {Figures[]} runs
 * @returns {Figures}
 */
export function combine(runs) {
  const sum = (/** @type {(figures: Figures) => number} */ pick) => runs.reduce((total, run) => total + pick(run), 0);
  const p50s = runs.map((run) => run.p50).sort((a, b) => a - b);
  return {
    requestsPerSecond: sum((run) => run.requestsPerSecond) / runs.length,
    p50: p50s[Math.floor(p50s.length / 2)] ?? 0,
    p99: Math.max(...runs.map((run) => run.p99)),
    errors: sum((run) => run.errors),
    total: sum((run) => run.total),
  };
}

/** A short untimed run first, so that both sides are measured with warm JIT and pools. */
export const warmUp = (/** @type {Load} */ options) => measure({ ...options, duration: 2 });

/** `a / b` to two significant digits (0.81, 0.037), or '–' when b is 0. */
export const ratio = (/** @type {number} */ a, /** @type {number} */ b) =>
  b > 0 ? String(Number((a / b).toPrecision(2))) : '–';

/**
 * Prints rows (objects with the same keys) as an aligned Markdown table, ready for README.
 * @param {readonly Record<string, unknown>[]} rows
 */
export function printTable(rows) {
  const columns = Object.keys(rows[0] ?? {});
  const cells = rows.map((row) => columns.map((column) => String(row[column])));
  const widths = columns.map((column, index) =>
    Math.max(column.length, ...cells.map((line) => line[index]?.length ?? 0)),
  );
  const line = (/** @type {string[]} */ values) =>
    `| ${values.map((value, index) => value.padEnd(widths[index] ?? 0)).join(' | ')} |`;
  console.log(line(columns));
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const values of cells) console.log(line(values));
}

/**
 * The machine and the run, printed under each table for README's figures.
 * @param {string} command
 */
export function describeRun(command) {
  const cores = cpus();
  return `${new Date().toISOString().slice(0, 10)} · \`${command}\` · ${cores.length} cores (${cores[0]?.model.trim()}) · Node ${process.version}`;
}
