// Figures `npm run bench:lighthouse` takes from Lighthouse reports: medians and ranges over the
// runs, and where the main thread went on load (README "Performance").

/** @import * as LH from 'lighthouse/types/lh.js' */

/** The pages the load benchmarks measure: `/`, a service page, the portfolio, the industries, a page from blocks, the form. */
export const MEASURED_PAGES = [
  '/',
  '/creative-services/web',
  '/creative-design-portfolio',
  '/industries',
  '/offers/spring-rebrand',
  '/form',
  // Ideas: the index and an article with every kind of block (docs/decisions/042-articles.md).
  '/creative-design-ideas',
  '/creative-design-ideas/what-a-rebrand-really-costs',
];

/**
 * The median of the numbers (the mean of the two middle ones for an even count), null for none.
 * @param {readonly (number | null | undefined)[]} values nulls and undefined are left out
 */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? /** @type {number} */ (sorted[middle])
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Smallest and largest of the numbers, null for none.
 * @param {readonly (number | null | undefined)[]} values
 */
export function range(values) {
  const numbers = values.filter((value) => typeof value === 'number');
  return numbers.length ? { min: Math.min(...numbers), max: Math.max(...numbers) } : null;
}

/**
 * A URL as short as the table allows: the path when on `origin`, the host and path otherwise.
 * @param {string} url
 * @param {string} origin
 */
export function shortUrl(url, origin) {
  try {
    const parsed = new URL(url);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}` : `${parsed.host}${parsed.pathname}`;
  } catch {
    return url; // 'Unattributable' and other labels
  }
}

/**
 * The table rows of an audit's details, or none.
 * @param {LH.Result} lhr
 * @param {string} id
 * @returns {Record<string, unknown>[]}
 */
function rows(lhr, id) {
  const details = lhr.audits[id]?.details;
  return details && (details.type === 'table' || details.type === 'opportunity')
    ? /** @type {Record<string, unknown>[]} */ (details.items)
    : [];
}

const number = (/** @type {unknown} */ value) => (typeof value === 'number' ? value : 0);

/**
 * Where the main thread went while the page loaded, from one report's `mainthread-work-breakdown`
 * (per kind of work), `bootup-time` (per script: total, evaluation, parse and compile) and
 * `long-tasks` audits, in simulated milliseconds of the mobile preset. Kinds and scripts the
 * most expensive first; `top` scripts and long tasks at most.
 * @param {LH.Result} lhr
 * @param {{ top?: number }} [options]
 */
export function mainThreadBreakdown(lhr, { top = 5 } = {}) {
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const byDuration = (/** @type {{ ms: number }} */ a, /** @type {{ ms: number }} */ b) => b.ms - a.ms;
  const kinds = rows(lhr, 'mainthread-work-breakdown')
    .map((row) => ({ kind: String(row.groupLabel ?? row.group), ms: number(row.duration) }))
    .sort(byDuration);
  const scripts = rows(lhr, 'bootup-time')
    .map((row) => ({
      url: shortUrl(String(row.url), origin),
      ms: number(row.total),
      evaluationMs: number(row.scripting),
      parseMs: number(row.scriptParseCompile),
    }))
    .sort(byDuration)
    .slice(0, top);
  const longTasks = rows(lhr, 'long-tasks')
    .map((row) => ({
      url: shortUrl(String(row.url), origin),
      ms: number(row.duration),
      startMs: number(row.startTime),
    }))
    .sort(byDuration);
  return {
    totalMs: lhr.audits['mainthread-work-breakdown']?.numericValue ?? kinds.reduce((sum, kind) => sum + kind.ms, 0),
    kinds,
    scripts,
    longTaskCount: longTasks.length,
    longTasks: longTasks.slice(0, top),
  };
}
