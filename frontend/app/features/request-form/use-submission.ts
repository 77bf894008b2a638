// Steps and submitting (docs/product.md "The request form", "Submitting"): Next checks the step
// here and on the server; Submit sends the request (offline it waits in the outbox); a refused
// request reopens the form where the problem is. The saved draft is restored on mount.
import { useEffect, useEffectEvent, useReducer } from 'react';
import { toast } from '~/components/toasts/toast';
import { ATTACHMENTS_FIELD, STILL_UPLOADING_MESSAGE, type AttachmentsState } from './attachments';
import { launchConfetti } from './confetti';
import { ERROR_TOAST, OFFLINE_MESSAGE, SUCCESS_TOAST } from './messages';
import { REFUSAL_TITLE, refusalOfSubmit, refusalReason, refusalToastId } from './outbox/refusal-message';
import {
  OUTBOX_ATTEMPT_EVENT,
  clearOutbox,
  clearRefusal,
  loadRefusal,
  pendingSubmission,
  queueSubmission,
  type OutboxAttempt,
  type Refusal,
} from './outbox/submission-outbox';
import { browserIsOffline, submitRequest } from './request-form-api';
import { clearDraft, loadDraft } from './request-draft';
import { preloadOutboxSender } from './outbox/outbox-sender-gate';
import { REVIEW_STEP, emptyValues, initialValues, toPayload, withService } from './request-values';
import type { ServiceContext } from './service-context';
import { initialSubmission, submissionReducer } from './submission-machine';
import type { DraftSession } from './use-request-draft';
import { useStepCheck, type StepCheckParts } from './use-step-check';

export type { Phase } from './submission-machine';

const isEmptyValue = (value: unknown) => value === '' || value === null || (Array.isArray(value) && value.length === 0);

interface SubmissionParts extends StepCheckParts {
  service: ServiceContext | null;
  draft: DraftSession;
  /** Files uploaded on step 1: the request names them. */
  attachments?: Pick<AttachmentsState, 'ids' | 'uploading'>;
}

export function useSubmission({ form, definition, service, draft, motion, shownErrors, attachments }: SubmissionParts) {
  // A request queued offline is sent by the outbox sender: its code is here before the connection goes.
  useEffect(() => void preloadOutboxSender().catch(() => undefined), []);
  const [{ phase, notice }, dispatch] = useReducer(submissionReducer, initialSubmission);
  const { step, setStep, sliding, slideTo, focusFirstInvalid } = motion;
  const { setServerErrors, stepIsValid, reviewIsValid } = useStepCheck({ form, definition, motion, shownErrors });

  const goTo = (next: number) => {
    slideTo(next);
    draft.save(next);
  };

  /** A waiting request the server refused: back to editing, on the first failing step (else review), with the reason. */
  const takeRefusal = (refusal: Refusal) => {
    clearRefusal();
    toast.dismiss(refusalToastId(refusal.idempotencyKey));
    // 422: this key is taken by another body; what the visitor sends next is a new request.
    if (refusal.status === 422) draft.setKey();
    dispatch({ type: 'outbox-refused', notice: `${REFUSAL_TITLE} ${refusalReason(refusal)}` });
    if (refusal.errors.length > 0) {
      setServerErrors(refusal.errors);
      setStep(Math.min(...refusal.errors.map((error) => error.step)));
      focusFirstInvalid(refusal.errors.map((error) => error.field));
    } else {
      setStep(REVIEW_STEP);
    }
  };

  // Restore the saved draft (client only, after hydration), then apply this opening's service.
  // Only on mount: another service remounts the form.
  const restore = useEffectEvent(() => {
    const saved = loadDraft();
    if (saved) {
      draft.setKey(saved.idempotencyKey);
      const values = withService({ ...emptyValues(), ...saved.values }, service ?? saved.service, definition);
      // An empty field is not checked on restore: its message shows only once the visitor leaves it
      // or presses Next (TanStack's validateField would mark it touched).
      for (const [name, value] of Object.entries(values))
        form.setFieldValue(name, value, { dontUpdateMeta: true, dontValidate: isEmptyValue(value) });
      setStep(Math.min(Math.max(saved.step, 0), REVIEW_STEP));
      const refusal = loadRefusal();
      if (refusal?.idempotencyKey === saved.idempotencyKey) takeRefusal(refusal);
      else if (pendingSubmission()?.idempotencyKey === saved.idempotencyKey && browserIsOffline())
        dispatch({ type: 'restored-waiting' });
    }
    draft.markRestored();
  });
  useEffect(() => {
    // The draft lives outside React (localStorage) and is read only after hydration: its step and
    // state are set here, once.
    restore();
  }, []);

  // A request that waited for the connection: delivered (the confirmation), refused (the form
  // opens again where the problem is), or not answered although the browser is online again (the
  // visitor is back in control: Submit retries with the same key).
  const onOutboxAttempt = useEffectEvent(({ idempotencyKey, result }: OutboxAttempt) => {
    if (idempotencyKey !== draft.key()) return;
    if (result === 'delivered') {
      draft.markStored(true);
      dispatch({ type: 'outbox-delivered' });
      void launchConfetti();
      return;
    }
    const refusal = loadRefusal();
    if ((result === 'refused' || result === 'expired') && refusal?.idempotencyKey === idempotencyKey) {
      takeRefusal(refusal);
      toast.error(ERROR_TOAST, { description: refusalReason(refusal) });
      return;
    }
    if (result === 'waiting' && !browserIsOffline() && phase === 'waiting') {
      clearOutbox();
      toast.error(ERROR_TOAST);
      dispatch({ type: 'outbox-unanswered' });
    }
  });
  useEffect(() => {
    const listener = (event: Event) => onOutboxAttempt((event as CustomEvent<OutboxAttempt>).detail);
    window.addEventListener(OUTBOX_ATTEMPT_EVENT, listener);
    return () => window.removeEventListener(OUTBOX_ATTEMPT_EVENT, listener);
  }, []);

  const editable = !sliding && phase === 'editing';

  const next = async () => {
    if (editable && (await stepIsValid())) goTo(step + 1);
  };

  const previous = () => {
    if (editable && step > 0) goTo(step - 1);
  };

  const submit = async () => {
    if (!editable || !(await reviewIsValid())) return;
    if (attachments?.uploading) {
      dispatch({ type: 'held', notice: STILL_UPLOADING_MESSAGE });
      return;
    }
    dispatch({ type: 'submit' });
    const attachmentIds = attachments?.ids() ?? [];
    const payload = {
      ...toPayload(form.state.values, definition),
      ...(attachmentIds.length > 0 ? { attachments: attachmentIds } : {}),
    };
    const queue = () => {
      queueSubmission({ payload, idempotencyKey: draft.key(), queuedAt: Date.now() });
      dispatch({ type: 'queued' });
      toast.info(OFFLINE_MESSAGE);
    };
    if (browserIsOffline()) return queue();
    const outcome = await submitRequest(payload, draft.key());
    switch (outcome.kind) {
      case 'stored':
        draft.markStored(true);
        clearDraft();
        clearOutbox();
        dispatch({ type: 'stored' });
        toast.success(SUCCESS_TOAST);
        void launchConfetti();
        return;
      case 'failed':
        // The connection went away meanwhile: wait for it. Online: say so at once; Submit sends
        // the same request again (same Idempotency-Key: stored once even if this one arrived).
        if (browserIsOffline()) return queue();
        dispatch({ type: 'failed' });
        toast.error(ERROR_TOAST);
        return;
      case 'invalid': {
        // The attachments have no message line of their own: the form's notice says it.
        const attachmentError = outcome.errors.find((error) => error.field === ATTACHMENTS_FIELD);
        dispatch({ type: 'invalid', notice: attachmentError?.message ?? null });
        setServerErrors(outcome.errors);
        toast.error(ERROR_TOAST);
        const firstStep = Math.min(...outcome.errors.map((error) => error.step));
        if (firstStep < REVIEW_STEP) goTo(firstStep);
        focusFirstInvalid(outcome.errors.map((error) => error.field));
        return;
      }
      case 'refused': {
        // 422: the key is taken by another body (the visitor changed the request after an
        // attempt that did arrive): the next Submit is a request of its own.
        if (outcome.status === 422) draft.setKey();
        const reason = refusalReason(refusalOfSubmit(draft.key(), outcome));
        dispatch({ type: 'refused', notice: reason });
        toast.error(ERROR_TOAST, { description: reason });
      }
    }
  };

  /** Close after the confirmation: an empty form (the drawer also closes). */
  const reset = () => {
    form.reset(initialValues(null, definition));
    draft.markStored(false);
    draft.setKey();
    setStep(0);
    dispatch({ type: 'reset' });
  };

  return { phase, notice, next, previous, submit, reset };
}
