// The extension's settings, read once from Directus' environment (documented in cms/.env.example).

type Env = Record<string, unknown>;

const number = (env: Env, name: string, fallback: number) => {
  const raw = env[name];
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isFinite(value) && value >= 0 ? value : fallback;
};

export interface RequestFormConfig {
  /** Submissions one IP may make per window (default 5 per 10 minutes). */
  submitLimit: number;
  submitWindowSeconds: number;
  /** A request sent sooner than this after the form was opened is marked as spam. */
  minFillSeconds: number;
  /** How long a form token is taken for a visitor's (default 24 h); older ones mark a request as spam. */
  formTokenTtlSeconds: number;
  /** Largest accepted JSON body of the form endpoints. */
  maxPayloadBytes: number;
  /** Redis connection string; when set, the submit limit is shared by every Directus instance. */
  redis: string | undefined;
  /** Signs form tokens (Directus' own SECRET). */
  secret: string;
}

export function readConfig(env: Env): RequestFormConfig {
  const redis = typeof env['REDIS'] === 'string' && env['REDIS'] !== '' ? (env['REDIS'] as string) : undefined;
  return {
    submitLimit: number(env, 'REQUEST_FORM_SUBMIT_LIMIT', 5),
    submitWindowSeconds: number(env, 'REQUEST_FORM_SUBMIT_WINDOW_SECONDS', 600),
    minFillSeconds: number(env, 'REQUEST_FORM_MIN_FILL_SECONDS', 3),
    formTokenTtlSeconds: number(env, 'REQUEST_FORM_TOKEN_TTL_SECONDS', 24 * 3600),
    maxPayloadBytes: number(env, 'REQUEST_FORM_MAX_PAYLOAD_BYTES', 32 * 1024),
    redis,
    secret: String(env['SECRET'] ?? ''),
  };
}
