// Every other way to create or change a request (REST, batch, GraphQL, the admin app) passes the
// same rules as the form. Requests created by the request-form endpoint (system accountability,
// after its own validation) are left alone.
//   create: staff entering a lead (e.g. a phone call) give what a prospect would, validated.
//   update: what the prospect sent is read-only once received; staff change triage fields only.
//           Administrators may correct it, under the same rules.
// Directus runs these filters before its own permission check, so each starts with one: a user
// who may not write requests hears 403, never which fields would have been wrong.
import { eventKeys } from '@agency/contract/guards';
import { CONTEXT_FIELDS, FORM_FIELDS } from '@agency/request-rules/fields';
import { validateLead } from '@agency/request-rules/validation';
import { ForbiddenError, InvalidPayloadError } from '@directus/errors';
import { defineHook } from '@directus/extensions-sdk';
import type { Accountability, SchemaOverview } from '@directus/types';
import type { Knex } from 'knex';
import { earlierRequests } from '../shared/earlier-requests';
import { loadFormOptions } from '../shared/form-options';

/** Workflow statuses (README "Data model"): new → in_review → contacted → proposal_sent → won / lost. */
export const REQUEST_STATUSES = ['new', 'in_review', 'contacted', 'proposal_sent', 'won', 'lost', 'spam', 'archived'];

/** Fields staff set while triaging; not part of what a prospect sends. */
const TRIAGE_FIELDS = ['status', 'assignee', 'internal_notes'];
/** Fields only the server writes (the privacy fields record what the form showed: decision 018). */
const SERVER_FIELDS = [
  'id',
  'date_submitted',
  'date_updated',
  'idempotency_key',
  'request_fingerprint',
  'form_token_hash',
  'spam_reason',
  // What became of the confirmation e-mail (extensions/request-notifications, confirmation/).
  'confirmation_sent_at',
  'confirmation_error',
  // A hand-off given up, in words (extensions/lead-webhook, problem.ts).
  'webhook_problem',
  // A returning prospect: earlier requests from the same address (shared/earlier-requests.ts).
  'earlier_requests',
  'privacy_notice_version',
  'privacy_notice_shown_at',
  'consent_given',
  // The prospect pressed "Pick a time" (endpoint/booking-click.ts).
  'booking_clicked_at',
  // The answers to follow-up questions, with the questions as asked (docs/decisions/041-follow-up-questions.md).
  'follow_ups',
];
/** What a prospect sends (or staff enter for a lead): read-only once received. */
const PROSPECT_FIELDS = [...FORM_FIELDS.map((field) => field.name), ...Object.keys(CONTEXT_FIELDS)];

type Payload = Record<string, unknown>;

function checkStatus(payload: Payload) {
  if ('status' in payload && !REQUEST_STATUSES.includes(String(payload.status))) {
    throw new InvalidPayloadError({ reason: `Status must be one of ${REQUEST_STATUSES.join(', ')}` });
  }
}

function rejectServerFields(payload: Payload) {
  const present = SERVER_FIELDS.filter((field) => field in payload);
  if (present.length > 0) throw new InvalidPayloadError({ reason: `${present.join(', ')} cannot be set` });
}

/** Directus' own answer when a user lacks a permission, given before the payload is looked at. */
async function assertMayWrite(action: 'create' | 'update', accountability: Accountability, database: Knex) {
  const roles = accountability.roles ?? (accountability.role ? [accountability.role] : []);
  const policies = database('directus_access')
    .select('policy')
    .where((query) => {
      if (accountability.user) query.where('user', accountability.user);
      if (roles.length > 0) query.orWhereIn('role', roles);
    });
  const permission = await database('directus_permissions')
    .where({ collection: 'requests', action })
    .whereIn('policy', policies)
    .first('id');
  if (!permission) {
    throw new ForbiddenError({
      reason: `You don't have permission to perform "${action}" for collection "requests" or it does not exist.`,
    });
  }
}

const errorList = (errors: { field: string; message: string }[]) =>
  errors.map((error) => `${error.field}: ${error.message}`).join('; ');

export default defineHook(({ filter }, { services }) => {
  /**
   * An administrator's correction of prospect fields, checked per request against the form's
   * rules with the stored values around it (a specific project type depends on the project).
   * Returns the changed fields normalised as the form would store them.
   */
  async function validateCorrection(
    payload: Payload,
    keys: (string | number)[],
    database: Knex,
    schema: SchemaOverview,
  ) {
    const changed = PROSPECT_FIELDS.filter((field) => field in payload);
    if (changed.length === 0) return payload;
    const requests = new services.ItemsService<Payload>('requests', { knex: database, schema });
    const rows = await requests.readMany(keys, { fields: PROSPECT_FIELDS, limit: -1 });
    const options = await loadFormOptions(database);
    let normalised: Payload = {};
    for (const row of rows) {
      const values = Object.fromEntries(
        PROSPECT_FIELDS.map((field) => [field, field in payload ? payload[field] : row[field]]),
      );
      const result = validateLead(values, options);
      const errors = result.errors.filter((error) => changed.includes(error.field));
      if (errors.length > 0) throw new InvalidPayloadError({ reason: errorList(errors) });
      normalised = Object.fromEntries(changed.map((field) => [field, result.data?.[field] ?? payload[field]]));
    }
    return { ...payload, ...normalised };
  }

  // `database` of the event context, not of the extension: the create runs in a transaction,
  // and SQLite's single connection would wait for itself.
  filter<Payload>('requests.items.create', async (payload, _meta, { accountability, database }) => {
    if (!accountability || accountability.admin) return payload;
    // Anonymous callers only ever create requests through /request-form/submit.
    if (!accountability.user) throw new ForbiddenError();
    await assertMayWrite('create', accountability, database);
    rejectServerFields(payload);
    checkStatus(payload);
    const triage = Object.fromEntries(
      TRIAGE_FIELDS.filter((field) => field in payload).map((field) => [field, payload[field]]),
    );
    const prospect = Object.fromEntries(Object.entries(payload).filter(([field]) => !TRIAGE_FIELDS.includes(field)));
    const result = validateLead(prospect, await loadFormOptions(database));
    if (result.unknownFields.length > 0)
      throw new InvalidPayloadError({ reason: `Unknown fields: ${result.unknownFields.join(', ')}` });
    if (!result.valid || !result.data) throw new InvalidPayloadError({ reason: errorList(result.errors) });
    const now = new Date();
    return {
      status: 'new',
      ...result.data,
      ...triage,
      date_submitted: now.toISOString(),
      earlier_requests: await earlierRequests(database, result.data.email, now),
    };
  });

  filter<Payload>('requests.items.update', async (payload, meta, { accountability, database, schema }) => {
    if (!accountability) return payload;
    if (accountability.admin) {
      checkStatus(payload);
      return validateCorrection(payload, eventKeys(meta), database, schema!);
    }
    await assertMayWrite('update', accountability, database);
    rejectServerFields(payload);
    const readOnly = Object.keys(payload).filter((field) => !TRIAGE_FIELDS.includes(field));
    if (readOnly.length > 0) {
      throw new InvalidPayloadError({
        reason: `What the prospect sent is read-only once received (${readOnly.join(', ')}); staff change status, assignee and internal notes`,
      });
    }
    checkStatus(payload);
    return payload;
  });
});
