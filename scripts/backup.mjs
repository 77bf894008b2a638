// `npm run backup [-- --out <folder>]`: one archive of the database and the uploads, for the
// configuration `npm start` uses (cms/.env, the environment). README "Operations" says how often
// and where to keep them.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, createBackup } from './lib/backup.mjs';
import { cmsEnvironment } from './lib/cms-env.mjs';
import { ROOT_DIR } from './lib/stack.mjs';

const { values } = parseArgs({ options: { out: { type: 'string', default: process.env.BACKUP_DIR ?? 'backups' } } });
try {
  const env = cmsEnvironment();
  const { archive, manifest } = await createBackup({
    env,
    outDir: path.resolve(ROOT_DIR, values.out),
    snapshotFile: path.join(ROOT_DIR, 'snapshots/schema.json'),
  });
  console.log(`✓ Backup written: ${path.relative(process.cwd(), archive)}`);
  console.log(`  ${manifest.database} database, ${manifest.uploads} uploaded files, started ${manifest.startedAt}`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`✗ ${error.message}`);
  process.exit(1);
}
