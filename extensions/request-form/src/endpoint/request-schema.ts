// The schema Directus' own middleware put on the request (`req.schema`), taken once per request
// for every route, extension endpoints included. Asking getSchema() again would copy the whole
// schema a second time (Directus hands out a deep copy of its cached one): on SQLite, about a
// tenth of a submit's time (README "Performance", bench:submit).
import type { SchemaOverview } from '@directus/types';
import type { Request } from 'express';

export async function requestSchema(req: Request, getSchema: () => Promise<SchemaOverview>) {
  return (req as Request & { schema?: SchemaOverview }).schema ?? getSchema();
}
