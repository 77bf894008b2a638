// The site's one way to Directus (docs/decisions/035-content-gateway.md): the SDK with the Website
// API token for the typed reads of collections, and one fetch wrapper for everything the SDK does
// not fit (the request-form endpoint, previews of drafts, assets, the readiness ping). Created
// once per web server, by createSiteContent (lib/content/site-content.server.ts).
import type { Schema } from '@agency/cms-schema/schema';
import { type ListCollection } from '@agency/contract/collections';
import { PAGE_SIZE } from '@agency/contract/limits';
import { createDirectus, readItems, rest, staticToken, type CollectionType, type Query } from '@directus/sdk';
import type { ReadOutput } from './cms-views';
import { errorMessage } from './log.server';

export interface DirectusSettings {
  /** DIRECTUS_URL: where the web server reaches Directus (never the admin's public address). */
  url: string;
  /** The Website API user's static token. */
  token: string;
  /** How calls leave: the global fetch (read when the client is created), a stub in tests. */
  fetch?: typeof fetch;
}

/** One call through the fetch wrapper. */
export interface DirectusCall {
  method?: 'GET' | 'POST';
  query?: URLSearchParams;
  headers?: Headers;
  body?: Uint8Array<ArrayBuffer>;
  /** Sends the Website API token: drafts and assets need it, the request-form endpoint takes none. */
  token?: boolean;
  /**
   * The visitor's address (lib/client-address.server.ts), sent as X-Forwarded-For: Directus
   * counts its per-address limit per visitor, not against the web server (README "No single
   * client can starve others").
   */
  visitor?: string | null;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** What every failed call through the wrapper throws: Directus' status, or null when it gave no answer. */
export class DirectusError extends Error {
  readonly status: number | null;

  constructor(message: string, status: number | null, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DirectusError';
    this.status = status;
  }
}

function signalOf({ signal, timeoutMs }: DirectusCall): AbortSignal | undefined {
  const timeout = timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs);
  if (signal && timeout) return AbortSignal.any([signal, timeout]);
  return signal ?? timeout;
}

const sdkOf = (url: string, token: string, transport: typeof fetch) =>
  createDirectus<Schema>(url, { globals: { fetch: transport } })
    .with(staticToken(token))
    .with(rest());

export interface Directus {
  /** The SDK with the Website API token: its reads are typed from the generated Schema. */
  readonly sdk: ReturnType<typeof sdkOf>;
  /**
   * One call; the answer as it comes (a streamed body is not read, any status is given back).
   * Throws DirectusError (status null) when Directus does not answer.
   */
  fetch(path: string, call?: DirectusCall): Promise<Response>;
  /** One call answered with JSON, checked by `parse`; throws DirectusError for any answer but 2xx. */
  json<T>(path: string, call: DirectusCall, parse: (body: unknown) => T): Promise<T>;
}

export function createDirectusClient(settings: DirectusSettings): Directus {
  const transport = settings.fetch ?? globalThis.fetch;
  async function call(path: string, options: DirectusCall = {}): Promise<Response> {
    const headers = new Headers(options.headers);
    if (options.token) headers.set('Authorization', `Bearer ${settings.token}`);
    if (options.visitor) headers.set('X-Forwarded-For', options.visitor);
    const query = options.query ? `?${options.query}` : '';
    try {
      return await transport(`${settings.url}${path}${query}`, {
        method: options.method ?? 'GET',
        headers,
        body: options.body,
        signal: signalOf(options),
      });
    } catch (error) {
      throw new DirectusError(`No answer from Directus to ${path}: ${errorMessage(error)}`, null, { cause: error });
    }
  }
  return {
    sdk: sdkOf(settings.url, settings.token, transport),
    fetch: call,
    async json(path, options, parse) {
      const response = await call(path, options);
      if (!response.ok) {
        await response.body?.cancel();
        throw new DirectusError(`HTTP ${response.status}`, response.status);
      }
      return parse(await response.json());
    },
  };
}

/**
 * Every item of a collection that matches the query, read page by page (Directus caps a page at
 * QUERY_LIMIT_MAX, PAGE_SIZE of packages/contract, and would silently cut a larger family
 * short). The primary key ends the sort, so the pages neither overlap nor skip items.
 */
export async function readAll<
  Collection extends ListCollection,
  const ItemQuery extends Query<Schema, CollectionType<Schema, Collection>>,
>(directus: Directus, collection: Collection, query: ItemQuery): Promise<ReadOutput<Collection, ItemQuery>[]> {
  const sort = [...(query.sort ?? []), 'id'];
  const items: ReadOutput<Collection, ItemQuery>[] = [];
  for (let page = 1; ; page += 1) {
    const batch = await directus.sdk.request(
      readItems<Schema, Collection, ItemQuery>(collection, { ...query, sort, limit: PAGE_SIZE, page }),
    );
    items.push(...(batch as ReadOutput<Collection, ItemQuery>[]));
    if (batch.length < PAGE_SIZE) return items;
  }
}
