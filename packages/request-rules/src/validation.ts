// A request's values checked against the schemas (schemas.ts): one error per field, its first
// failing rule, in form order (docs/product.md "Validation"), and what to store when all pass.
import type { z } from 'zod/mini';
import { fieldByName, inEnglish, type StepIndex, type Translate } from './fields';
import { FOLLOW_UP_NAMES, fieldFollowedBy, followUpAnswers, type StoredFollowUp } from './follow-ups';
import type { FormOptions } from './options';
import type { PrivacyNotice } from './privacy';
import { keptSubmissionSchema, leadSchema, stepSchema, submissionSchema, type RequestValues } from './schemas';

export interface FieldError {
  field: string;
  message: string;
  step: StepIndex;
}

/** A field's step; a follow-up answer's is that of the field it follows. */
const stepOfField = (name: string): StepIndex => (fieldByName(name) ?? fieldFollowedBy(name))?.step ?? 3;

/** Zod issues → one error per field (its first failing rule), in form order. */
function firstErrorPerField(issues: z.core.$ZodIssue[]): { errors: FieldError[]; unknownFields: string[] } {
  const errors = new Map<string, FieldError>();
  const unknownFields: string[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      unknownFields.push(...issue.keys);
      continue;
    }
    const field = String(issue.path[0] ?? '');
    if (!errors.has(field)) errors.set(field, { field, message: issue.message, step: stepOfField(field) });
  }
  // Zod reports issues in the schema's key order, which is form order: the steps' fields, then the context.
  return { errors: [...errors.values()], unknownFields };
}

export interface ValidationResult<T> {
  valid: boolean;
  errors: FieldError[];
  unknownFields: string[];
  data?: T;
}

/**
 * Validates the fields of one step (other fields are ignored); the review step's checkbox against
 * `privacy`. Messages in the language of `t` (English by default), as with the two below.
 */
export function validateStep(
  step: StepIndex,
  values: RequestValues,
  options: FormOptions,
  privacy?: PrivacyNotice,
  t: Translate = inEnglish,
): ValidationResult<Record<string, string | boolean | undefined>> {
  const result = stepSchema(step, options, values, privacy, t).safeParse(values);
  if (result.success) return { valid: true, errors: [], unknownFields: [], data: result.data };
  return { valid: false, ...firstErrorPerField(result.error.issues) };
}

export type NormalisedRequest = Record<string, string | string[] | boolean | StoredFollowUp[] | null>;

/**
 * Validates a whole request against the options and the privacy notice as they are now and
 * returns what to store: strings trimmed, empty optional fields null, e-mail in lower case,
 * `project` as a one-element list, the consent checkbox as a boolean, the follow-up answers as
 * one list `follow_ups` (null for none).
 */
export function validateSubmission(
  values: RequestValues,
  options: FormOptions,
  privacy?: PrivacyNotice,
  t: Translate = inEnglish,
): ValidationResult<NormalisedRequest> {
  const schema =
    t === inEnglish ? keptSubmissionSchema(options, values, privacy) : submissionSchema(options, values, privacy, t);
  const result = normalised(schema.safeParse(values));
  if (!result.data) return result;
  // The answers to the questions shown, with the questions as asked (docs/decisions/041-follow-up-questions.md).
  const data: NormalisedRequest = Object.fromEntries(
    Object.entries(result.data).filter(([name]) => !FOLLOW_UP_NAMES.includes(name)),
  );
  const answers = followUpAnswers(options, result.data);
  data.follow_ups = answers.length > 0 ? answers : null;
  return { ...result, data };
}

/** Validates a request entered by staff (see leadSchema); same normalisation as a submission. */
export function validateLead(
  values: RequestValues,
  options: FormOptions,
  t: Translate = inEnglish,
): ValidationResult<NormalisedRequest> {
  return normalised(leadSchema(options, values, t).safeParse(values));
}

function normalised(
  result: z.core.util.SafeParseResult<Record<string, string | boolean | undefined>>,
): ValidationResult<NormalisedRequest> {
  if (!result.success) return { valid: false, ...firstErrorPerField(result.error.issues) };
  const data: NormalisedRequest = {};
  for (const [name, value] of Object.entries(result.data)) {
    // A follow-up answer no question asks is dropped (undefined): never stored.
    if (value !== undefined) data[name] = value === '' ? null : value;
  }
  if (typeof data.email === 'string') data.email = data.email.toLowerCase();
  data.project = typeof data.project === 'string' ? [data.project] : [];
  return { valid: true, errors: [], unknownFields: [], data };
}
