// `npm run restore -- <archive> [--force]`: puts a backup's database and uploads back, for the
// configuration `npm start` uses. Stop Directus first. Refuses to overwrite existing data
// without --force. The next `npm start` (or setup) brings an older schema up to date.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, restoreBackup } from './lib/backup.mjs';
import { cmsEnvironment } from './lib/cms-env.mjs';
import { ROOT_DIR } from './lib/stack.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false } },
});
if (positionals.length !== 1) {
  console.error('Usage: npm run restore -- <archive.tar.gz> [--force]');
  process.exit(2);
}
try {
  const { manifest, uploads, snapshotMatches } = await restoreBackup({
    env: cmsEnvironment(),
    archive: path.resolve(positionals[0]),
    force: values.force,
    snapshotFile: path.join(ROOT_DIR, 'snapshots/schema.json'),
  });
  console.log(`✓ Restored the ${manifest.database} database of ${manifest.startedAt} and ${uploads} uploaded files`);
  if (snapshotMatches === false)
    console.log('  The backup was taken with another schema version: the next start applies the current one.');
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(`✗ ${error.message}`);
  process.exit(1);
}
