// The extension's settings, read once from Directus' environment (documented in cms/.env.example).
// An unset or empty setting takes its default; a setting that is set but wrong stops the endpoint
// with a message naming every wrong setting, rather than running with a value nobody chose.
import { z } from 'zod';

type Env = Record<string, unknown>;

export interface RequestFormConfig {
  /** Submissions one IP may make per window (default 5 per 10 minutes; 0 turns the limit off). */
  submitLimit: number;
  submitWindowSeconds: number;
  /** Attachment uploads one IP may make per submit window (default 20; 0 turns the limit off). */
  uploadLimit: number;
  /** Attachments never linked to a request are removed after this many seconds (default 24 h). */
  orphanAttachmentSeconds: number;
  /** Uploads one form (one form token) may make (default 6: twice the files a request takes). */
  uploadsPerForm: number;
  /** Bytes all attachments no request names yet may take together (default 500 MB). */
  parkedMaxBytes: number;
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

const isUnset = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Directus hands numbers over as numbers, or as text when they came from a file it did not cast. */
const toNumber = (value: unknown) => (isUnset(value) ? undefined : typeof value === 'string' ? Number(value) : value);

function wholeNumber(fallback: number, min: number, what: string) {
  const error = `must be a whole number of ${what}, ${min} or more`;
  return z.preprocess(toNumber, z.number({ error }).int({ error }).min(min, { error }).default(fallback));
}

function seconds(fallback: number) {
  const error = 'must be a number of seconds, 0 or more';
  return z.preprocess(toNumber, z.number({ error }).min(0, { error }).default(fallback));
}

const secret = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string({ error: 'must be set: it signs the form tokens' })
    .refine((text) => text.trim() !== '', { error: 'must not be empty: it signs the form tokens' }),
);

// A redis:// or rediss:// address, or the path of a Unix socket.
const redis = z.preprocess(
  (value) => (isUnset(value) ? undefined : value),
  z
    .string({ error: 'must be a redis:// or rediss:// address' })
    .regex(/^(?:rediss?:\/\/\S+|\/\S+)$/, { error: 'must be a redis:// or rediss:// address' })
    .optional(),
);

const settings = z.object({
  REQUEST_FORM_SUBMIT_LIMIT: wholeNumber(5, 0, 'submissions (0 turns the limit off)'),
  REQUEST_FORM_SUBMIT_WINDOW_SECONDS: wholeNumber(600, 1, 'seconds'),
  REQUEST_FORM_UPLOAD_LIMIT: wholeNumber(20, 0, 'uploads (0 turns the limit off)'),
  REQUEST_FORM_ORPHAN_ATTACHMENT_SECONDS: wholeNumber(24 * 3600, 1, 'seconds'),
  REQUEST_FORM_UPLOADS_PER_FORM: wholeNumber(6, 1, 'uploads'),
  REQUEST_FORM_PARKED_ATTACHMENTS_MB: wholeNumber(500, 1, 'megabytes'),
  REQUEST_FORM_MIN_FILL_SECONDS: seconds(3),
  REQUEST_FORM_TOKEN_TTL_SECONDS: wholeNumber(24 * 3600, 1, 'seconds'),
  REQUEST_FORM_MAX_PAYLOAD_BYTES: wholeNumber(32 * 1024, 1, 'bytes'),
  REDIS: redis,
  SECRET: secret,
});

/** Settings whose value a message may not repeat. */
const SECRET_SETTINGS = new Set(['SECRET', 'REDIS']);

/** Reads the settings, or throws one error naming every wrong setting. */
export function readConfig(env: Env): RequestFormConfig {
  const result = settings.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const shown = SECRET_SETTINGS.has(name) || isUnset(env[name]) ? '' : ` (it is ${JSON.stringify(env[name])})`;
      return `${name} ${issue.message}${shown}`;
    });
    throw new Error(`The request form cannot start: ${problems.join('; ')}. See cms/.env.example.`);
  }
  const values = result.data;
  return {
    submitLimit: values.REQUEST_FORM_SUBMIT_LIMIT,
    submitWindowSeconds: values.REQUEST_FORM_SUBMIT_WINDOW_SECONDS,
    uploadLimit: values.REQUEST_FORM_UPLOAD_LIMIT,
    orphanAttachmentSeconds: values.REQUEST_FORM_ORPHAN_ATTACHMENT_SECONDS,
    uploadsPerForm: values.REQUEST_FORM_UPLOADS_PER_FORM,
    parkedMaxBytes: values.REQUEST_FORM_PARKED_ATTACHMENTS_MB * 1024 * 1024,
    minFillSeconds: values.REQUEST_FORM_MIN_FILL_SECONDS,
    formTokenTtlSeconds: values.REQUEST_FORM_TOKEN_TTL_SECONDS,
    maxPayloadBytes: values.REQUEST_FORM_MAX_PAYLOAD_BYTES,
    redis: values.REDIS,
    secret: values.SECRET,
  };
}
