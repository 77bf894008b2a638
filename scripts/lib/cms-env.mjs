// Environment of the native (non-docker) stack: development defaults, then secrets generated on
// first start (cms/data/secrets.env, never committed), then cms/.env, then the process environment.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readEnvFile } from './dotenv.mjs';
import { CMS_DIR, ROOT_DIR } from './stack.mjs';

export const DATA_DIR = path.join(CMS_DIR, 'data');
const SECRETS_FILE = path.join(DATA_DIR, 'secrets.env');

const secret = (bytes) => randomBytes(bytes).toString('base64url');

/** Creates cms/data/secrets.env once; later starts reuse it so sessions and tokens survive restarts. */
function ensureSecrets() {
  if (!existsSync(SECRETS_FILE)) {
    mkdirSync(DATA_DIR, { recursive: true });
    const values = {
      KEY: secret(24),
      SECRET: secret(32),
      ADMIN_PASSWORD: secret(12),
      WEBSITE_API_TOKEN: secret(32),
    };
    const body = Object.entries(values)
      .map(([key, value]) => `${key}=${value}`)
      .join('\n');
    writeFileSync(
      SECRETS_FILE,
      `# Generated on first start; delete to regenerate (with a fresh database).\n${body}\n`,
      {
        mode: 0o600,
      },
    );
  }
  return readEnvFile(SECRETS_FILE);
}

/** Everything Directus needs, for the native start. Values the caller passes win over the rest. */
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
  };
  const env = {
    ...defaults,
    ...ensureSecrets(),
    ...readEnvFile(path.join(CMS_DIR, '.env')),
    ...process.env,
    ...overrides,
  };
  // A relative SQLite path in cms/.env means relative to cms/, where Directus runs.
  if (env.DB_FILENAME && !path.isAbsolute(env.DB_FILENAME)) env.DB_FILENAME = path.resolve(CMS_DIR, env.DB_FILENAME);
  return env;
}
