// Database steps of the migration round trip, in one short process each (a Directus CLI call
// costs several seconds of start-up, and the round trip needs one per migration), through the
// same functions the CLI commands call:
//   node directus-database.mjs snapshot FILE          = `directus schema snapshot --yes FILE`
//   node directus-database.mjs undo-custom-migrations = `directus database migrate:down`,
//     repeated until none of migrations/NNN-*.js is applied (newest first, as the CLI does)
// Configuration comes from the environment, as for Directus itself.
import { readdirSync, writeFileSync } from 'node:fs';
import getDatabase from '@directus/api/database/index';
import runMigrations from '@directus/api/database/migrations/run';
import { getSnapshot } from '@directus/api/utils/schema/get-snapshot';

const [command, file] = process.argv.slice(2);
const database = getDatabase();

/** The project's migration versions (the NNN of migrations/NNN-name.js). */
const customVersions = () =>
  new Set(
    readdirSync(process.env.MIGRATIONS_PATH ?? '')
      .filter((name) => /^\d{3}-[\w-]+\.js$/.test(name))
      .map((name) => name.slice(0, name.indexOf('-'))),
  );

/**
 * The project's migration versions Directus has recorded as applied.
 * @param {Set<string>} custom
 */
async function appliedCustomVersions(custom) {
  /** @type {{ version: string }[]} */
  const rows = await database('directus_migrations').select('version');
  return rows.map((row) => row.version).filter((version) => custom.has(version));
}

try {
  if (command === 'snapshot') {
    if (!file) throw new Error('snapshot: no FILE given');
    writeFileSync(file, JSON.stringify(await getSnapshot({ database })));
  } else if (command === 'undo-custom-migrations') {
    const custom = customVersions();
    // Bounded: one step per custom migration, and one more to notice a step that undid nothing.
    for (let step = 0; step <= custom.size; step += 1) {
      if ((await appliedCustomVersions(custom)).length === 0) break;
      await runMigrations(database, 'down', false);
    }
    const left = await appliedCustomVersions(custom);
    if (left.length > 0) throw new Error(`custom migrations still applied: ${left.join(', ')}`);
  } else {
    throw new Error(`unknown command: ${command}`);
  }
} finally {
  await database.destroy();
}
