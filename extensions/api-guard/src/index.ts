// Guards on Directus' own routes, for every caller (README "What is enforced where").
//   - JSON bodies nested more than MAX_JSON_DEPTH levels are refused (400) before any route
//     walks them: Directus' routes and ours would overflow the call stack (500) on thousands.
//   - A file's type can only be one the site can serve as an image (routes/media.ts rasterises
//     them; anything else it refuses). Uploads are limited by Directus itself
//     (FILES_MIME_TYPE_ALLOW_LIST, cms/.env.example); this hook covers the type field changed
//     afterwards (PATCH /files, GraphQL), which that setting does not see. Administrators are
//     trusted with it, as with everything else.
//   - CSV exports (`?export=csv`, `csv_utf8`, and exports to the file library) never carry a
//     live spreadsheet formula: a text cell that starts like one is prefixed with ' (csv-formulas.ts);
//     a request's follow-up answers read as questions and answers, not JSON (csv-follow-ups.ts).
//   - Sign-in attempts are counted per client address, past the limit 429 with Retry-After
//     (login-throttle.ts); wrong passwords never suspend an account.
//   - No X-Powered-By header: what runs behind the API is nobody's business.
//   - Activity and revisions, for anyone but administrators: only those of the collections
//     triage needs (requests and their attachments). Staff read both collections whole (the
//     core tier has no permission filters), which would show every sign-in's address and user
//     agent and every flow's configuration; the query is narrowed here instead.
import { errorCode, isRecord } from '@agency/contract/guards';
import { IMAGE_TYPES } from '@agency/contract/limits';
import { HitRateLimitError, InvalidPayloadError } from '@directus/errors';
import { defineHook } from '@directus/extensions-sdk';
import type { Accountability } from '@directus/types';
import type { NextFunction, Request, Response } from 'express';
import { followUpsAsText } from './csv-follow-ups';
import { neutraliseRecords } from './csv-formulas';
import { nestedDeeperThan } from './json-depth';
import { createLoginThrottle, loginThrottleConfig } from './login-throttle';

/** Generous for every admin and API payload (filters, nested relational writes), far below harm. */
export const MAX_JSON_DEPTH = 64;

/** What routes/media.ts of the site can turn into a raster image, as FILES_MIME_TYPE_ALLOW_LIST (packages/contract). */
const IMAGE_TYPE_SET: ReadonlySet<string> = new Set(IMAGE_TYPES);

type Payload = Record<string, unknown>;

function checkFileType(payload: Payload) {
  if (!('type' in payload) || IMAGE_TYPE_SET.has(String(payload.type))) return;
  throw new InvalidPayloadError({
    reason: `Only images can be stored (JPEG, PNG, WebP, AVIF, TIFF or SVG), not "${String(payload.type)}"`,
  });
}

type Transform = (input: unknown, format: string, options?: unknown) => string;

/**
 * Every CSV Directus writes goes through ExportService.transform (the items endpoints' `export`
 * and the export to a file): its records are neutralised before they are written.
 */
function neutraliseCsvExports(exportService: { prototype: { transform: Transform } }) {
  const transform = exportService.prototype.transform;
  if ('neutralised' in transform && transform.neutralised) return;
  const neutralising: Transform = function (this: unknown, input, format, options) {
    const records = String(format).startsWith('csv') ? neutraliseRecords(followUpsAsText(input)) : input;
    return transform.call(this, records, format, options);
  };
  Object.assign(neutralising, { neutralised: true });
  exportService.prototype.transform = neutralising;
}

/** What non-administrators may read of activity and revisions: the history of triage. */
export const HISTORY_COLLECTIONS = ['requests', 'request_attachments'];

type Query = { filter?: Record<string, unknown> } & Record<string, unknown>;

/** The query, narrowed to the history of the collections triage needs. */
export function triageHistoryOnly(query: Query): Query {
  const only = { collection: { _in: HISTORY_COLLECTIONS } };
  return { ...query, filter: query.filter ? { _and: [query.filter, only] } : only };
}

/** The sign-in routes of every provider (REST); GraphQL's sign-in meets the filter below. */
const SIGN_IN = /^\/auth\/login(?:\/[^/]+)?\/?$/;

function tooManyAttempts(limit: number, seconds: number) {
  return new HitRateLimitError({ limit, reset: new Date(Date.now() + seconds * 1000) });
}

export default defineHook(({ init, filter, action }, { services, env, logger }) => {
  neutraliseCsvExports(services.ExportService);

  const throttleConfig = loginThrottleConfig(env);
  const throttle = createLoginThrottle(throttleConfig, (message) => logger.warn(message));

  // No "X-Powered-By: Directus" on any answer: Directus sets it on every response, after this.
  init('app.before', ({ app }) => {
    app.use((_req: Request, res: Response, next: NextFunction) => {
      const setHeader = res.setHeader.bind(res);
      res.setHeader = (name: string, value: number | string | readonly string[]) =>
        name.toLowerCase() === 'x-powered-by' ? res : setHeader(name, value);
      next();
    });
  });

  // An address past its limit is answered before Directus looks at the password.
  init('middlewares.after', ({ app }) => {
    app.use((req: Request & { accountability?: Accountability }, res: Response, next: NextFunction) => {
      if (req.method !== 'POST' || !SIGN_IN.test(req.path)) return next();
      const address = req.accountability?.ip ?? '';
      throttle.waitFor(address).then((seconds) => {
        if (seconds === null) return next();
        res.set('Retry-After', String(seconds));
        next(tooManyAttempts(throttleConfig.attempts, seconds));
      }, next);
    });
  });

  for (const event of ['activity.query', 'revisions.query']) {
    filter<Query>(event, (query, _meta, { accountability }) =>
      accountability && !accountability.admin ? triageHistoryOnly(query) : query,
    );
  }

  // Every attempt at a known account counts (REST and GraphQL alike), before its password is checked.
  filter('auth.login', async (payload, _meta, { accountability }) => {
    const seconds = await throttle.attempt(accountability?.ip ?? '');
    if (seconds !== null) throw tooManyAttempts(throttleConfig.attempts, seconds);
    return payload;
  });

  // A right password gives its attempt back, also when a second factor is asked for next.
  action('auth.login', ({ status, payload, error }, { accountability }) => {
    const passwordRight =
      status === 'success' || (errorCode(error) === 'INVALID_OTP' && !(isRecord(payload) && payload['otp']));
    if (passwordRight) void throttle.succeeded(accountability?.ip ?? '').catch(() => {});
  });

  init('middlewares.after', ({ app }) => {
    app.use((req: Request, _res: Response, next: NextFunction) => {
      if (!nestedDeeperThan(req.body, MAX_JSON_DEPTH)) return next();
      next(new InvalidPayloadError({ reason: `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep` }));
    });
  });

  for (const event of ['files.create', 'files.update']) {
    filter<Payload>(event, (input, _meta, { accountability }) => {
      if (accountability && !accountability.admin) checkFileType(input);
      return input;
    });
  }
});
