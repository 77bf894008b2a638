// `npm run bench:submit`: POST /request-form/submit (validation against the current options,
// idempotency, spam checks with the proof of work's verification, then ItemsService) against Directus' own item creation
// (POST /items/requests with the admin token) on the same database, at 1 and 10 connections.
// Fresh SQLite by default; BENCH_DB=postgres for a fresh PostgreSQL database (TEST_PG_URL).
import { randomUUID } from 'node:crypto';
import { buildAll } from '../lib/build.mjs';
import { fetchFormToken, validRequest } from '../lib/form-client.mjs';
import { startTestStack } from '../lib/test-stack.mjs';
import { DURATION_S, combine, describeRun, measure, printTable, ratio, warmUp } from './lib/measure.mjs';

const kind = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'sqlite';
const CONNECTIONS = [1, 10];
// The two sides take turns (endpoint, raw, endpoint, raw, …), so that a slow moment of the shared
// machine (a checkpoint of the database file, a collection of garbage) falls on both alike.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

await buildAll({ log: () => {} });
console.log(`› Starting Directus on a fresh ${kind} database`);
const stack = await startTestStack(kind, {
  web: false,
  extraEnv: {
    // Every request is a new prospect: no per-IP limit, no minimum fill time (nothing is spam).
    REQUEST_FORM_SUBMIT_LIMIT: '0',
    REQUEST_FORM_MIN_FILL_SECONDS: '0',
  },
});

try {
  // The browser's proof of work costs the server the same at any difficulty (two HMACs: decision
  // 040); at the lowest one the thousands of tokens below are solved here in seconds, not hours.
  const lowest = await fetch(`${stack.directusUrl}/items/site_settings`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.cmsEnv.ADMIN_TOKEN}` },
    body: JSON.stringify({ proof_of_work_difficulty: 10 }),
  });
  if (!lowest.ok) throw new Error(`Site Settings answered ${lowest.status}: ${await lowest.text()}`);
  // A form token is spent by one request (a reused one marks the request as spam): one each,
  // fetched before the runs, enough for the fastest rate seen here with room to spare.
  const tokensNeeded = Math.ceil(DURATION_S * 100) * (CONNECTIONS.length * ROUNDS + 1) + 100;
  console.log(`› Fetching ${tokensNeeded} form tokens`);
  /** @type {string[]} */
  const tokens = [];
  while (tokens.length < tokensNeeded) {
    const batch = await Promise.all(Array.from({ length: 25 }, () => fetchFormToken(stack.directusUrl)));
    tokens.push(...batch);
  }
  let tokensRunOut = false;
  const nextToken = () => {
    if (tokens.length === 1) tokensRunOut = true;
    return tokens.length > 1 ? tokens.pop() : tokens[0];
  };
  // The request's own fields (the form's anti-spam fields aside): what the raw insert stores.
  const { website: _website, form_token: _formToken, ...raw } = validRequest('');
  // The anti-spam fields as the form sends them: the hidden field, the token and its proof of work;
  // an address of its own, as a new prospect's (the endpoint counts an address's earlier requests,
  // docs/decisions/037-lead-attribution.md: thousands from one address would be a flood, not traffic).
  const form = () => {
    const { website, form_token, proof_of_work } = validRequest(nextToken() ?? '');
    return JSON.stringify({
      ...raw,
      email: `prospect.${randomUUID()}@example.com`,
      website,
      form_token,
      proof_of_work,
    });
  };

  let client = 0;
  /** @type {Omit<import('./lib/measure.mjs').Load, 'connections'>} */
  const endpoint = {
    url: `${stack.directusUrl}/request-form/submit`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: form(),
    // A new Idempotency-Key, form token and client address per request: each one is a new request.
    setupRequest: (request) => {
      client += 1;
      return {
        ...request,
        body: form(),
        headers: {
          ...request.headers,
          'idempotency-key': randomUUID(),
          'x-forwarded-for': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
        },
      };
    },
  };
  /** @type {Omit<import('./lib/measure.mjs').Load, 'connections'>} */
  const direct = {
    // Answering the id only, like the endpoint (Directus reads the new item back either way).
    url: `${stack.directusUrl}/items/requests?fields=id`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${stack.cmsEnv.ADMIN_TOKEN}` },
    body: JSON.stringify(raw),
  };

  // Both must store a request before anything is timed, so a broken setup is not measured as
  // "errors" (the endpoint answers 201, Directus' item creation 200).
  /**
   * @param {Omit<import('./lib/measure.mjs').Load, 'connections'>} load
   * @param {Record<string, string>} [extra]
   */
  const probe = async ({ url, headers, body }, extra = {}) => {
    const response = await fetch(url, { method: 'POST', headers: { ...headers, ...extra }, body });
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  };
  await probe(endpoint, { 'idempotency-key': randomUUID() });
  await probe(direct);

  /**
   * What a create sets off after its answer (the notification flow, the confirmation e-mail, the
   * lead webhook) runs on after a run ends; at 10 connections on PostgreSQL it piles up until
   * Directus' pressure limiter answers 503 "Under pressure". Each run starts once Directus
   * answers a ping quickly again, so that no run pays for the one before it.
   */
  const settle = async () => {
    const deadline = Date.now() + 60_000;
    for (let quick = 0; quick < 5 && Date.now() < deadline;) {
      const started = performance.now();
      await fetch(`${stack.directusUrl}/server/ping`);
      quick = performance.now() - started < 15 ? quick + 1 : 0;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  console.log(`› Warming up, then ${ROUNDS} turns of ${DURATION_S} s per side`);
  await warmUp({ ...endpoint, connections: 10 });
  await warmUp({ ...direct, connections: 10 });

  const rows = [];
  for (const connections of CONNECTIONS) {
    /** @type {import('./lib/measure.mjs').Figures[]} */
    const submitRuns = [];
    /** @type {import('./lib/measure.mjs').Figures[]} */
    const itemsRuns = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      await settle();
      submitRuns.push(await measure({ ...endpoint, connections }));
      await settle();
      itemsRuns.push(await measure({ ...direct, connections }));
    }
    const submit = combine(submitRuns);
    const items = combine(itemsRuns);
    for (const { name, figures } of [
      { name: 'POST /request-form/submit', figures: submit },
      { name: 'POST /items/requests (admin)', figures: items },
    ]) {
      rows.push({
        [`request (${kind})`]: name,
        connections,
        'req/s': figures.requestsPerSecond.toFixed(1),
        'p50 ms': figures.p50,
        'p99 ms': figures.p99,
        errors: figures.errors,
        'endpoint/raw': figures === submit ? ratio(submit.requestsPerSecond, items.requestsPerSecond) : '',
      });
    }
  }
  console.log();
  printTable(rows);
  if (tokensRunOut) console.log('\nNote: the form tokens ran out; the last requests were stored as spam.');
  console.log(`\n${describeRun(`${kind === 'postgres' ? 'BENCH_DB=postgres ' : ''}npm run bench:submit`)}`);
} finally {
  await stack.stop();
}
