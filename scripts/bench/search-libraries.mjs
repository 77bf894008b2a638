// `npm run bench:search-libraries`: the three search libraries the site search could use
// (docs/decisions/043-site-search.md), on the demo's content (every published service, industry,
// case study, promotion and page, English and Spanish) and on 40 times as much: how long an index
// takes to build, the memory it holds, how long a query takes, whether the queries a visitor
// types find the right page (typos, first letters, accents), what the library weighs in a
// browser's bundle, and what the index itself would weigh if it were sent to the browser.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import { create, insertMultiple, search as oramaSearch, save } from '@orama/orama';
import { Charset, Document } from 'flexsearch';
import { build } from 'vite';
import { ROOT_DIR } from '../lib/stack.mjs';
import { describeRun, printTable } from './lib/measure.mjs';

const DEMO = path.join(ROOT_DIR, 'migrations/data/004-demo-content');
/** The demo's Spanish, by collection and the item's English slug. */
const SPANISH = JSON.parse(readFileSync(path.join(ROOT_DIR, 'migrations/data/026-languages/es/content.json'), 'utf8'));
const plain = (/** @type {unknown} */ text) =>
  typeof text === 'string' ? text.replace(/[#*_`>[\]()]/g, ' ').replace(/\s+/g, ' ') : '';

/** The demo's pages as the site indexes them: title, lead (headline and summary), body. */
function demoDocuments() {
  /** @type {{ id: string, title: string, lead: string, body: string, url: string }[]} */
  const documents = [];
  const add = (
    /** @type {string} */ file,
    /** @type {string} */ collection,
    /** @type {string} */ titleField,
    /** @type {(item: any) => string} */ url,
  ) => {
    const data = JSON.parse(readFileSync(path.join(DEMO, `${file}.json`), 'utf8'));
    const items = Array.isArray(data.published) ? data.published : [data];
    for (const item of items) {
      const spanish = SPANISH[collection]?.[item.url ?? item.slug];
      for (const [locale, texts] of [['en', item], ...(spanish ? [['es', spanish]] : [])]) {
        const shown = { ...item, ...texts };
        documents.push({
          id: `${locale} ${url(item)}`,
          title: plain(shown[titleField]),
          lead: `${plain(shown.headline)} ${plain(shown.summary)}`,
          body: `${plain(shown.body)} ${plain(shown.deliverables)} ${plain(shown.offer)}`,
          url: url(item),
        });
      }
    }
  };
  add('services', 'services', 'name', (item) => `/creative-services/${item.url}`);
  add('industries', 'industries', 'name', (item) => `/industries/${item.slug}`);
  add('portfolio', 'portfolio_items', 'title', (item) => `/creative-design-portfolio/${item.slug}`);
  add('promo', 'promos', 'title', (item) => `/promos/${item.year}/${item.month}/${item.slug}`);
  add('pages', 'pages', 'title', (item) => `/${item.slug}`);
  return documents;
}

// What visitors type, and the page the first result must be.
const QUERIES = [
  { query: 'reputation', expect: '/creative-services/reputation' },
  { query: 'reputaiton', expect: '/creative-services/reputation' },
  { query: 'consult', expect: '/creative-services/consulting' },
  { query: 'web desgin', expect: '/creative-services/web' },
  { query: 'diseno web', expect: '/creative-services/web' },
];
const WEIGHTS = { title: 4, lead: 2, body: 1 };
const normalize = (/** @type {string} */ term) =>
  term
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** Each library: build an index of `documents`, search it (urls, best first), and serialize it. */
const LIBRARIES = {
  MiniSearch: {
    entry: `import MiniSearch from 'minisearch'; export const make = (o) => new MiniSearch(o);`,
    build: (/** @type {any[]} */ documents) => {
      const index = new MiniSearch({
        fields: ['title', 'lead', 'body'],
        storeFields: ['url'],
        processTerm: normalize,
        searchOptions: {
          boost: WEIGHTS,
          prefix: (/** @type {string} */ term) => term.length >= 2,
          fuzzy: (/** @type {string} */ term) => (term.length < 4 ? false : term.length < 6 ? 1 : 2),
        },
      });
      index.addAll(documents);
      return index;
    },
    // Every word first; any word when that finds nothing (as lib/search/index.server.ts).
    search: async (/** @type {any} */ index, /** @type {string} */ query) => {
      const hits = index.search(query, { combineWith: 'AND' });
      return (hits.length > 0 ? hits : index.search(query)).map((/** @type {any} */ hit) => hit.url);
    },
    serialize: async (/** @type {any} */ index) => JSON.stringify(index),
  },
  Orama: {
    entry: `import { create, search } from '@orama/orama'; export { create, search };`,
    build: async (/** @type {any[]} */ documents) => {
      const db = create({ schema: { title: 'string', lead: 'string', body: 'string', url: 'string' } });
      await insertMultiple(db, documents);
      return db;
    },
    search: async (/** @type {any} */ db, /** @type {string} */ query) =>
      (
        await oramaSearch(db, { term: query, properties: ['title', 'lead', 'body'], boost: WEIGHTS, tolerance: 2 })
      ).hits.map((/** @type {any} */ hit) => hit.document.url),
    serialize: async (/** @type {any} */ db) => JSON.stringify(await save(db)),
  },
  FlexSearch: {
    entry: `import { Document, Charset } from 'flexsearch'; export const make = (o) => new Document({ ...o, encoder: Charset.LatinAdvanced });`,
    build: (/** @type {any[]} */ documents) => {
      const index = new Document({
        document: { id: 'id', index: ['title', 'lead', 'body'], store: ['url'] },
        tokenize: 'forward',
        encoder: Charset.LatinAdvanced,
      });
      for (const document of documents) index.add(document);
      return index;
    },
    search: async (/** @type {any} */ index, /** @type {string} */ query) => {
      // FlexSearch has no field weights: results by field, the title's first.
      const byField = index.search(query, { enrich: true, suggest: true });
      /** @type {string[]} */
      const urls = [];
      for (const field of ['title', 'lead', 'body'])
        for (const hit of byField.find((/** @type {any} */ result) => result.field === field)?.result ?? [])
          if (!urls.includes(hit.doc.url)) urls.push(hit.doc.url);
      return urls;
    },
    serialize: async (/** @type {any} */ index) => {
      /** @type {Record<string, unknown>} */
      const parts = {};
      await index.export((/** @type {string} */ key, /** @type {unknown} */ data) => {
        parts[key] = data;
      });
      return JSON.stringify(parts);
    },
  },
};

/** The minified, gzip-compressed size of a browser bundle of `entry` (vite, as the site builds). */
async function bundleKb(/** @type {string} */ entry) {
  // Inside the repository, so that the entry resolves the libraries from its node_modules.
  const cache = path.join(ROOT_DIR, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(path.join(cache, 'search-bundle-'));
  try {
    const file = path.join(dir, 'entry.js');
    writeFileSync(file, entry);
    const output = /** @type {any} */ (
      await build({
        logLevel: 'silent',
        configFile: false,
        root: ROOT_DIR,
        build: { write: false, minify: true, lib: { entry: file, formats: ['es'], fileName: 'entry' } },
      })
    );
    const code = [output].flat()[0].output[0].code;
    return (gzipSync(code).length / 1024).toFixed(1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const median = (/** @type {number[]} */ values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
// A collection before each heap reading, so that the figure is what the index holds.
setFlagsFromString('--expose-gc');
const collect = /** @type {() => void} */ (runInNewContext('gc'));
const heapMb = () => {
  collect();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

const demo = demoDocuments();
const large = Array.from({ length: 40 }, (_, copy) =>
  demo.map((document) => ({ ...document, id: `${copy} ${document.id}` })),
).flat();
/** @type {Record<string, unknown>[]} */
const rows = [];
for (const [name, library] of Object.entries(LIBRARIES)) {
  for (const { corpus, documents } of [
    { corpus: 'demo', documents: demo },
    { corpus: 'demo × 40', documents: large },
  ]) {
    const builds = [];
    let index;
    const before = heapMb();
    for (let run = 0; run < 5; run += 1) {
      const start = performance.now();
      index = await library.build(documents);
      builds.push(performance.now() - start);
    }
    const memory = heapMb() - before;
    const times = [];
    /** @type {string[]} */
    const missed = [];
    for (const { query, expect } of QUERIES) {
      const urls = await library.search(index, query);
      if (urls[0] !== expect) missed.push(`${query} → ${urls[0] ?? 'nothing'}`);
      for (let run = 0; run < 50; run += 1) {
        const start = performance.now();
        await library.search(index, query);
        times.push(performance.now() - start);
      }
    }
    const serialized = await library.serialize(index);
    rows.push({
      library: name,
      documents: documents.length,
      'build ms': median(builds).toFixed(1),
      'heap MB': memory.toFixed(1),
      'query ms (median)': median(times).toFixed(3),
      'right first': `${QUERIES.length - missed.length} of ${QUERIES.length}`,
      'index KB gzip': (gzipSync(serialized).length / 1024).toFixed(1),
      'library KB gzip': corpus === 'demo' ? await bundleKb(library.entry) : '',
    });
    if (corpus === 'demo' && missed.length > 0) console.log(`${name} misses: ${missed.join('; ')}`);
  }
}
console.log(describeRun('npm run bench:search-libraries'));
console.log(`Queries: ${QUERIES.map(({ query }) => `"${query}"`).join(', ')}`);
printTable(rows);
