// `npm run setup`: builds the extensions and runs cms/setup.mjs against the configured database
// (cms/.env or the environment), without starting the servers.
import { buildAll } from './lib/build.mjs';
import { cmsEnvironment } from './lib/cms-env.mjs';
import { runSetup } from './lib/stack.mjs';

await buildAll();
await runSetup(cmsEnvironment());
