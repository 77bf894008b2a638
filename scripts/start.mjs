// `npm start`: builds what changed, sets up the database, starts Directus (:8055) and the web
// server (:3000), prints both URLs and the admin login. Ctrl-C stops both.
import path from 'node:path';
import { buildAll } from './lib/build.mjs';
import { cmsEnvironment } from './lib/cms-env.mjs';
import { ROOT_DIR, runSetup, startDirectus, startWeb } from './lib/stack.mjs';
import { DEMO_EDITOR_EMAIL, DEMO_STAFF_EMAIL } from '../migrations/lib/ids.js';

const WEB_PORT = process.env.WEB_PORT ?? '3000';
const started = Date.now();
// Directus tells the web server at once when content changes (README "The read path").
const cmsEnv = cmsEnvironment({
  CONTENT_WEBHOOK_URLS: process.env.CONTENT_WEBHOOK_URLS ?? `http://127.0.0.1:${WEB_PORT}/__content/changed`,
});

console.log('› Building');
await buildAll();
await runSetup(cmsEnv);

console.log('› Starting Directus');
const directus = await startDirectus(cmsEnv);
console.log('› Starting the web server');
const web = await startWeb({
  ...process.env,
  NODE_ENV: 'production',
  HOST: cmsEnv.WEB_HOST ?? '127.0.0.1',
  PORT: WEB_PORT,
  DIRECTUS_URL: directus.url,
  DIRECTUS_PUBLIC_URL: cmsEnv.PUBLIC_URL,
  WEBSITE_API_TOKEN: cmsEnv.WEBSITE_API_TOKEN,
}).catch(async (error) => {
  await directus.stop();
  throw error;
});

// Seeded on the first setup of a database only (migrations/006-demo-users.js).
const demoLogins = ['true', '1'].includes(String(cmsEnv.SEED_DEMO_USERS).toLowerCase())
  ? `
  Staff     ${DEMO_STAFF_EMAIL}  /  ${cmsEnv.DEMO_STAFF_PASSWORD}   (demo)
  Editor    ${DEMO_EDITOR_EMAIL}  /  ${cmsEnv.DEMO_EDITOR_PASSWORD}   (demo)`
  : '';
const database =
  cmsEnv.DB_CLIENT === 'sqlite3'
    ? `SQLite ${path.relative(ROOT_DIR, cmsEnv.DB_FILENAME ?? '')}`
    : `${cmsEnv.DB_CLIENT} ${cmsEnv.DB_CONNECTION_STRING ? '(DB_CONNECTION_STRING)' : `${cmsEnv.DB_HOST}:${cmsEnv.DB_PORT}/${cmsEnv.DB_DATABASE}`}`;
console.log(`
  Site      http://localhost:${WEB_PORT}
  Admin     ${cmsEnv.PUBLIC_URL}/admin
  Login     ${cmsEnv.ADMIN_EMAIL}  /  ${cmsEnv.ADMIN_PASSWORD ?? '(ADMIN_PASSWORD from your environment)'}${demoLogins}
  Database  ${database}
  Ready in ${((Date.now() - started) / 1000).toFixed(1)} s. Press Ctrl-C to stop.
`);

let stopping = false;
/** @param {string} signal */
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n› ${signal}: stopping`);
  await Promise.all([web.stop(), directus.stop()]);
  process.exit(0);
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

// If either server dies, stop the other and fail, rather than leave half a stack running.
for (const { name, server } of [
  { name: 'Directus', server: directus },
  { name: 'Web server', server: web },
]) {
  server.exited.then((code) => {
    if (stopping) return;
    console.error(`✗ ${name} stopped unexpectedly (exit code ${code})`);
    shutdown('exit').then(() => process.exit(1));
  });
}
