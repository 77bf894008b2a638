// Lighthouse against a local Chromium: launching the browser (chrome-launcher, as Lighthouse's own
// command line does), a run with Lighthouse's default config (mobile emulation, simulated
// throttling) plus the installability check that Lighthouse 13 dropped with the PWA category, and
// a summary of a report small enough to print.
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { Audit } from 'lighthouse/core/audits/audit.js';
import BaseGatherer from 'lighthouse/core/gather/base-gatherer.js';
import { ensureChromium } from './debian-package.mjs';

/** @import * as LH from 'lighthouse/types/lh.js' */

/** @type {string} */
export const LIGHTHOUSE_VERSION = createRequire(import.meta.url)('lighthouse/package.json').version;

/** The four categories of Lighthouse's default config. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

// Besides chrome-launcher's defaults (no extensions, sync, background networking, first-run UI…).
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];
// chrome-launcher polls the DevTools port every 500 ms: 60 polls give Chromium 30 s to start.
const LAUNCH_POLLS = 60;

/**
 * Starts a headless Chromium (CHROMIUM_PATH, else Debian's /usr/bin/chromium, installed when missing) through
 * chrome-launcher, with a throw-away profile and a free DevTools port.
 * @returns {Promise<{ port: number, version: string, stop: () => Promise<void> }>}
 */
export async function launchChromium({ executable = ensureChromium() } = {}) {
  // chrome-launcher would crash the process on a missing executable (an unhandled 'error' event).
  try {
    accessSync(executable, constants.X_OK);
  } catch {
    throw new Error(`Chromium did not start: no executable at ${executable} (set CHROMIUM_PATH)`);
  }
  const chrome = await launch({
    chromePath: executable,
    chromeFlags: CHROMIUM_FLAGS,
    logLevel: 'silent',
    maxConnectionRetries: LAUNCH_POLLS,
  }).catch((error) => {
    throw new Error(`Chromium did not start: ${error instanceof Error ? error.message : error}`);
  });
  const exited = new Promise((resolve) => chrome.process.once('exit', resolve));
  const stop = async () => {
    const running = chrome.process.exitCode === null && chrome.process.signalCode === null;
    // Kills Chromium's whole process group, then deletes the profile chrome-launcher made.
    chrome.kill();
    if (running) await exited;
  };
  try {
    const response = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
    const { Browser } = /** @type {{ Browser: string }} */ (await response.json());
    return { port: chrome.port, version: Browser, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The artifact: Chromium's own installability check (DevTools' Application › Manifest panel). */
class InstallabilityErrors extends BaseGatherer {
  /** @override @type {LH.Gatherer.GathererMeta} */
  meta = { supportedModes: ['navigation'] };

  /**
   * @override
   * @param {LH.Gatherer.Context} passContext
   * @returns {Promise<LH.GathererArtifacts['InstallabilityErrors']>}
   */
  async getArtifact(passContext) {
    const response = await passContext.driver.defaultSession.sendCommand('Page.getInstallabilityErrors');
    return { errors: response.installabilityErrors };
  }
}

// Chromium's error ids (chrome/browser/installable/installable_logging.cc); an unknown id is shown as is.
/** @type {Record<string, string>} */
const INSTALLABILITY_MESSAGES = {
  'not-in-main-frame': 'Page is not loaded in the main frame',
  'not-from-secure-origin': 'Page is not served from a secure origin',
  'no-manifest': 'Page has no <link rel="manifest">',
  'manifest-empty': 'Manifest could not be fetched, is empty or could not be parsed',
  'start-url-not-valid': 'Manifest start_url is not valid',
  'manifest-missing-name-or-short-name': 'Manifest has neither name nor short_name',
  'manifest-display-not-supported': 'Manifest display is not standalone, fullscreen or minimal-ui',
  'manifest-display-override-not-supported':
    'First supported display_override mode is not standalone, fullscreen or minimal-ui',
  'manifest-missing-suitable-icon': 'Manifest has no square PNG, SVG or WebP icon of at least {0} px (purpose "any")',
  'no-acceptable-icon': 'No icon of at least {0} px square in PNG, SVG or WebP with purpose "any"',
  'cannot-download-icon': 'A required manifest icon could not be downloaded',
  'no-icon-available': 'The downloaded icon was empty or corrupt',
  'no-url-for-service-worker': 'No start_url in the manifest to check the service worker against',
  'not-offline-capable': 'Page does not work offline',
  'prefer-related-applications': 'Manifest sets prefer_related_applications: true',
  'url-not-supported-for-webapk': 'A manifest URL contains a username, password or port',
  'manifest-location-changed': 'Manifest URL changed while it was being fetched',
};
// Not about the site: the browser profile ('in-incognito') or an uninstall that resets the check.
const IGNORED_INSTALLABILITY_ERRORS = new Set(['in-incognito', 'pipeline-restarted']);

/**
 * One readable line per Chromium installability error.
 * @param {LH.Crdp.Page.InstallabilityError} error
 */
export function describeInstallabilityError({ errorId, errorArguments = [] }) {
  const message = INSTALLABILITY_MESSAGES[errorId];
  const values = errorArguments.map((argument) => argument.value);
  if (!message) return values.length ? `${errorId} (${values.join(', ')})` : errorId;
  return message.replace(/\{(\d+)\}/g, (_, index) => values[Number(index)] ?? '?');
}

/** Lighthouse ≤ 11's installable-manifest audit: passes when Chromium reports no error. */
class InstallableManifestAudit extends Audit {
  /** @override @returns {LH.Audit.Meta} */
  static get meta() {
    return {
      id: 'installable-manifest',
      title: 'Web app manifest and service worker meet the installability requirements',
      failureTitle: 'Web app manifest or service worker do not meet the installability requirements',
      description:
        'Chromium offers to install a site only when its manifest and service worker pass these checks. ' +
        '[Installability criteria](https://web.dev/articles/install-criteria).',
      supportedModes: ['navigation'],
      requiredArtifacts: ['InstallabilityErrors'],
    };
  }

  /**
   * @override
   * @param {LH.Artifacts} artifacts
   * @returns {LH.Audit.Product}
   */
  static audit(artifacts) {
    const errors = artifacts.InstallabilityErrors.errors.filter(
      (error) => !IGNORED_INSTALLABILITY_ERRORS.has(error.errorId),
    );
    const items = errors.map((error) => ({ errorId: error.errorId, reason: describeInstallabilityError(error) }));
    /** @type {LH.Audit.Details.Table['headings']} */
    const headings = [
      { key: 'reason', valueType: 'text', label: 'Failure reason' },
      { key: 'errorId', valueType: 'code', label: 'Chromium error id' },
    ];
    return {
      score: errors.length === 0 ? 1 : 0,
      displayValue: errors.length === 0 ? '' : `${errors.length} reason${errors.length === 1 ? '' : 's'}`,
      details: Audit.makeTableDetails(headings, items),
    };
  }
}

/**
 * Lighthouse's default config plus the installability check, as a plugin would add it: the
 * classes are passed as implementations, so nothing is resolved from a path at run time.
 */
export const CONFIG = {
  extends: 'lighthouse:default',
  artifacts: [{ id: 'InstallabilityErrors', gatherer: { implementation: InstallabilityErrors } }],
  audits: [{ implementation: InstallableManifestAudit }],
  categories: {
    installability: {
      title: 'Installability',
      description: 'Whether Chromium would offer to install the site as an app.',
      auditRefs: [{ id: 'installable-manifest', weight: 1 }],
    },
  },
};

/** @type {LH.Crdp.Storage.StorageType[]} */
const CLEARED_STORAGE = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'indexeddb',
  'local_storage',
  'cookies',
];

/**
 * One Lighthouse navigation of `url` in the Chromium listening on `port`; returns the report
 * (LHR). `categories` may include 'installability'; `extraAudits` are audit ids run besides them.
 * @param {string} url
 * @param {{ port: number, categories?: string[], extraAudits?: string[] }} options
 * @returns {Promise<LH.Result>}
 */
export async function runLighthouse(url, { port, categories = CATEGORIES, extraAudits = [] }) {
  /** @type {LH.Flags} */
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    ...(extraAudits.length ? { onlyAudits: extraAudits } : {}),
    // Every run a first visit: Lighthouse's default clears service workers and caches but keeps
    // IndexedDB and localStorage, which the page before on the same origin may have filled.
    clearStorageTypes: CLEARED_STORAGE,
    // The screenshot is for the HTML report; this summary never shows it.
    disableFullPageScreenshot: true,
  };
  const result = await lighthouse(url, flags, CONFIG);
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  return result.lhr;
}

/**
 * Chromium's installability check of `url`: { passed, errors: [readable reasons] }.
 * @param {string} url
 * @param {{ port: number }} options
 */
export async function checkInstallability(url, { port }) {
  const lhr = await runLighthouse(url, { port, categories: ['installability'] });
  const audit = lhr.audits['installable-manifest'];
  if (!audit) throw new Error('installable-manifest is missing from the report');
  if (audit.scoreDisplayMode === 'error') throw new Error(`installable-manifest failed: ${audit.errorMessage}`);
  const items = audit.details?.type === 'table' ? audit.details.items : [];
  return { passed: audit.score === 1, errors: items.map((item) => String(item.reason)) };
}

// Audits that cannot fail: they inform, do not apply to the page, or are checked by hand.
const UNSCORED_MODES = new Set(['informative', 'notApplicable', 'manual']);

/**
 * The audits of a category that did not pass, those that weigh on the score first.
 * @param {LH.Result} lhr
 * @param {LH.Result.Category} category
 */
function failingAudits(lhr, category) {
  return category.auditRefs
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      return audit ? [{ ref, audit }] : [];
    })
    .filter(({ audit }) => !UNSCORED_MODES.has(audit.scoreDisplayMode))
    .filter(({ audit }) => audit.scoreDisplayMode === 'error' || (audit.score ?? 0) < 1)
    .map(({ ref, audit }) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      weight: ref.weight,
      displayValue: audit.scoreDisplayMode === 'error' ? `error: ${audit.errorMessage}` : (audit.displayValue ?? ''),
    }))
    .sort((a, b) => b.weight - a.weight || (a.score ?? 0) - (b.score ?? 0));
}

/**
 * The figures of a report: scores per category (0–100, null when Lighthouse could not score
 * it), the three Core Web Vitals Lighthouse measures, and the failing audits per category.
 * @param {LH.Result} lhr
 */
export function summarize(lhr) {
  const categories = Object.values(lhr.categories);
  const metric = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? null;
  return {
    url: lhr.finalDisplayedUrl,
    scores: Object.fromEntries(
      categories.map((category) => [category.id, category.score === null ? null : Math.round(category.score * 100)]),
    ),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    failing: Object.fromEntries(categories.map((category) => [category.id, failingAudits(lhr, category)])),
    warnings: lhr.runWarnings,
    // Set when the page could not be measured (no paint, a failed load): the scores are null then.
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
  };
}
