// The project's migrations up → down → up on a fresh SQLite and a fresh PostgreSQL database:
// undoing every migrations/NNN-*.js leaves the database exactly as it was before them (the core
// and the snapshot's schema, every row), a second setup brings back the same data as the first
// (up to the values the database generates: serial ids, creation times, random access ids),
// and the committed snapshot equals the database's own snapshot after each setup (no drift).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameSchema } from '../../cms/lib/snapshot.mjs';
import { CMS_DIR, ROOT_DIR, run, runSetup } from '../../scripts/lib/stack.mjs';
import { connect, databaseFingerprint } from '../integration/database-fingerprint.mjs';
import { postgresReachable, startTestStack } from '../../scripts/lib/test-stack.mjs';

const MIGRATIONS_DIR = path.join(ROOT_DIR, 'migrations');
const CUSTOM_VERSIONS = readdirSync(MIGRATIONS_DIR)
  .filter((name) => /^\d{3}-[\w-]+\.js$/.test(name))
  .map((name) => name.split('-')[0]!)
  .sort();
const COMMITTED_SNAPSHOT = JSON.parse(readFileSync(path.join(ROOT_DIR, 'snapshots/schema.json'), 'utf8'));
const kinds = ['sqlite', ...((await postgresReachable()) ? (['postgres'] as const) : [])] as const;

type CmsEnv = Record<string, string | undefined>;

/** Every table's hash, with directus_migrations as its versions only (its timestamps differ). */
async function fingerprint(env: CmsEnv) {
  const { directus_migrations: _timestamps, ...tables } = (await databaseFingerprint(env)) as Record<string, string>;
  return { tables, migrations: await appliedMigrations(env) };
}

async function appliedMigrations(env: CmsEnv) {
  const db = connect(env);
  try {
    const rows: { version: string }[] = await db('directus_migrations').select('version');
    return rows.map((row) => row.version).sort();
  } finally {
    await db.destroy();
  }
}

// Values the database or Directus make at insert time, different on every run of the same up().
const INSERT_TIME_COLUMNS = new Set(['date_created', 'date_updated', 'created_on', 'modified_on', 'uploaded_on']);
const RANDOM_ID_TABLES = new Set(['directus_access']); // migrations/lib/access.js: randomUUID()
const RUNTIME_TABLES = new Set(['directus_activity', 'directus_sessions', 'directus_migrations']);

async function tableNames(db: ReturnType<typeof connect>): Promise<string[]> {
  if (db.client.config.client === 'sqlite3') {
    const rows = await db('sqlite_master').select('name').where({ type: 'table' }).whereNot('name', 'like', 'sqlite_%');
    return rows.map((row: { name: string }) => row.name).sort();
  }
  const rows = await db('information_schema.tables').select('table_name').where({ table_schema: 'public' });
  return rows.map((row: { table_name: string }) => row.table_name).sort();
}

/**
 * Every table's hash, insert-time values aside: serial ids become their rank (the k-th row an
 * up() inserts is k in every run) and so do the foreign keys pointing at them
 * (directus_relations), creation times and random ids are left out.
 */
async function contentFingerprint(env: CmsEnv) {
  const db = connect(env);
  try {
    const tables = (await tableNames(db)).filter((table) => !RUNTIME_TABLES.has(table));
    const rows = new Map<string, Record<string, unknown>[]>();
    for (const table of tables) rows.set(table, await db(table).select('*'));
    const ranks = new Map<string, Map<unknown, number>>();
    for (const [table, list] of rows) {
      const ids = list.map((row) => row.id);
      if (ids.length === 0 || !ids.every((id) => Number.isInteger(Number(id)) && typeof id !== 'string')) continue;
      const sorted = [...ids].sort((a, b) => Number(a) - Number(b));
      ranks.set(table, new Map(sorted.map((id, index) => [id, index + 1])));
    }
    const relations: {
      many_collection: string;
      many_field: string;
      one_collection: string | null;
      one_collection_field: string | null;
    }[] = await db('directus_relations').select(
      'many_collection',
      'many_field',
      'one_collection',
      'one_collection_field',
    );
    const fingerprint: Record<string, string> = {};
    for (const [table, list] of rows) {
      const foreignKeys = relations.filter(
        (relation) =>
          relation.many_collection === table && relation.one_collection && ranks.has(relation.one_collection),
      );
      // Many-to-any: the key is text, its collection in another column of the row.
      const anyKeys = relations.filter(
        (relation) => relation.many_collection === table && relation.one_collection_field,
      );
      const normalised = list.map((row) => {
        const copy: Record<string, unknown> = {};
        for (const [column, value] of Object.entries(row)) if (!INSERT_TIME_COLUMNS.has(column)) copy[column] = value;
        if (RANDOM_ID_TABLES.has(table)) delete copy.id;
        else if (ranks.has(table)) copy.id = ranks.get(table)!.get(row.id);
        for (const relation of foreignKeys) {
          const value = row[relation.many_field];
          if (value !== null && value !== undefined)
            copy[relation.many_field] = ranks.get(relation.one_collection!)!.get(value);
        }
        for (const relation of anyKeys) {
          const target = ranks.get(String(row[relation.one_collection_field!]));
          const value = row[relation.many_field];
          const key = target && [...target.keys()].find((id) => String(id) === String(value));
          if (target && key !== undefined) copy[relation.many_field] = target.get(key);
        }
        return JSON.stringify(copy, Object.keys(copy).sort());
      });
      fingerprint[table] = createHash('sha256').update(normalised.sort().join('\n')).digest('hex');
    }
    return fingerprint;
  } finally {
    await db.destroy();
  }
}

const directusDatabase = (env: CmsEnv, ...args: string[]) =>
  run(process.execPath, [path.join(import.meta.dirname, 'directus-database.mjs'), ...args], {
    env: { ...process.env, ...env },
    cwd: CMS_DIR,
    quiet: true,
  });

async function snapshotOf(env: CmsEnv, workDir: string) {
  const file = path.join(workDir, `snapshot-${Date.now()}.json`);
  await directusDatabase(env, 'snapshot', file);
  return JSON.parse(readFileSync(file, 'utf8'));
}

describe.each(kinds)('migrations up → down → up on a fresh %s database', (kind) => {
  const workDir = mkdtempSync(path.join(tmpdir(), 'agency-faults-migrations-'));
  const noMigrations = path.join(workDir, 'no-migrations');
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let env: CmsEnv;

  beforeAll(async () => {
    mkdirSync(noMigrations);
    // The setup without any of our migrations: the core and the snapshot's schema only.
    stack = await startTestStack(kind, { web: false, fresh: true, extraEnv: { MIGRATIONS_PATH: noMigrations } });
    await stack.directus.stop();
    env = { ...stack.cmsEnv, MIGRATIONS_PATH: MIGRATIONS_DIR };
  });
  afterAll(async () => {
    await stack?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  it('down undoes up exactly, up again brings back the same database, and the schema never drifts', async () => {
    const before = await fingerprint(env);
    expect(before.migrations.filter((version) => CUSTOM_VERSIONS.includes(version))).toEqual([]);

    const firstSetup = await runSetup(env, { quiet: true });
    expect(firstSetup).toMatch(/schema .*: already matches the snapshot/);
    expect(firstSetup).toMatch(/custom migrations .*: applied /);
    const migrated = await appliedMigrations(env);
    expect(migrated).toEqual([...before.migrations, ...CUSTOM_VERSIONS].sort());
    const up = await contentFingerprint(env);
    expect(sameSchema(COMMITTED_SNAPSHOT, await snapshotOf(env, workDir))).toBe(true);

    await directusDatabase(env, 'undo-custom-migrations');
    const down = await fingerprint(env);
    expect(down.migrations).toEqual(before.migrations);
    // Table by table, so that a failure names the tables a down() leaves changed.
    expect(down.tables).toEqual(before.tables);

    const secondSetup = await runSetup(env, { quiet: true });
    expect(secondSetup).toMatch(/custom migrations .*: applied /);
    expect(await appliedMigrations(env)).toEqual(migrated);
    expect(await contentFingerprint(env)).toEqual(up);
    expect(sameSchema(COMMITTED_SNAPSHOT, await snapshotOf(env, workDir))).toBe(true);
    // A backstop, not a measure: two setups, an undo and two snapshots took over the default
    // 180 s on PostgreSQL while both cores ran other suites.
  }, 420_000);
});
