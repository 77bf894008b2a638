// Checking a step (docs/product.md "Validation"): every field of it here, then the server's word
// (/validate); the messages the server gives show like the form's own. The review step has one
// field of its own while Site Settings ask for it: the consent checkbox, checked here at Submit
// (the submit itself is the server's check).
import type { FormDefinition } from '@agency/request-rules/definition';
import { attachmentsError, followUpQuestions } from '@agency/request-rules/follow-ups';
import { CONSENT_FIELD } from '@agency/request-rules/privacy';
import type { FieldError } from '@agency/request-rules/validation';
import type { RefObject } from 'react';
import { useT } from '~/lib/messages';
import { ATTACHMENTS_FIELD, type AttachmentsState } from './attachments';
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
  /** Files uploaded on step 1: the request names them; an option may make them required (decision 041). */
  attachments?: Pick<AttachmentsState, 'ids' | 'uploading' | 'setMessage'>;
}

export function useStepCheck({ form, definition, motion, shownErrors, attachments }: StepCheckParts) {
  const t = useT();
  const { step, focusFirstInvalid } = motion;

  const setServerErrors = (errors: FieldError[]) => {
    for (const error of errors) {
      if (error.field === ATTACHMENTS_FIELD) attachments?.setMessage(error.message);
      shownErrors.current.add(error.field);
      form.setFieldMeta(error.field, (meta) => ({
        ...meta,
        isTouched: true,
        errorMap: { ...meta.errorMap, onServer: error.message },
      }));
    }
  };

  const stepIsValid = async () => {
    const { values } = form.state;
    // The step's fields, each followed by the question its chosen option shows.
    const names = (definition.steps[step]?.fields ?? []).flatMap((field) => [
      field.name,
      ...followUpQuestions(definition.options, values, step)
        .filter((question) => question.of === field.name)
        .map((question) => question.name),
    ]);
    for (const name of names) await form.validateField(name, 'submit');
    const ids = attachments?.ids() ?? [];
    const missing = attachmentsError(definition.options, values, ids.length, step);
    attachments?.setMessage(missing ? t(missing.message) : null);
    if (names.some((name) => (form.getFieldMeta(name)?.errors.length ?? 0) > 0) || missing) {
      focusFirstInvalid(missing ? [...names, ATTACHMENTS_FIELD] : names);
      return false;
    }
    const serverErrors = await validateStepOnServer(step, {
      ...toPayload(values, definition),
      ...(ids.length > 0 ? { [ATTACHMENTS_FIELD]: ids } : {}),
    });
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
