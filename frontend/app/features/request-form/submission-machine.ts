// The submission as one state machine (docs/product.md "Submitting"): which phase the form is in
// and the notice shown above its buttons. Pure: the hook (use-submission.ts) runs the effects
// (network, toasts, draft and outbox) and tells the machine what happened.

export type Phase = 'editing' | 'submitting' | 'waiting' | 'done';

export interface SubmissionState {
  phase: Phase;
  /** Why the last attempt did not go through, shown above the buttons until the next one. */
  notice: string | null;
}

export type SubmissionEvent =
  /** Submit pressed on a valid review: the request leaves. */
  | { type: 'submit' }
  /** Submit pressed while something keeps the request back (files still uploading). */
  | { type: 'held'; notice: string }
  /** No connection: the request waits in the outbox. */
  | { type: 'queued' }
  /** The server stored the request. */
  | { type: 'stored' }
  /** No answer, a network error, 408 or 5xx: Submit may send it again. */
  | { type: 'failed' }
  /** Field errors: the visitor corrects them (the attachments' error is the notice). */
  | { type: 'invalid'; notice: string | null }
  /** Any other refusal of a direct submit. */
  | { type: 'refused'; notice: string }
  /** The restored draft's request still waits in the outbox and the browser is offline. */
  | { type: 'restored-waiting' }
  /** The outbox delivered this form's request. */
  | { type: 'outbox-delivered' }
  /** The server refused this form's waiting request (on an attempt or found on restore). */
  | { type: 'outbox-refused'; notice: string }
  /** The waiting request was not answered although the browser is online again. */
  | { type: 'outbox-unanswered' }
  /** Closed after the confirmation: an empty form. */
  | { type: 'reset' };

export const initialSubmission: SubmissionState = { phase: 'editing', notice: null };

export function submissionReducer(state: SubmissionState, event: SubmissionEvent): SubmissionState {
  const { phase } = state;
  switch (event.type) {
    case 'submit':
      return phase === 'editing' ? { phase: 'submitting', notice: null } : state;
    case 'held':
      return phase === 'editing' ? { ...state, notice: event.notice } : state;
    case 'queued':
      return phase === 'submitting' ? { ...state, phase: 'waiting' } : state;
    case 'stored':
      return phase === 'submitting' ? { ...state, phase: 'done' } : state;
    case 'failed':
      return phase === 'submitting' ? { ...state, phase: 'editing' } : state;
    case 'invalid':
    case 'refused':
      return phase === 'submitting' ? { phase: 'editing', notice: event.notice } : state;
    case 'restored-waiting':
      return phase === 'editing' ? { ...state, phase: 'waiting' } : state;
    case 'outbox-delivered':
      return phase === 'done' ? state : { ...state, phase: 'done' };
    case 'outbox-refused':
      return phase === 'done' ? state : { phase: 'editing', notice: event.notice };
    case 'outbox-unanswered':
      return phase === 'waiting' ? { ...state, phase: 'editing' } : state;
    case 'reset':
      return phase === 'done' ? { phase: 'editing', notice: null } : state;
  }
}
