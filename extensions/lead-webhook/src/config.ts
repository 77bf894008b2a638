// The webhook's settings from Directus' environment (documented in cms/.env.example and README
// "Hand-off"). The address and the secret are set in the CMS (collection webhook_settings); these
// say how deliveries are made. An unset or empty setting takes its default; a setting that is set
// but wrong stops the extension with a message naming every wrong setting.
import { readFileSync } from 'node:fs';
import { isRecord } from '@agency/contract/guards';
import { z } from 'zod';

type Env = Record<string, unknown>;

export interface WebhookConfig {
  /** Deliver to private, loopback and other non-public addresses too (tests, a receiver on the same network). */
  allowPrivateAddresses: boolean;
  /** Longest one attempt may take, connection and answer included. */
  timeoutMs: number;
  /** Wait after the first failed attempt; each next wait doubles, up to retryMaxDelayMs. */
  retryBaseMs: number;
  retryMaxDelayMs: number;
  /** How long after its creation a delivery is retried before it is marked failed. */
  retryWindowMs: number;
  /** How often due deliveries are looked for, in whole seconds (a divisor of 60). */
  scanIntervalSeconds: number;
  /**
   * How long past an attempt's time limit a claim is held: an instance that died holding a
   * delivery lets go after timeoutMs + claimMarginMs, and another tries it again.
   */
  claimMarginMs: number;
}

/** The scan runs on a cron schedule, so its interval divides a minute. */
export const SCAN_INTERVALS = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30, 60];

const isUnset = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Directus hands numbers and booleans over already cast, or as text when it did not cast them. */
const toNumber = (value: unknown) => (isUnset(value) ? undefined : typeof value === 'string' ? Number(value) : value);

const BOOLEAN_TEXT: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };
const toBoolean = (value: unknown) => {
  if (isUnset(value)) return undefined;
  if (typeof value === 'string') return BOOLEAN_TEXT[value.trim().toLowerCase()] ?? value;
  if (value === 1 || value === 0) return value === 1;
  return value;
};

function seconds(fallback: number, min: number) {
  const error = `must be a number of seconds, more than ${min}`;
  return z.preprocess(toNumber, z.number({ error }).gt(min, { error }).default(fallback));
}

const settings = z.object({
  WEBHOOK_ALLOW_PRIVATE_ADDRESSES: z.preprocess(
    toBoolean,
    z.boolean({ error: 'must be true or false' }).default(false),
  ),
  WEBHOOK_TIMEOUT_SECONDS: seconds(10, 0),
  WEBHOOK_RETRY_BASE_SECONDS: seconds(60, 0),
  WEBHOOK_RETRY_MAX_DELAY_SECONDS: seconds(3600, 0),
  WEBHOOK_RETRY_WINDOW_SECONDS: seconds(24 * 3600, 0),
  WEBHOOK_CLAIM_MARGIN_SECONDS: seconds(30, 0),
  WEBHOOK_SCAN_INTERVAL_SECONDS: z.preprocess(
    toNumber,
    z
      .number({ error: `must be one of ${SCAN_INTERVALS.join(', ')} seconds` })
      .refine((value) => SCAN_INTERVALS.includes(value), {
        error: `must be one of ${SCAN_INTERVALS.join(', ')} seconds`,
      })
      .default(15),
  ),
});

/** Reads the settings, or throws one error naming every wrong setting. */
export function readConfig(env: Env): WebhookConfig {
  const result = settings.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name} ${issue.message} (it is ${JSON.stringify(env[name])})`;
    });
    throw new Error(`The lead webhook cannot start: ${problems.join('; ')}. See cms/.env.example.`);
  }
  const values = result.data;
  return {
    allowPrivateAddresses: values.WEBHOOK_ALLOW_PRIVATE_ADDRESSES,
    timeoutMs: values.WEBHOOK_TIMEOUT_SECONDS * 1000,
    retryBaseMs: values.WEBHOOK_RETRY_BASE_SECONDS * 1000,
    retryMaxDelayMs: values.WEBHOOK_RETRY_MAX_DELAY_SECONDS * 1000,
    retryWindowMs: values.WEBHOOK_RETRY_WINDOW_SECONDS * 1000,
    scanIntervalSeconds: values.WEBHOOK_SCAN_INTERVAL_SECONDS,
    claimMarginMs: values.WEBHOOK_CLAIM_MARGIN_SECONDS * 1000,
  };
}

/** The cron expression (with seconds) of the scan. */
export function scanSchedule(intervalSeconds: number): string {
  return intervalSeconds === 60 ? '0 * * * * *' : `*/${intervalSeconds} * * * * *`;
}

/** Never set in a deployment: see settingsReader(). */
export const TEST_SETTINGS_FILE = 'WEBHOOK_TEST_SETTINGS_FILE';

/**
 * The settings at the moment of use. For the tests only, WEBHOOK_TEST_SETTINGS_FILE names a JSON
 * file of WEBHOOK_* values that, while it exists, are read at each use over the environment's:
 * the integration tests change the webhook's timings and private-address rule on their one
 * running stack instead of starting another (docs/decisions/025-test-stacks-and-step-graph.md).
 * Nothing a visitor or an administrator can reach writes it. The scan's interval is the
 * environment's: its schedule is set when Directus starts.
 */
export function settingsReader(
  env: Env,
  readFile: (file: string) => string | undefined = (file) => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
  },
): () => WebhookConfig {
  const atStart = readConfig(env);
  const file = env[TEST_SETTINGS_FILE];
  if (typeof file !== 'string' || file.trim() === '') return () => atStart;
  return () => {
    const text = readFile(file);
    if (text === undefined) return atStart;
    const parsed: unknown = JSON.parse(text);
    const overrides = isRecord(parsed) ? parsed : {};
    return { ...readConfig({ ...env, ...overrides }), scanIntervalSeconds: atStart.scanIntervalSeconds };
  };
}
