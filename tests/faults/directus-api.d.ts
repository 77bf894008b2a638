// Types of the Directus internals that directus-database.mjs calls (@directus/api ships none), as
// far as it uses them.
declare module '@directus/api/database/index' {
  import type { Knex } from 'knex';

  /** The database connection Directus' own configuration (DB_*) describes. */
  export default function getDatabase(): Knex;
}

declare module '@directus/api/database/migrations/run' {
  import type { Knex } from 'knex';

  /** What `directus database migrate:up|down|latest` does: one step, or every pending one. */
  export default function run(database: Knex, direction: 'up' | 'down' | 'latest', log?: boolean): Promise<void>;
}

declare module '@directus/api/utils/schema/get-snapshot' {
  import type { Knex } from 'knex';

  /** What `directus schema snapshot` writes. */
  export function getSnapshot(options?: { database?: Knex }): Promise<unknown>;
}
