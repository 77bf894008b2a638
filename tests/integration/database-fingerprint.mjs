// A hash of every table's columns and rows, to prove that a second setup changes nothing.
import { createHash } from 'node:crypto';
import knex from 'knex';

// Written by the running server itself, not by setup: logins, the request log, and the registry
// of loaded extensions (every Directus process syncs it when it loads its extensions).
const RUNTIME_TABLES = new Set(['directus_activity', 'directus_sessions', 'directus_extensions']);

/**
 * A knex connection to the database a stack's Directus uses.
 * @param {import('../../scripts/lib/stack.mjs').Env} cmsEnv
 */
export function connect(cmsEnv) {
  if (cmsEnv.DB_CLIENT === 'sqlite3') {
    if (!cmsEnv.DB_FILENAME) throw new Error('DB_CLIENT is sqlite3 but DB_FILENAME is not set');
    return knex({ client: 'sqlite3', connection: { filename: cmsEnv.DB_FILENAME }, useNullAsDefault: true });
  }
  return knex({
    client: 'pg',
    connection: {
      host: cmsEnv.DB_HOST,
      port: Number(cmsEnv.DB_PORT),
      database: cmsEnv.DB_DATABASE,
      user: cmsEnv.DB_USER,
      password: cmsEnv.DB_PASSWORD,
    },
  });
}

/** @param {import('knex').Knex} db */
async function tableNames(db) {
  if (db.client.config.client === 'sqlite3') {
    /** @type {{ name: string }[]} */
    const rows = await db('sqlite_master').select('name').where({ type: 'table' }).whereNot('name', 'like', 'sqlite_%');
    return rows.map((row) => row.name).sort();
  }
  /** @type {{ table_name: string }[]} */
  const rows = await db('information_schema.tables').select('table_name').where({ table_schema: 'public' });
  return rows.map((row) => row.table_name).sort();
}

/**
 * { table: sha256 of its columns and rows } for every table except the runtime logs.
 * @param {import('../../scripts/lib/stack.mjs').Env} cmsEnv
 */
export async function databaseFingerprint(cmsEnv) {
  const db = connect(cmsEnv);
  try {
    /** @type {Record<string, string>} */
    const fingerprint = {};
    for (const table of await tableNames(db)) {
      if (RUNTIME_TABLES.has(table)) continue;
      const columns = Object.keys(await db(table).columnInfo()).sort();
      // Sorted here, not in SQL: PostgreSQL cannot order by json columns.
      const rows = (await db(table).select(columns)).map((row) => JSON.stringify(row)).sort();
      fingerprint[table] = createHash('sha256').update(JSON.stringify({ columns, rows })).digest('hex');
    }
    return fingerprint;
  } finally {
    await db.destroy();
  }
}
