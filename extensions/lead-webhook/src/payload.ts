// What a delivery sends (README "Hand-off"): the request as it is stored, limited to what the
// prospect sent, where it came from, and when and how it was received. Staff's triage fields
// (assignee, internal notes) and the server's bookkeeping (spam reason, idempotency key,
// fingerprint, form token hash) stay in the CMS.
import { CONTEXT_FIELDS, FORM_FIELDS } from '@agency/request-rules/fields';

export const EVENT = 'request.created';

/** The request's fields in a delivery, in this order; those the schema lacks are left out. */
export const PAYLOAD_FIELDS: readonly string[] = [
  'id',
  'status',
  'date_submitted',
  ...FORM_FIELDS.map((field) => field.name),
  // The answers to follow-up questions: [{ field, option, question, answer }] (docs/decisions/041-follow-up-questions.md).
  'follow_ups',
  ...Object.keys(CONTEXT_FIELDS),
];

/** The body of a delivery: the same for every attempt of it. */
export function deliveryBody(delivery: string, request: Record<string, unknown>): string {
  const fields = Object.fromEntries(
    PAYLOAD_FIELDS.filter((field) => field in request).map((field) => [field, request[field] ?? null]),
  );
  return JSON.stringify({ event: EVENT, delivery, request: fields });
}
