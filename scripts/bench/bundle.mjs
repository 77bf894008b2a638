// `npm run bench:bundle`: the JavaScript a first visit to each route downloads, gzip-compressed,
// from the production build (frontend/build/client): the client entry and the React Router
// manifest, plus, for every route from the root down, its module and the chunks those import
// statically. Chunks named like "drawer" (the request drawer) or "live-search" (the header
// search box's results as you type) are listed on their own, with the routes whose first load
// includes them (none, when they load on demand).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildAll } from '../lib/build.mjs';
import { FRONTEND_DIR } from '../lib/stack.mjs';
import { describeRun, printTable } from './lib/measure.mjs';

const CLIENT_DIR = path.join(FRONTEND_DIR, 'build/client');
const ASSETS_DIR = path.join(CLIENT_DIR, 'assets');

await buildAll({ log: () => {} });

/**
 * The parts of React Router's manifest read here.
 * @typedef {{ id: string, parentId?: string, path?: string, module: string, imports?: string[], hasDefaultExport?: boolean }} Route
 * @typedef {{ entry: { module: string, imports: string[] }, routes: Record<string, Route> }} RouteManifest
 */

/** The React Router manifest the build wrote (window.__reactRouterManifest = {...}). */
function readRouteManifest() {
  const [file] = readdirSync(ASSETS_DIR)
    .filter((name) => /^manifest-[\w-]+\.js$/.test(name))
    .map((name) => path.join(ASSETS_DIR, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!file) throw new Error(`No manifest-*.js in ${ASSETS_DIR}: build the site first (node scripts/build.mjs)`);
  const source = readFileSync(file, 'utf8');
  /** @type {RouteManifest} */
  const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1));
  return { manifest, url: `/assets/${path.basename(file)}` };
}

const fileOf = (/** @type {string} */ url) => path.join(CLIENT_DIR, url);
/** @type {Map<string, { raw: number, gzip: number }>} */
const sizes = new Map();
/** @param {string} url */
function sizeOf(url) {
  let size = sizes.get(url);
  if (!size) {
    const bytes = readFileSync(fileOf(url));
    size = { raw: bytes.length, gzip: gzipSync(bytes).length };
    sizes.set(url, size);
  }
  return size;
}

// Static `import ... from "./x.js"`, `import "./x.js"` and `export ... from "./x.js"`; a dynamic
// import("./x.js") is loaded on demand, not on first load.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/**
 * The chunk URLs in `urls` and everything they import statically, transitively.
 * @param {string[]} urls
 */
function withStaticImports(urls) {
  /** @type {Set<string>} */
  const seen = new Set();
  const visit = (/** @type {string} */ url) => {
    if (seen.has(url)) return;
    seen.add(url);
    const source = readFileSync(fileOf(url), 'utf8');
    for (const [, specifier] of source.matchAll(STATIC_IMPORT)) {
      if (specifier) visit(path.posix.join(path.posix.dirname(url), specifier));
    }
  };
  urls.forEach(visit);
  return seen;
}

const { manifest, url: manifestUrl } = readRouteManifest();
const routes = Object.values(manifest.routes);
const parents = new Set(routes.map((route) => route.parentId).filter(Boolean));

/**
 * The route and its parents, the root first.
 * @param {Route} route
 */
function chain(route) {
  const list = [];
  /** @type {Route | undefined} */
  let current = route;
  for (; current; current = current.parentId ? manifest.routes[current.parentId] : undefined) list.unshift(current);
  return list;
}
const urlPattern = (/** @type {Route[]} */ list) =>
  `/${list
    .map((route) => route.path ?? '')
    .filter(Boolean)
    .join('/')}`;

const firstLoads = routes
  .filter((route) => !parents.has(route.id) && route.hasDefaultExport)
  .map((route) => {
    const list = chain(route);
    const chunks = withStaticImports([
      manifestUrl,
      manifest.entry.module,
      ...manifest.entry.imports,
      ...list.flatMap((item) => [item.module, ...(item.imports ?? [])]),
    ]);
    const total = [...chunks].reduce(
      (sum, url) => ({ raw: sum.raw + sizeOf(url).raw, gzip: sum.gzip + sizeOf(url).gzip }),
      { raw: 0, gzip: 0 },
    );
    return { route, pattern: urlPattern(list), chunks, total };
  })
  .sort((a, b) => a.pattern.localeCompare(b.pattern));

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
printTable(
  firstLoads.map(({ route, pattern, chunks, total }) => ({
    route: pattern,
    module: route.id,
    chunks: chunks.size,
    'JS KB': kb(total.raw),
    'JS KB gzip': kb(total.gzip),
  })),
);

// A page in another language is the same route under `:lang/` (docs/decisions/036-languages.md): its
// first load must not grow with the languages (its texts arrive with the page, not in a bundle).
const byPattern = new Map(firstLoads.map((load) => [load.pattern, load]));
const twins = firstLoads.filter(
  (load) => load.pattern.startsWith('/:lang/') && byPattern.has(load.pattern.slice(6) || '/'),
);
console.log(`\nA page in another language beside its English (first-load JS, gzip):`);
for (const load of twins) {
  const english = byPattern.get(load.pattern.slice(6) || '/');
  if (!english) continue;
  const difference = load.total.gzip - english.total.gzip;
  console.log(
    `  ${load.pattern.padEnd(44)} ${kb(load.total.gzip)} KB vs ${kb(english.total.gzip)} KB (${difference >= 0 ? '+' : ''}${kb(difference)} KB)`,
  );
}

// A language's home (/es) is the catch-all route's (a code segment and an editor's one-segment page
// share that pattern): beside the English home.
const home = byPattern.get('/');
const languageHome = byPattern.get('/:token');
if (home && languageHome) {
  const difference = languageHome.total.gzip - home.total.gzip;
  console.log(
    `  ${'/{lang} (home, route /:token)'.padEnd(44)} ${kb(languageHome.total.gzip)} KB vs ${kb(home.total.gzip)} KB (${difference >= 0 ? '+' : ''}${kb(difference)} KB)`,
  );
}

const ON_DEMAND = ['drawer', 'live-search'];
const onDemandChunks = readdirSync(ASSETS_DIR)
  .filter((name) => name.endsWith('.js') && ON_DEMAND.some((part) => name.toLowerCase().includes(part)))
  .map((name) => `/assets/${name}`);
console.log();
if (onDemandChunks.length === 0) {
  console.log(`No chunk named like ${ON_DEMAND.map((part) => `"${part}"`).join(' or ')} in the build.`);
} else {
  printTable(
    onDemandChunks.map((url) => {
      const inFirstLoad = firstLoads.filter((load) => load.chunks.has(url));
      return {
        'on-demand chunk': path.basename(url),
        KB: kb(sizeOf(url).raw),
        'KB gzip': kb(sizeOf(url).gzip),
        'in first load of':
          inFirstLoad.length === 0
            ? 'no route (on demand)'
            : inFirstLoad.length === firstLoads.length
              ? 'every route'
              : inFirstLoad.map((load) => load.pattern).join(', '),
      };
    }),
  );
}
console.log(`\n${describeRun('npm run bench:bundle')} · gzip level 6`);
