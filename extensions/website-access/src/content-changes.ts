// Tells the web server(s) which content collections changed, so that they re-read exactly those
// and drop the pages built from them (README "The read path"). Changes within a short window
// are sent together. Two ways, either or both:
// - CONTENT_WEBHOOK_URLS: a signed POST to each web server (HMAC-SHA256 of "timestamp.body" with
//   the Website API token both sides hold), retried a few times;
// - REDIS: a message on the channel every web instance with the same REDIS subscribes to.
// A lost message is not fatal: the web server's copy also expires (CONTENT_CACHE_TTL_SECONDS).
import { randomUUID } from 'node:crypto';
import { SITE_COLLECTION_NAMES } from '@agency/contract/collections';
import { CONTENT_CHANGE_HEADERS, CONTENT_CHANNEL, signedHeaders } from '@agency/contract/signed-message';

export { CONTENT_CHANNEL };

/**
 * Collections the site is built from (packages/contract/src/collections.ts): content, option
 * lists, settings, and files (image data).
 */
export const SITE_COLLECTIONS: ReadonlySet<string> = new Set(SITE_COLLECTION_NAMES);

export function webhookUrls(raw: unknown): string[] {
  if (typeof raw !== 'string') return [];
  return raw
    .split(',')
    .map((url) => url.trim())
    .filter((url) => /^https?:\/\//.test(url));
}

interface Transport {
  urls: string[];
  secret: string;
  publish?: (message: string) => Promise<unknown>;
  log: { warn: (message: string) => void };
  /** Delay before a webhook retry (attempt 1, 2, …). */
  retryDelayMs?: (attempt: number) => number;
}

/**
 * Each attempt is a message of its own (an id in the body): the web server takes a signed
 * message once, so a retry within the same second must not look like a replay.
 */
async function post(url: string, collections: string[], transport: Transport) {
  const delay = transport.retryDelayMs ?? ((attempt) => 250 * 4 ** (attempt - 1));
  for (let attempt = 1; ; attempt += 1) {
    const body = JSON.stringify({ collections, id: randomUUID() });
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...signedHeaders(CONTENT_CHANGE_HEADERS, transport.secret, body),
        },
        body,
        signal: AbortSignal.timeout(5_000),
      });
      if (response.ok) return;
      throw new Error(`HTTP ${response.status}`);
    } catch (error) {
      if (attempt >= 4) {
        transport.log.warn(
          `Content change not delivered to ${url}: ${error instanceof Error ? error.message : String(error)}`,
        );
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, delay(attempt)));
    }
  }
}

/** Collects changed collections for `windowMs`, then sends them in one message. */
export function createChangeNotifier(transport: Transport, windowMs = 50) {
  let pending = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const collections = [...pending].sort();
    const body = JSON.stringify({ collections });
    pending = new Set();
    for (const url of transport.urls) void post(url, collections, transport);
    transport
      .publish?.(body)
      .catch((error: Error) => transport.log.warn(`Content change not published: ${error.message}`));
  };
  return (collection: string) => {
    if (!SITE_COLLECTIONS.has(collection)) return;
    pending.add(collection);
    timer ??= setTimeout(flush, windowMs);
  };
}
