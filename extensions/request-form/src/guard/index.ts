// Every other way to create or change a request (REST, GraphQL, the admin app) passes the same
// rules as the form. Requests created by the request-form endpoint (system accountability, after
// its own validation) and by administrators are left alone.
import { validateLead } from '@agency/request-rules/schemas';
import { ForbiddenError, InvalidPayloadError } from '@directus/errors';
import { defineHook } from '@directus/extensions-sdk';
import { loadFormOptions } from '../shared/form-options';

/** Workflow statuses (spec §4 plus triage): new → in_review → contacted → proposal_sent → won / lost. */
export const REQUEST_STATUSES = ['new', 'in_review', 'contacted', 'proposal_sent', 'won', 'lost', 'spam', 'archived'];

/** Fields staff set while triaging; not part of what a prospect sends. */
const TRIAGE_FIELDS = ['status', 'assignee', 'internal_notes'];
/** Fields only the server writes. */
const SERVER_FIELDS = ['id', 'date_submitted', 'date_updated', 'idempotency_key', 'request_fingerprint', 'spam_reason'];

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

export default defineHook(({ filter }) => {
  // `database` of the event context, not of the extension: the create runs in a transaction,
  // and SQLite's single connection would wait for itself.
  filter('requests.items.create', async (input, _meta, { accountability, database }) => {
    if (!accountability || accountability.admin) return input;
    // Anonymous callers only ever create requests through /request-form/submit.
    if (!accountability.user) throw new ForbiddenError();
    const payload = input as Payload;
    rejectServerFields(payload);
    checkStatus(payload);
    const triage = Object.fromEntries(
      TRIAGE_FIELDS.filter((field) => field in payload).map((field) => [field, payload[field]]),
    );
    const prospect = Object.fromEntries(Object.entries(payload).filter(([field]) => !TRIAGE_FIELDS.includes(field)));
    const result = validateLead(prospect, await loadFormOptions(database));
    if (result.unknownFields.length > 0)
      throw new InvalidPayloadError({ reason: `Unknown fields: ${result.unknownFields.join(', ')}` });
    if (!result.valid || !result.data) {
      throw new InvalidPayloadError({
        reason: result.errors.map((error) => `${error.field}: ${error.message}`).join('; '),
      });
    }
    return { status: 'new', ...result.data, ...triage, date_submitted: new Date().toISOString() };
  });

  filter('requests.items.update', async (input, _meta, { accountability }) => {
    if (!accountability || accountability.admin) return input;
    const payload = input as Payload;
    rejectServerFields(payload);
    checkStatus(payload);
    return input;
  });
});
