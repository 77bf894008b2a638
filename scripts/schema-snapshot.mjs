// `npm run schema:snapshot`: writes the schema of the configured database (cms/.env or the
// environment; by default the development SQLite file) to snapshots/schema.json. Run it after
// changing collections or fields in the admin, and commit the result with a migration if data
// must follow.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { canonicalSnapshot } from '../cms/lib/snapshot.mjs';
import { cmsEnvironment } from './lib/cms-env.mjs';
import { CMS_DIR, ROOT_DIR, directusCli, run } from './lib/stack.mjs';

const target = path.join(ROOT_DIR, 'snapshots/schema.json');
const workDir = mkdtempSync(path.join(tmpdir(), 'schema-snapshot-'));
try {
  const file = path.join(workDir, 'snapshot.json');
  await run(process.execPath, [directusCli(), 'schema', 'snapshot', '--yes', '--format', 'json', file], {
    env: cmsEnvironment(),
    cwd: CMS_DIR,
    quiet: true,
  });
  const snapshot = canonicalSnapshot(JSON.parse(readFileSync(file, 'utf8')));
  writeFileSync(target, `${JSON.stringify(snapshot, null, 2)}\n`);
  console.log(
    `✓ ${path.relative(ROOT_DIR, target)}: ${snapshot.collections.length} collections, ${snapshot.fields.length} fields`,
  );
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
