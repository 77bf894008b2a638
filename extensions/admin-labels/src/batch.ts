// Rows read by id for displays that show more than their own value (docs/decisions/028-admin-reads-at-a-glance.md):
// Directus gives a display only its field's value, so a card or a list row asks for its item by
// id; the rows a list shows at once are read together, in one request per collection.
import type { ApiClient } from './labels';

type Row = Record<string, unknown> & { id: string | number };

const known = new Map<string, Promise<Row | undefined>>();
const waiting = new Map<string, { id: string; resolve: (row: Row | undefined) => void }[]>();

function readWaiting(api: ApiClient, collection: string, fields: string) {
  const key = `${collection}:${fields}`;
  const batch = waiting.get(key) ?? [];
  waiting.delete(key);
  api
    .get<Row[]>(`/items/${collection}`, {
      params: {
        fields: `id,${fields}`,
        filter: JSON.stringify({ id: { _in: batch.map((entry) => entry.id) } }),
        limit: batch.length,
      },
    })
    .then((response) => {
      const rows = response.data.data;
      for (const entry of batch) entry.resolve(rows.find((row) => String(row.id) === entry.id));
    })
    .catch(() => {
      for (const entry of batch) {
        known.delete(`${key}:${entry.id}`);
        entry.resolve(undefined);
      }
    });
}

/** The item `id` of `collection` with `fields` (comma-separated), read with others asked for at once. */
export function readItem(
  api: ApiClient,
  collection: string,
  fields: string,
  id: string | number,
): Promise<Row | undefined> {
  const key = `${collection}:${fields}`;
  const cached = known.get(`${key}:${id}`);
  if (cached) return cached;
  const row = new Promise<Row | undefined>((resolve) => {
    const queue = waiting.get(key) ?? [];
    if (queue.length === 0) setTimeout(() => readWaiting(api, collection, fields), 0);
    queue.push({ id: String(id), resolve });
    waiting.set(key, queue);
  });
  known.set(`${key}:${id}`, row);
  // Editors change blocks: a row is kept for half a minute.
  setTimeout(() => known.delete(`${key}:${id}`), 30_000);
  return row;
}
