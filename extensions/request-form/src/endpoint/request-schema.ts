// The schema Directus' own middleware put on the request (`req.schema`), taken once per request
// for every route, extension endpoints included. Asking getSchema() again would copy the whole
// schema a second time (Directus hands out a deep copy of its cached one): on SQLite, about a
// tenth of a submit's time (README "Performance", bench:submit).
import type { Accountability, SchemaOverview } from '@directus/types';
import type { Request } from 'express';

/** A request as Directus' middleware hands it on: with its schema and the caller's accountability. */
export type DirectusRequest = Request & { schema?: SchemaOverview; accountability?: Accountability };

export async function requestSchema(req: DirectusRequest, getSchema: () => Promise<SchemaOverview>) {
  return req.schema ?? getSchema();
}
