// `npm run build`: the Directus extensions and the web server, each only when its sources changed.
import { buildAll } from './lib/build.mjs';

await buildAll();
