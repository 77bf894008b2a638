// Checking a step (docs/product.md "Validation"): every field of it here, then the server's word
// (/validate); the messages the server gives show like the form's own. The review step has one
// field of its own while Site Settings ask for it: the consent checkbox, checked here at Submit
// (the submit itself is the server's check).
import type { FormDefinition } from '@agency/request-rules/definition';
import { CONSENT_FIELD } from '@agency/request-rules/privacy';
import type { FieldError } from '@agency/request-rules/validation';
import type { RefObject } from 'react';
import type { RequestFormApi } from './form-kit';
import { validateStepOnServer } from './request-form-api';
import { toPayload } from './request-values';
import type { StepMotion } from './use-step-motion';

export interface StepCheckParts {
  form: RequestFormApi;
  definition: FormDefinition;
  motion: StepMotion;
  /** Fields whose message the visitor has seen: from then on they are checked at every change. */
  shownErrors: RefObject<Set<string>>;
}

export function useStepCheck({ form, definition, motion, shownErrors }: StepCheckParts) {
  const { step, focusFirstInvalid } = motion;

  const setServerErrors = (errors: FieldError[]) => {
    for (const error of errors) {
      shownErrors.current.add(error.field);
      form.setFieldMeta(error.field, (meta) => ({
        ...meta,
        isTouched: true,
        errorMap: { ...meta.errorMap, onServer: error.message },
      }));
    }
  };

  const stepIsValid = async () => {
    const names = definition.steps[step]?.fields.map((field) => field.name) ?? [];
    for (const name of names) await form.validateField(name, 'submit');
    if (names.some((name) => (form.getFieldMeta(name)?.errors.length ?? 0) > 0)) {
      focusFirstInvalid(names);
      return false;
    }
    const serverErrors = await validateStepOnServer(step, toPayload(form.state.values, definition));
    if (serverErrors.length === 0) return true;
    setServerErrors(serverErrors);
    focusFirstInvalid(serverErrors.map((error) => error.field));
    return false;
  };

  /** Submit: the consent checkbox, when the definition asks for it; its message shows and takes the focus. */
  const reviewIsValid = async () => {
    if (!definition.privacy.requireConsent) return true;
    await form.validateField(CONSENT_FIELD, 'submit');
    if ((form.getFieldMeta(CONSENT_FIELD)?.errors.length ?? 0) === 0) return true;
    shownErrors.current.add(CONSENT_FIELD);
    focusFirstInvalid([CONSENT_FIELD]);
    return false;
  };

  return { setServerErrors, stepIsValid, reviewIsValid };
}
