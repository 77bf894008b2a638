// Steps and submitting (docs/product.md "The request form", "Submitting"): Next checks the step
// here and on the server; Submit sends the request (offline it waits in the outbox); a refused
// request reopens the form where the problem is. The saved draft is restored on mount.
import { useEffect, useEffectEvent, useReducer } from 'react';
import { useT } from '~/lib/messages';
import { stillUploadingMessage } from './attachments';
import {
  OUTBOX_ATTEMPT_EVENT,
  loadRefusal,
  outboxAttemptOf,
  pendingSubmission,
  type OutboxAttempt,
} from './outbox/submission-outbox';
import { announceRequestFormOpened } from './outbox/outbox-storage';
import { browserIsOffline, submitRequest } from './request-form-api';
import { loadDraft } from './request-draft';
import { REVIEW_STEP, emptyValues, initialValues, toPayload, withService } from './request-values';
import type { ServiceContext } from './service-context';
import type { ProofOfWork } from './use-proof-of-work';
import { PROOF_OF_WORK_FIELD } from '@agency/request-rules/fields';
import { initialSubmission, submissionReducer } from './submission-machine';
import { handleOutcome, outcomeOfAttempt, type SubmissionOutcome } from './submission-outcome';
import type { DraftSession } from './use-request-draft';
import { useStepCheck, type StepCheckParts } from './use-step-check';

export type { Phase } from './submission-machine';

const isEmptyValue = (value: unknown) => value === '' || value === null || (Array.isArray(value) && value.length === 0);

interface SubmissionParts extends StepCheckParts {
  service: ServiceContext | null;
  draft: DraftSession;
  /** This opening's proof of work, once solved (use-proof-of-work.ts). */
  proofOfWork?: () => Promise<ProofOfWork | null>;
}

export function useSubmission({
  form,
  definition,
  service,
  draft,
  motion,
  shownErrors,
  attachments,
  proofOfWork,
}: SubmissionParts) {
  // A request queued offline is sent by the outbox sender, above the form: told that the form
  // opened, its gate fetches the sender's code before the connection goes (docs/frontend-layers.md).
  useEffect(() => announceRequestFormOpened(), []);
  const t = useT();
  const [{ phase, notice }, dispatch] = useReducer(submissionReducer, initialSubmission);
  const { step, setStep, sliding, slideTo } = motion;
  const { setServerErrors, stepIsValid, reviewIsValid } = useStepCheck({
    form,
    definition,
    motion,
    shownErrors,
    attachments,
  });

  const goTo = (next: number) => {
    slideTo(next);
    draft.save(next);
  };
  const settle = (outcome: SubmissionOutcome) =>
    handleOutcome(outcome, { dispatch, draft, motion, setServerErrors, goTo, t });

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
      if (refusal?.idempotencyKey === saved.idempotencyKey) settle({ kind: 'outbox-refused', refusal, told: false });
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

  // A request that waited for the connection: what its attempt means for this form (submission-outcome.ts).
  const onOutboxAttempt = useEffectEvent((attempt: OutboxAttempt) => {
    const outcome = outcomeOfAttempt(attempt, { key: draft.key(), phase });
    if (outcome) settle(outcome);
  });
  useEffect(() => {
    const listener = (event: Event) => {
      const attempt = outboxAttemptOf(event);
      if (attempt) onOutboxAttempt(attempt);
    };
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
      dispatch({ type: 'held', notice: stillUploadingMessage(t) });
      return;
    }
    dispatch({ type: 'submit' });
    // Solved long ago as a rule; on a very slow device Submit waits a little for it, then sends without.
    const proof = (await proofOfWork?.()) ?? null;
    const attachmentIds = attachments?.ids() ?? [];
    const payload = {
      ...toPayload(form.state.values, definition),
      ...(attachmentIds.length > 0 ? { attachments: attachmentIds } : {}),
      ...(proof ? { [PROOF_OF_WORK_FIELD]: proof } : {}),
    };
    if (browserIsOffline()) return settle({ kind: 'queued', payload });
    const outcome = await submitRequest(payload, draft.key());
    // The connection went away meanwhile: wait for it.
    settle(outcome.kind === 'failed' && browserIsOffline() ? { kind: 'queued', payload } : outcome);
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
