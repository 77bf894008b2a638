// Scheduled publishing (README "For editors", @agency/contract/schedule): a promotion or page that
// would come down before it goes up is refused with the reason, on create and on every update
// (an update may change one of the two times: it is checked with the other as saved).
import { eventKeys } from '@agency/contract/guards';
import { SCHEDULED_COLLECTIONS, scheduleProblem, type Scheduled } from '@agency/contract/schedule';
import type { HookConfig } from '@directus/types';
import { refuse } from './redirects';

type Register = Parameters<HookConfig>[0];
type Row = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const timesIn = (row: Row): Scheduled => ({
  publish_at: text(row['publish_at']),
  unpublish_at: text(row['unpublish_at']),
});

export function registerSchedule({ filter }: Register) {
  for (const collection of SCHEDULED_COLLECTIONS) {
    filter<Row>(`${collection}.items.create`, (payload) => {
      refuse(scheduleProblem(timesIn(payload)));
      return payload;
    });
    filter<Row>(`${collection}.items.update`, async (payload, meta, { database }) => {
      if (!('publish_at' in payload || 'unpublish_at' in payload)) return payload;
      const rows: Row[] = await database(collection)
        .select('id', 'publish_at', 'unpublish_at')
        .whereIn('id', eventKeys(meta));
      // The database hands a timestamp back as a Date (PostgreSQL) or as milliseconds (SQLite).
      const asText = (value: unknown) =>
        value instanceof Date ? value.toISOString() : typeof value === 'number' ? new Date(value).toISOString() : value;
      for (const row of rows) {
        const saved = { publish_at: asText(row['publish_at']), unpublish_at: asText(row['unpublish_at']) };
        refuse(scheduleProblem(timesIn({ ...saved, ...payload })));
      }
      return payload;
    });
  }
}
