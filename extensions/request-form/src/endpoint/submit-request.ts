// POST /request-form/submit: one request per Idempotency-Key, validated against the options as
// they are published now, stored with status "new" (or "spam", silently) and a server time.
import { createHash } from 'node:crypto';
import { errorCode } from '@agency/contract/guards';
import { HONEYPOT_FIELD, FORM_TOKEN_FIELD, PROOF_OF_WORK_FIELD } from '@agency/request-rules/fields';
import { attachmentsError } from '@agency/request-rules/follow-ups';
import { localizeOptions, type FormOptions } from '@agency/request-rules/options';
import { PRIVACY_NOTICE_VERSION_FIELD, type PrivacyNotice } from '@agency/request-rules/privacy';
import { validateSubmission } from '@agency/request-rules/validation';
import { HitRateLimitError, InvalidPayloadError, UnprocessableContentError } from '@directus/errors';
import type { SchemaOverview } from '@directus/types';
import type { Request, Response } from 'express';
import type { Knex } from 'knex';
import { canonicalJson } from '../shared/canonical-json';
import type { RequestFormConfig } from '../shared/config';
import { checkFormToken, formTokenHash, spamReasonsOf } from '../shared/form-token';
import { proofOfWorkProblem } from '../shared/proof-of-work';
import { countEarlier, latestRequestsOf, storedAddress, type EarlierRow } from '../shared/earlier-requests';
import type { SubmitLimiter } from '../shared/submit-limiter';
import { ATTACHMENTS_FIELD, GONE_MESSAGE, attachmentIdsOf, attachmentsAvailable, linkAttachments } from './attachments';
import { jsonObjectBody } from './json-body';
import { requestSchema } from './request-schema';
import { sendFieldErrors, unknownFieldsError } from './responses';
import type { Translate } from '@agency/request-rules/fields';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/;

export interface SubmitDependencies {
  config: RequestFormConfig;
  limiter: SubmitLimiter;
  database: Knex;
  loadOptions: () => Promise<FormOptions>;
  /** The privacy notice as Site Settings describe it now: whether the consent checkbox is required. */
  loadPrivacyNotice: () => Promise<PrivacyNotice>;
  /** The messages' language: the request's (shared/site-texts.ts). */
  textsFor: (language: unknown) => Promise<Translate>;
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

/** What the table already holds for this submit, found with one query. */
interface Prior {
  /** The request stored under this Idempotency-Key: this submit is a retry of it. */
  sameKey?: { id: string; fingerprint: string };
  /** A request was already stored with this form token. */
  tokenSpent: boolean;
  /** The latest requests of the address sent (shared/earlier-requests.ts), read in the same query. */
  latest?: { address: string; rows: EarlierRow[] };
}

interface PriorRow extends EarlierRow {
  kind: 'prior' | 'latest';
  id: unknown;
  request_fingerprint: string | null;
  idempotency_key: string | null;
  form_token_hash: string | null;
}

/**
 * One read for what a submit needs of the table: the request under its Idempotency-Key, a request
 * that spent its form token, and the latest requests of its address. On SQLite every query waits
 * for the one connection (behind the deliveries written after each request), so one query, not
 * two, is what keeps the endpoint near Directus' own create (README "Performance", bench:submit).
 */
async function priorRequests(
  database: Knex,
  key: string | null,
  tokenHash: string | null,
  address: string | null,
): Promise<Prior> {
  // At most two rows: the key is unique, and a token hash is stored with its first request only.
  const matches =
    key || tokenHash
      ? database('requests')
          .where((query) => {
            if (key) query.orWhere({ idempotency_key: key });
            if (tokenHash) query.orWhere({ form_token_hash: tokenHash });
          })
          .select(
            database.raw("'prior' as kind"),
            'id',
            'request_fingerprint',
            'idempotency_key',
            'form_token_hash',
            database.raw('null as status'),
            database.raw('null as date_submitted'),
          )
      : null;
  const latest = address
    ? database
        .select(
          database.raw("'latest' as kind"),
          database.raw('null as id'),
          database.raw('null as request_fingerprint'),
          database.raw('null as idempotency_key'),
          database.raw('null as form_token_hash'),
          'status',
          'date_submitted',
        )
        .from(latestRequestsOf(database, address).as('latest'))
    : null;
  const query = matches && latest ? matches.unionAll(latest) : (matches ?? latest);
  const rows: PriorRow[] = query ? await query : [];
  const found = rows.filter((row) => row.kind === 'prior');
  const sameKey = key ? found.find((row) => row.idempotency_key === key) : undefined;
  return {
    sameKey: sameKey && { id: String(sameKey.id), fingerprint: String(sameKey.request_fingerprint) },
    tokenSpent: tokenHash !== null && found.some((row) => row.form_token_hash === tokenHash),
    latest: address === null ? undefined : { address, rows: rows.filter((row) => row.kind === 'latest') },
  };
}

/** Earlier requests of the stored address: from the prior read when it read that address, else read now. */
async function earlierOf(database: Knex, prior: Prior, email: unknown, now: Date) {
  const address = storedAddress(email);
  if (address === null) return null;
  if (prior.latest?.address === address) return countEarlier(prior.latest.rows, now);
  return countEarlier(await latestRequestsOf(database, address), now);
}

/** The answer to a retry: the same 201 for the same body, 422 for another body under the same key. */
function replayOf(previous: Prior['sameKey'], fingerprint: string): { id: string } | null {
  if (!previous) return null;
  if (previous.fingerprint !== fingerprint) {
    throw new UnprocessableContentError({ reason: 'This Idempotency-Key was already used for a different request' });
  }
  return { id: previous.id };
}

const isUniqueViolation = (error: unknown) => errorCode(error) === 'RECORD_NOT_UNIQUE';

export async function submitRequest(req: Request, res: Response, deps: SubmitDependencies) {
  // The proof of work is checked beside the form token, never validated nor stored as an answer.
  const { [PROOF_OF_WORK_FIELD]: proofOfWork, ...body } = jsonObjectBody(req, deps.config.maxPayloadBytes);
  const key = idempotencyKey(req);
  // What the visitor sent, without the form token (nor its proof of work) and the notice version: a
  // retry from a reopened form carries a new token (and, after an editor's change, a newer notice version), and is
  // still the same request; the first attempt's version stays stored (decision 018).
  const { [FORM_TOKEN_FIELD]: _sentToken, [PRIVACY_NOTICE_VERSION_FIELD]: _sentVersion, ...sent } = body;
  const fingerprint = createHash('sha256').update(canonicalJson(sent)).digest('hex');
  const token = checkFormToken(body[FORM_TOKEN_FIELD], deps.config);
  const prior = await priorRequests(deps.database, key, token.tokenHash, storedAddress(body['email']));

  const previous = replayOf(prior.sameKey, fingerprint);
  if (previous) return res.status(201).json({ data: previous });

  const waitSeconds = await deps.limiter.consume(req.ip ?? 'unknown');
  if (waitSeconds !== null) {
    res.setHeader('Retry-After', String(waitSeconds));
    throw new HitRateLimitError({ limit: deps.config.submitLimit, reset: new Date(Date.now() + waitSeconds * 1000) });
  }

  // The attachments are checked here, beside the rule set: files uploaded earlier, still unlinked.
  const { [ATTACHMENTS_FIELD]: sentAttachments, ...answers } = body;
  const attachments = attachmentIdsOf(sentAttachments);
  const [options, privacy] = await Promise.all([deps.loadOptions(), deps.loadPrivacyNotice()]);
  const result = validateSubmission(answers, options, privacy);
  if (result.unknownFields.length > 0) throw unknownFieldsError(result.unknownFields);
  // An option may make the attachments required (follow-ups.ts), on the step of its field.
  const required = 'ids' in attachments ? attachmentsError(options, answers, attachments.ids.length) : undefined;
  const attachmentErrors =
    'message' in attachments
      ? [{ field: ATTACHMENTS_FIELD, step: 0 as const, message: attachments.message }]
      : required
        ? [required]
        : (await attachmentsAvailable(deps.database, attachments.ids))
          ? []
          : [{ field: ATTACHMENTS_FIELD, step: 0 as const, message: GONE_MESSAGE }];
  if (!result.valid || !result.data || attachmentErrors.length > 0) {
    // The messages in the request's language (the check is the same in every language), the
    // follow-up questions as that language asks them.
    const language = answers['language'];
    const t = await deps.textsFor(language);
    const localized = typeof language === 'string' ? localizeOptions(options, language) : options;
    const errors = result.valid ? [] : validateSubmission(answers, localized, privacy, t).errors;
    return sendFieldErrors(res, [
      ...attachmentErrors.map((error) => ({ ...error, message: t(error.message) })),
      ...errors,
    ]);
  }

  const { [HONEYPOT_FIELD]: _honeypot, [FORM_TOKEN_FIELD]: _token, ...fields } = result.data;
  const reasons = spamReasonsOf({ honeypot: body[HONEYPOT_FIELD], token, tokenSpent: prior.tokenSpent });
  const sentToken = body[FORM_TOKEN_FIELD];
  const boundTo = typeof sentToken === 'string' ? formTokenHash(sentToken) : null;
  const workProblem = await proofOfWorkProblem(proofOfWork, boundTo, deps.config.secret);
  // A proof is spent with its token: a genuine one sent again comes with a spent token.
  if (workProblem) reasons.push(workProblem);
  else if (prior.tokenSpent) reasons.push('Proof of work already used');
  // docs/decisions/005 and 018: the server's time. The form shows the notice on the review step,
  // above Submit, so the submit is when it was shown; a body without the field saw no notice.
  const now = new Date().toISOString();
  const noticeShown = typeof body[PRIVACY_NOTICE_VERSION_FIELD] === 'string';
  try {
    const id = await deps.createRequest(
      {
        ...fields,
        privacy_notice_shown_at: noticeShown ? now : null,
        status: reasons.length > 0 ? 'spam' : 'new',
        // One reason a line (docs/decisions/040-proof-of-work.md).
        spam_reason: reasons.length > 0 ? reasons.join('\n') : null,
        date_submitted: now,
        idempotency_key: key,
        request_fingerprint: fingerprint,
        // Only the request that spends the token keeps its hash (one row per token at most).
        form_token_hash: prior.tokenSpent ? null : token.tokenHash,
        // A returning prospect, marked for staff (docs/decisions/037-lead-attribution.md).
        earlier_requests: await earlierOf(deps.database, prior, fields.email, new Date(now)),
      },
      await requestSchema(req, deps.getSchema),
    );
    if ('ids' in attachments) await linkAttachments(deps.database, id, attachments.ids);
    return res.status(201).json({ data: { id } });
  } catch (error) {
    // A concurrent retry with the same key won the race: answer as that one did.
    if (key && isUniqueViolation(error)) {
      const again = replayOf((await priorRequests(deps.database, key, null, null)).sameKey, fingerprint);
      if (again) return res.status(201).json({ data: again });
    }
    throw error;
  }
}
