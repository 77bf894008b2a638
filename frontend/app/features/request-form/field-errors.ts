// Field errors as the site reads them back from outside the code (an answer of the server, a
// refusal kept in storage): only what has the shape of one counts.
import type { StepIndex } from '@agency/request-rules/catalogue';
import { isStepIndex } from '@agency/request-rules/fields';
import type { FieldError } from '@agency/request-rules/validation';
import { isRecord } from '@agency/contract/guards';

/** The first of `candidates` that is one of the form's steps; the first step when none is. */
export const stepOf = (...candidates: unknown[]): StepIndex => candidates.find(isStepIndex) ?? 0;

export const isFieldError = (value: unknown): value is FieldError =>
  isRecord(value) && typeof value.field === 'string' && typeof value.message === 'string' && isStepIndex(value.step);
