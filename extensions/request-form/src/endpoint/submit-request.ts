// POST /request-form/submit: one request per Idempotency-Key, validated against the options as
// they are published now, stored with status "new" (or "spam", silently) and a server time.
import { createHash } from 'node:crypto';
import { HONEYPOT_FIELD, FORM_TOKEN_FIELD } from '@agency/request-rules/fields';
import type { FormOptions } from '@agency/request-rules/options';
import { validateSubmission } from '@agency/request-rules/schemas';
import { HitRateLimitError, InvalidPayloadError, UnprocessableContentError } from '@directus/errors';
import type { SchemaOverview } from '@directus/types';
import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import { canonicalJson } from '../shared/canonical-json';
import type { RequestFormConfig } from '../shared/config';
import { formTokenAge, formTokenHash } from '../shared/form-token';
import type { SubmitLimiter } from '../shared/submit-limiter';
import { jsonObjectBody } from './json-body';
import { sendFieldErrors, unknownFieldsError } from './responses';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/;

export interface SubmitDependencies {
  config: RequestFormConfig;
  limiter: SubmitLimiter;
  database: Knex;
  loadOptions: () => Promise<FormOptions>;
  /** Creates the request through Directus (ItemsService), so hooks and flows see it. */
  createRequest: (data: Record<string, unknown>, schema: SchemaOverview) => Promise<string>;
  getSchema: () => Promise<SchemaOverview>;
}

function idempotencyKey(req: Request): string | null {
  const header = req.headers['idempotency-key'];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY.test(header)) {
    throw new InvalidPayloadError({ reason: 'Idempotency-Key must be 8 to 128 letters, digits or . _ : -' });
  }
  return header;
}

/** The answer to a retry: the same 201 for the same body, 422 for another body under the same key. */
async function replay(database: Knex, key: string, fingerprint: string): Promise<{ id: string } | null> {
  const existing = await database('requests').where({ idempotency_key: key }).first('id', 'request_fingerprint');
  if (!existing) return null;
  if (existing.request_fingerprint !== fingerprint) {
    throw new UnprocessableContentError({ reason: 'This Idempotency-Key was already used for a different request' });
  }
  return { id: String(existing.id) };
}

interface TokenCheck {
  spamReason: string | null;
  /** Stored with the request, so that the token counts as used; null for a forged token. */
  tokenHash: string | null;
}

/** One form opening, one request: a token is spent by the first request stored with it. */
async function checkFormToken(body: Record<string, unknown>, deps: SubmitDependencies): Promise<TokenCheck> {
  const { config, database } = deps;
  const token = body[FORM_TOKEN_FIELD];
  const age = formTokenAge(typeof token === 'string' ? token : null, config.secret);
  if (age === null) return { spamReason: 'No valid form token', tokenHash: null };
  const tokenHash = formTokenHash(token as string);
  if (age > config.formTokenTtlSeconds * 1000) return { spamReason: 'Form token expired', tokenHash };
  if (age < config.minFillSeconds * 1000)
    return { spamReason: `Sent ${(age / 1000).toFixed(1)} s after the form opened`, tokenHash };
  const used = await database('requests').where({ form_token_hash: tokenHash }).first('id');
  return { spamReason: used ? 'Form token already used' : null, tokenHash };
}

async function spamCheck(body: Record<string, unknown>, deps: SubmitDependencies): Promise<TokenCheck> {
  const token = await checkFormToken(body, deps);
  if (typeof body[HONEYPOT_FIELD] === 'string' && body[HONEYPOT_FIELD] !== '')
    return { ...token, spamReason: 'Hidden field filled in' };
  return token;
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === 'RECORD_NOT_UNIQUE';

export async function submitRequest(req: Request, res: Response, deps: SubmitDependencies) {
  const body = jsonObjectBody(req, deps.config.maxPayloadBytes);
  const key = idempotencyKey(req);
  const fingerprint = createHash('sha256').update(canonicalJson(body)).digest('hex');

  if (key) {
    const previous = await replay(deps.database, key, fingerprint);
    if (previous) return res.status(201).json({ data: previous });
  }

  const waitSeconds = await deps.limiter.consume(req.ip ?? 'unknown');
  if (waitSeconds !== null) {
    res.setHeader('Retry-After', String(waitSeconds));
    throw new HitRateLimitError({ limit: deps.config.submitLimit, reset: new Date(Date.now() + waitSeconds * 1000) });
  }

  const result = validateSubmission(body, await deps.loadOptions());
  if (result.unknownFields.length > 0) throw unknownFieldsError(result.unknownFields);
  if (!result.valid || !result.data) return sendFieldErrors(res, result.errors);

  const { [HONEYPOT_FIELD]: _honeypot, [FORM_TOKEN_FIELD]: _token, ...fields } = result.data;
  const { spamReason: reason, tokenHash } = await spamCheck(body, deps);
  try {
    const id = await deps.createRequest(
      {
        ...fields,
        status: reason ? 'spam' : 'new',
        spam_reason: reason,
        date_submitted: new Date().toISOString(),
        idempotency_key: key,
        request_fingerprint: fingerprint,
        form_token_hash: tokenHash,
      },
      await deps.getSchema(),
    );
    return res.status(201).json({ data: { id } });
  } catch (error) {
    // A concurrent retry with the same key won the race: answer as that one did.
    if (key && isUniqueViolation(error)) {
      const previous = await replay(deps.database, key, fingerprint);
      if (previous) return res.status(201).json({ data: previous });
    }
    throw error;
  }
}
