// The outbox (docs/decisions/038-outbox.md): a request sent through the form gets its delivery
// rows (confirmation_deliveries, webhook_deliveries) in the transaction that inserts it, written
// by filters that run before the insert. On PostgreSQL their foreign keys to requests become
// DEFERRABLE INITIALLY IMMEDIATE, so that transaction can defer the check to its commit (every
// other write still checks at once); SQLite defers per transaction without a schema change.
// The schema snapshot does not describe deferrability: this is the one place it is set.
const TABLES = ['webhook_deliveries', 'confirmation_deliveries'];

const isPostgres = (knex) => ['pg', 'postgres', 'postgresql'].includes(String(knex.client.config.client));

/** The foreign keys of `table` that point at requests. */
async function keysToRequests(knex, table) {
  const { rows } = await knex.raw(
    `select conname from pg_constraint
      where contype = 'f' and conrelid = ?::regclass and confrelid = 'requests'::regclass`,
    [table],
  );
  return rows.map((row) => String(row.conname));
}

async function setDeferrable(knex, clause) {
  if (!isPostgres(knex)) return;
  for (const table of TABLES) {
    for (const name of await keysToRequests(knex, table)) {
      await knex.raw(`alter table ?? alter constraint ?? ${clause}`, [table, name]);
    }
  }
}

export async function up(knex) {
  await setDeferrable(knex, 'deferrable initially immediate');
}

export async function down(knex) {
  await setDeferrable(knex, 'not deferrable');
}
