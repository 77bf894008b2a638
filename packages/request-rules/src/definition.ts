// What GET /request-form/definition answers: everything the site needs to render and validate
// the form. Nothing of it is hard-coded in the site.
import type { Booking } from './booking';
import { FORM_STEPS } from './catalogue';
import {
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  PROOF_OF_WORK_FIELD,
  STEP_COUNT,
  type FieldDefinition,
  type FieldKind,
} from './fields';
import type { FormOptions } from './options';
import type { PrivacyNotice } from './privacy';

export interface FieldDefinitionJson {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  maxLength: number;
  /** Where a select or radio group takes its options from (a key of `options`, or the chosen type's specific types). */
  options?: NonNullable<FieldDefinition['options']>;
  autocomplete?: string;
}

export interface FormDefinition {
  stepCount: number;
  steps: { index: number; title: string; fields: FieldDefinitionJson[] }[];
  options: FormOptions;
  antiSpam: {
    honeypotField: string;
    formTokenField: string;
    formToken: string;
    minFillSeconds: number;
    proofOfWorkField: string;
    /** The ALTCHA challenge bound to `formToken`, solved by the browser (docs/decisions/040); null without a token. */
    proofOfWork: object | null;
  };
  /** The privacy notice the review step links to, its version, and whether the consent checkbox is asked. */
  privacy: PrivacyNotice;
  /** The booking page the confirmation offers for a consultation (booking.ts); null: none. */
  booking: Booking | null;
}

export function buildDefinition(
  options: FormOptions,
  antiSpam: { formToken: string; minFillSeconds: number; proofOfWork?: object | null },
  privacy: PrivacyNotice,
  booking: Booking | null = null,
): FormDefinition {
  return {
    stepCount: STEP_COUNT,
    steps: FORM_STEPS.map((step) => ({
      index: step.index,
      title: step.title,
      fields: step.fields.map((field) => ({
        name: field.name,
        label: field.label,
        kind: field.kind,
        required: field.required,
        maxLength: field.maxLength,
        ...(field.options ? { options: field.options } : {}),
        ...(field.autocomplete ? { autocomplete: field.autocomplete } : {}),
      })),
    })),
    options,
    antiSpam: {
      honeypotField: HONEYPOT_FIELD,
      formTokenField: FORM_TOKEN_FIELD,
      proofOfWorkField: PROOF_OF_WORK_FIELD,
      ...antiSpam,
      proofOfWork: antiSpam.proofOfWork ?? null,
    },
    privacy,
    booking,
  };
}
