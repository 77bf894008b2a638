import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { handlePressure, PressureMonitor } from '@directus/pressure';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DIRECTUS_HARDENING, DIRECTUS_LIMITS, DIRECTUS_PRESSURE_LIMITER } from '../../scripts/lib/cms-env.mjs';

// Directus' pressure limiter (README "Configuration", docs/decisions/028-admin-reads-at-a-glance.md)
// answers 503 "Under pressure" to every request, the admin's own page included. Every stack
// composes it the same way, and with that configuration Directus' own limiter (@directus/pressure,
// the installed version, given its options as Directus parses them) lets a request through after
// one slow task and refuses only while the event loop stays overloaded, saying when to try again.
const root = path.resolve(import.meta.dirname, '../..');
type Options = ConstructorParameters<typeof PressureMonitor>[0] & { retryAfter?: unknown };

/** The limiter's options as Directus 12.4 builds them (api/dist/app.js) from its parsed environment. */
let composed: Options;

beforeAll(async () => {
  // Directus' own parsing of the environment (strings to numbers and booleans), on the composed values only.
  process.env.CONFIG_PATH = path.join(root, 'tests/unit/no-such-directus-config.env');
  for (const [key, value] of Object.entries(DIRECTUS_PRESSURE_LIMITER)) process.env[key] = value;
  const { useEnv } = await import('@directus/env');
  const env = useEnv();
  expect(env.PRESSURE_LIMITER_ENABLED).toBe(true);
  const options = (prefix: Record<string, unknown>): Options => ({
    sampleInterval: Number(prefix.PRESSURE_LIMITER_SAMPLE_INTERVAL),
    maxEventLoopUtilization: prefix.PRESSURE_LIMITER_MAX_EVENT_LOOP_UTILIZATION as number | false,
    maxEventLoopDelay: prefix.PRESSURE_LIMITER_MAX_EVENT_LOOP_DELAY as number | false,
    maxMemoryRss: prefix.PRESSURE_LIMITER_MAX_MEMORY_RSS as number | false,
    maxMemoryHeapUsed: prefix.PRESSURE_LIMITER_MAX_MEMORY_HEAP_USED as number | false,
    retryAfter: prefix.PRESSURE_LIMITER_RETRY_AFTER,
  });
  composed = options(env);
});

/** Keeps the event loop busy for `ms`, as a slow synchronous task does. */
function busy(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

/** Resolves when the monitor next takes its sample (on its own timer), right after it. */
function nextSample(monitor: PressureMonitor): Promise<void> {
  const sampler = monitor as unknown as { updateEventLoopUsage: () => void };
  const original = sampler.updateEventLoopUsage.bind(monitor);
  return new Promise((resolve) => {
    sampler.updateEventLoopUsage = () => {
      original();
      sampler.updateEventLoopUsage = original;
      resolve();
    };
  });
}

/** Lets the loop turn until the monitor's delay histogram holds a first measure of this sample (it starts afresh at each). */
async function sampleUnderWay(monitor: PressureMonitor) {
  const { histogram } = monitor as unknown as { histogram: { count: number } };
  while (histogram.count < 1) await new Promise(setImmediate);
}

describe('the pressure limiter', () => {
  it('is composed once, for the native start, every test stack and docker compose alike', () => {
    expect(DIRECTUS_LIMITS).toMatchObject(DIRECTUS_PRESSURE_LIMITER);
    expect(DIRECTUS_HARDENING).toMatchObject(DIRECTUS_PRESSURE_LIMITER);
    const compose = parse(readFileSync(path.join(root, 'docker-compose.yml'), 'utf8')) as {
      services: { directus: { environment: Record<string, string | number> } };
    };
    const example = readFileSync(path.join(root, 'cms/.env.example'), 'utf8');
    for (const [key, value] of Object.entries(DIRECTUS_PRESSURE_LIMITER)) {
      expect(String(compose.services.directus.environment[key]), key).toBe(value);
      expect(example).toContain(`\n${key}=${value}\n`);
    }
  });

  it('lets a request through after one slow task of 600 ms', async () => {
    const monitor = new PressureMonitor(composed);
    await nextSample(monitor);
    await sampleUnderWay(monitor);
    busy(600);
    await nextSample(monitor);
    expect(monitor.overloaded).toBe(false);
  });

  it('refuses while the event loop stays overloaded, saying when to try again', async () => {
    const refusal = new Error('Under pressure');
    const limiter = handlePressure({ ...composed, error: refusal } as Parameters<typeof handlePressure>[0]);
    const headers: Record<string, unknown> = {};
    const response = { header: (name: string, value: unknown) => (headers[name] = value) };
    let answer: unknown = 'not yet';
    // Back-to-back tasks of 600 ms, the loop let go in between, until a request is refused (a few seconds at most).
    for (let round = 0; round < 10 && answer !== refusal; round++) {
      busy(600);
      await new Promise(setImmediate);
      limiter({} as never, response as never, (error?: unknown) => (answer = error));
    }
    expect(answer).toBe(refusal);
    expect(headers['Retry-After']).toBe(5);
  });
});
