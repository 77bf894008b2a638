// `npm run typecheck` (and the typecheck step of `npm test`): the generated types first — the CMS
// schema types must match snapshots/schema.json, React Router's route types are regenerated —
// then `tsc -b`, which checks every project of tsconfig.json (TypeScript and the JavaScript with
// checkJs) in dependency order, skipping those unchanged since the last run.
import path from 'node:path';
import { ROOT_DIR, run } from './lib/stack.mjs';

const bin = (/** @type {string} */ name) => path.join(ROOT_DIR, 'node_modules/.bin', name);

try {
  await run(process.execPath, ['scripts/generate-cms-types.mjs', '--check']);
  await run('npm', ['run', 'typegen', '-w', 'frontend', '--silent']);
  await run(bin('tsc'), ['--build', '--pretty']);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
