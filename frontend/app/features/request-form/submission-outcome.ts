// What each outcome of a submission does (docs/product.md "Submitting"): toasts, confetti, draft
// and outbox clearing, focus. One handler for the direct submit and for the outbox's attempts;
// the phase and the notice follow from the machine (submission-machine.ts).
import type { FieldError } from '@agency/request-rules/validation';
import type { Dispatch } from 'react';
import { toast } from '~/components/toasts/toast';
import { inEnglish, type Translate } from '~/lib/messages';
import { ATTACHMENTS_FIELD } from './attachments';
import { launchConfetti } from './confetti';
import { errorToast, offlineMessage, successToast } from './messages';
import { refusalNotice, refusalOfSubmit, refusalReason, refusalToastId } from './outbox/refusal-message';
import {
  clearOutbox,
  clearRefusal,
  loadRefusal,
  queueSubmission,
  type OutboxAttempt,
  type Refusal,
} from './outbox/submission-outbox';
import { browserIsOffline, type SubmitOutcome } from './request-form-api';
import { clearDraft } from './request-draft';
import { REVIEW_STEP } from './request-values';
import type { Phase, SubmissionEvent } from './submission-machine';
import type { DraftSession } from './use-request-draft';
import type { StepMotion } from './use-step-motion';

export type SubmissionOutcome =
  /** The direct submit's answer. */
  | SubmitOutcome
  /** No connection: the request waits in the outbox. */
  | { kind: 'queued'; payload: Record<string, unknown> }
  /** The outbox delivered this form's request. */
  | { kind: 'outbox-delivered' }
  /** The server refused this form's waiting request; `told`: the visitor hears it as a toast too. */
  | { kind: 'outbox-refused'; refusal: Refusal; told: boolean }
  /** The waiting request was not answered although the browser is online again. */
  | { kind: 'outbox-unanswered' };

export interface OutcomeParts {
  dispatch: Dispatch<SubmissionEvent>;
  draft: DraftSession;
  motion: Pick<StepMotion, 'setStep' | 'focusFirstInvalid'>;
  setServerErrors: (errors: FieldError[]) => void;
  /** Slides to a step and saves the draft there. */
  goTo: (step: number) => void;
  /** The page's language for what the visitor is told (default: English). */
  t?: Translate;
}

/**
 * What an outbox attempt means for the open form (null: nothing, e.g. another request): delivered
 * (the confirmation), refused (the form opens again where the problem is), or not answered
 * although the browser is online again (the visitor is back in control: Submit retries with the
 * same key).
 */
export function outcomeOfAttempt(
  { idempotencyKey, result }: OutboxAttempt,
  form: { key: string; phase: Phase },
): SubmissionOutcome | null {
  if (idempotencyKey !== form.key) return null;
  if (result === 'delivered') return { kind: 'outbox-delivered' };
  const refusal = loadRefusal();
  if ((result === 'refused' || result === 'expired') && refusal?.idempotencyKey === idempotencyKey)
    return { kind: 'outbox-refused', refusal, told: true };
  if (result === 'waiting' && !browserIsOffline() && form.phase === 'waiting') return { kind: 'outbox-unanswered' };
  return null;
}

export function handleOutcome(outcome: SubmissionOutcome, parts: OutcomeParts) {
  const { dispatch, draft, motion, setServerErrors, goTo, t = inEnglish } = parts;
  switch (outcome.kind) {
    case 'stored':
      draft.markStored(true);
      clearDraft();
      clearOutbox();
      dispatch({ type: 'stored' });
      toast.success(successToast(t));
      void launchConfetti();
      return;
    case 'queued':
      queueSubmission({ payload: outcome.payload, idempotencyKey: draft.key(), queuedAt: Date.now() });
      dispatch({ type: 'queued' });
      toast.info(offlineMessage(t));
      return;
    case 'failed':
      // Online: say so at once; Submit sends the same request again (same Idempotency-Key: stored
      // once even if this one arrived).
      dispatch({ type: 'failed' });
      toast.error(errorToast(t));
      return;
    case 'invalid': {
      // The attachments have no message line of their own: the form's notice says it.
      const attachmentError = outcome.errors.find((error) => error.field === ATTACHMENTS_FIELD);
      dispatch({ type: 'invalid', notice: attachmentError?.message ?? null });
      setServerErrors(outcome.errors);
      toast.error(errorToast(t));
      const firstStep = Math.min(...outcome.errors.map((error) => error.step));
      if (firstStep < REVIEW_STEP) goTo(firstStep);
      motion.focusFirstInvalid(outcome.errors.map((error) => error.field));
      return;
    }
    case 'refused': {
      // 422: the key is taken by another body (the visitor changed the request after an attempt
      // that did arrive): the next Submit is a request of its own.
      if (outcome.status === 422) draft.setKey();
      const reason = refusalReason(refusalOfSubmit(draft.key(), outcome), Date.now(), t);
      dispatch({ type: 'refused', notice: reason });
      toast.error(errorToast(t), { description: reason });
      return;
    }
    case 'outbox-delivered':
      draft.markStored(true);
      dispatch({ type: 'outbox-delivered' });
      void launchConfetti();
      return;
    case 'outbox-refused':
      takeRefusal(outcome.refusal, parts);
      if (outcome.told) toast.error(errorToast(t), { description: refusalReason(outcome.refusal, Date.now(), t) });
      return;
    case 'outbox-unanswered':
      clearOutbox();
      toast.error(errorToast(t));
      dispatch({ type: 'outbox-unanswered' });
  }
}

/** A waiting request the server refused: back to editing, on the first failing step (else review), with the reason. */
function takeRefusal(refusal: Refusal, { dispatch, draft, motion, setServerErrors, t = inEnglish }: OutcomeParts) {
  clearRefusal();
  toast.dismiss(refusalToastId(refusal.idempotencyKey));
  // 422: this key is taken by another body; what the visitor sends next is a new request.
  if (refusal.status === 422) draft.setKey();
  dispatch({ type: 'outbox-refused', notice: refusalNotice(refusal, t) });
  if (refusal.errors.length > 0) {
    setServerErrors(refusal.errors);
    motion.setStep(Math.min(...refusal.errors.map((error) => error.step)));
    motion.focusFirstInvalid(refusal.errors.map((error) => error.field));
  } else {
    motion.setStep(REVIEW_STEP);
  }
}
