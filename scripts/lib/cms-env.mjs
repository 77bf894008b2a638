// Environment of the native (non-docker) stack: development defaults, then secrets generated on
// first start (cms/data/secrets.env, never committed), then cms/.env, then the process environment.
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { IMAGE_TYPES, PAGE_SIZE } from '@agency/contract/limits';
import { CMS_DIR, ROOT_DIR } from './stack.mjs';

export const DATA_DIR = path.join(CMS_DIR, 'data');
const SECRETS_FILE = path.join(DATA_DIR, 'secrets.env');

/** The variables of a .env file (Node's own parser: comments, quotes, `export`); missing file → {}. */
const readEnvFile = (/** @type {string} */ file) => (existsSync(file) ? parseEnv(readFileSync(file, 'utf8')) : {});

const secret = (/** @type {number} */ bytes) => randomBytes(bytes).toString('base64url');

/**
 * Secrets generated on first start; a later start adds the ones a newer version introduced.
 * @type {Record<string, () => string>}
 */
const GENERATED_SECRETS = {
  KEY: () => secret(24),
  SECRET: () => secret(32),
  ADMIN_PASSWORD: () => secret(12),
  WEBSITE_API_TOKEN: () => secret(32),
  // Demo users (SEED_DEMO_USERS, development only): seeded on the first setup of a database.
  DEMO_STAFF_PASSWORD: () => secret(12),
  DEMO_EDITOR_PASSWORD: () => secret(12),
};

/**
 * Creates cms/data/secrets.env once; later starts reuse it so sessions and tokens survive restarts.
 * @returns {import('./stack.mjs').Env}
 */
function ensureSecrets() {
  const existing = readEnvFile(SECRETS_FILE);
  const missing = Object.keys(GENERATED_SECRETS).filter((key) => !existing[key]);
  if (missing.length === 0) return existing;
  const body = `${missing.map((key) => `${key}=${GENERATED_SECRETS[key]?.()}`).join('\n')}\n`;
  if (existsSync(SECRETS_FILE)) {
    const separator = readFileSync(SECRETS_FILE, 'utf8').endsWith('\n') ? '' : '\n';
    appendFileSync(SECRETS_FILE, `${separator}${body}`);
  } else {
    mkdirSync(DATA_DIR, { recursive: true });
    writeFileSync(SECRETS_FILE, `# Generated on first start; delete to regenerate (with a fresh database).\n${body}`, {
      mode: 0o600,
    });
  }
  return readEnvFile(SECRETS_FILE);
}

/**
 * Addresses "Import from URL" (/files/import) never fetches from (README "What is enforced
 * where"): this machine's own interfaces (0.0.0.0 means them to Directus), loopback, every
 * private, shared, link-local, unique-local, benchmarking, multicast and reserved range, IPv4 and
 * IPv6 (IPv4 written as IPv6 is checked as the IPv4 it is). Directus checks the address each name resolves to.
 */
export const IMPORT_IP_DENY_LIST = [
  '0.0.0.0',
  '0.0.0.0/8',
  '10.0.0.0/8',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '172.16.0.0/12',
  '192.0.0.0/24',
  '192.0.2.0/24',
  '192.168.0.0/16',
  '198.18.0.0/15',
  '198.51.100.0/24',
  '203.0.113.0/24',
  '224.0.0.0/4',
  '240.0.0.0/4',
  '::/128',
  '::1/128',
  '64:ff9b::/96',
  '100::/64',
  '2001:db8::/32',
  'fc00::/7',
  'fe80::/10',
  'ff00::/8',
];

/**
 * Directus' pressure limiter (README "Configuration", docs/decisions/028-admin-reads-at-a-glance.md):
 * while Directus judges its event loop overloaded it answers every request, the admin's own page
 * included, with a bare JSON 503 "Under pressure". Its defaults judge the event loop's
 * utilisation since the process started (Directus 12.4 reads it so), which stays near 100 % for
 * a while after a busy start, and the average delay over a quarter of a second, where one long
 * task weighs heavily. Here: the average delay over a whole second, no utilisation test, and
 * Retry-After on the refusal, so that only sustained overload is refused and clients know when
 * to come back.
 */
export const DIRECTUS_PRESSURE_LIMITER = {
  PRESSURE_LIMITER_ENABLED: 'true',
  PRESSURE_LIMITER_SAMPLE_INTERVAL: '1000',
  PRESSURE_LIMITER_MAX_EVENT_LOOP_DELAY: '500',
  PRESSURE_LIMITER_MAX_EVENT_LOOP_UTILIZATION: 'false',
  PRESSURE_LIMITER_RETRY_AFTER: '5',
};

/**
 * Directus' own limits on what one request may ask for, as docker-compose.yml sets them
 * (cms/.env.example says why), from packages/contract/src/limits.ts: uploads of the image types
 * the site can serve only, pages of at most 500 rows, GraphQL documents of at most 2,000
 * tokens, and the pressure limiter above. Every stack runs with them, the integration tests' too
 * (the end-to-end stack without the pressure limiter: tests/integration/global-setup.ts says why).
 */
export const DIRECTUS_LIMITS = {
  FILES_MIME_TYPE_ALLOW_LIST: IMAGE_TYPES.join(','),
  IMPORT_IP_DENY_LIST: IMPORT_IP_DENY_LIST.join(','),
  QUERY_LIMIT_MAX: String(PAGE_SIZE),
  GRAPHQL_QUERY_TOKEN_LIMIT: '2000',
  ...DIRECTUS_PRESSURE_LIMITER,
};

/**
 * Directus hardening, as docker-compose.yml sets it (cms/.env.example says why): CORS for the
 * site's origin only (CORS_ORIGIN, from WEBSITE_URL), no GraphQL introspection, a per-address
 * rate limit on every endpoint, and the limits above. The fault tests run their stacks with it.
 */
export const DIRECTUS_HARDENING = {
  ...DIRECTUS_LIMITS,
  CORS_ENABLED: 'true',
  CORS_METHODS: 'GET,POST',
  CORS_ALLOWED_HEADERS: 'Content-Type,Idempotency-Key',
  CORS_CREDENTIALS: 'false',
  GRAPHQL_INTROSPECTION: 'false',
  RATE_LIMITER_ENABLED: 'true',
  RATE_LIMITER_POINTS: '300',
  RATE_LIMITER_DURATION: '60',
};

/**
 * Everything Directus needs, for the native start. Values the caller passes win over the rest.
 * @param {import('./stack.mjs').Env} [overrides]
 * @returns {import('./stack.mjs').Env}
 */
export function cmsEnvironment(overrides = {}) {
  const defaults = {
    HOST: '127.0.0.1',
    PORT: '8055',
    PUBLIC_URL: 'http://localhost:8055',
    DB_CLIENT: 'sqlite3',
    DB_FILENAME: path.join(DATA_DIR, 'directus.db'),
    ADMIN_EMAIL: 'admin@example.com',
    EXTENSIONS_PATH: path.join(ROOT_DIR, 'extensions'),
    MIGRATIONS_PATH: path.join(ROOT_DIR, 'migrations'),
    STORAGE_LOCATIONS: 'local',
    STORAGE_LOCAL_ROOT: path.join(CMS_DIR, 'uploads'),
    TELEMETRY: 'false',
    LOG_STYLE: 'pretty',
    LOG_LEVEL: 'warn',
    WEBSITE_URL: 'http://localhost:3000',
    // The site's /api/request-form proxy sends the visitor's address as X-Forwarded-For;
    // Directus believes it from loopback peers only (the web server on this machine), so that a
    // client reaching Directus from elsewhere (HOST=0.0.0.0) cannot forge its address.
    IP_TRUST_PROXY: 'loopback',
    // One demo Staff and one demo Editor user on the first setup (never in docker-compose).
    SEED_DEMO_USERS: 'true',
    ...DIRECTUS_HARDENING,
  };
  /** @type {import('./stack.mjs').Env} */
  const env = {
    ...defaults,
    ...ensureSecrets(),
    ...readEnvFile(path.join(CMS_DIR, '.env')),
    ...process.env,
    ...overrides,
  };
  // The site is the one origin whose pages call Directus (the request form's endpoints).
  env.CORS_ORIGIN ??= env.WEBSITE_URL;
  // The admin's Live Preview frames the site's previews of drafts (README "For editors").
  env.CONTENT_SECURITY_POLICY_DIRECTIVES__FRAME_SRC ??= `array:'self',${env.WEBSITE_URL}`;
  // A relative SQLite path in cms/.env means relative to cms/, where Directus runs.
  if (env.DB_FILENAME && !path.isAbsolute(env.DB_FILENAME)) env.DB_FILENAME = path.resolve(CMS_DIR, env.DB_FILENAME);
  return env;
}
