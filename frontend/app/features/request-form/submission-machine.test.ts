import { describe, expect, it } from 'vitest';
import {
  initialSubmission,
  submissionReducer,
  type Phase,
  type SubmissionEvent,
  type SubmissionState,
} from './submission-machine';

const PHASES: Phase[] = ['editing', 'submitting', 'waiting', 'done'];
const TYPES: SubmissionEvent['type'][] = [
  'submit',
  'held',
  'queued',
  'stored',
  'failed',
  'invalid',
  'refused',
  'restored-waiting',
  'outbox-delivered',
  'outbox-refused',
  'outbox-unanswered',
  'reset',
];
const OLD = 'The last attempt was refused.';

const EVENTS: Record<SubmissionEvent['type'], SubmissionEvent> = {
  submit: { type: 'submit' },
  held: { type: 'held', notice: 'Files are still uploading.' },
  queued: { type: 'queued' },
  stored: { type: 'stored' },
  failed: { type: 'failed' },
  invalid: { type: 'invalid', notice: 'This file type is not accepted.' },
  refused: { type: 'refused', notice: 'Too many requests.' },
  'restored-waiting': { type: 'restored-waiting' },
  'outbox-delivered': { type: 'outbox-delivered' },
  'outbox-refused': { type: 'outbox-refused', notice: 'Not sent: the e-mail address is not valid.' },
  'outbox-unanswered': { type: 'outbox-unanswered' },
  reset: { type: 'reset' },
};

/** What each event does in each phase, from a state that carries an old notice; null: ignored. */
const EXPECTED: Record<SubmissionEvent['type'], Record<Phase, SubmissionState | null>> = {
  submit: { editing: { phase: 'submitting', notice: null }, submitting: null, waiting: null, done: null },
  held: {
    editing: { phase: 'editing', notice: 'Files are still uploading.' },
    submitting: null,
    waiting: null,
    done: null,
  },
  queued: { editing: null, submitting: { phase: 'waiting', notice: OLD }, waiting: null, done: null },
  stored: { editing: null, submitting: { phase: 'done', notice: OLD }, waiting: null, done: null },
  failed: { editing: null, submitting: { phase: 'editing', notice: OLD }, waiting: null, done: null },
  invalid: {
    editing: null,
    submitting: { phase: 'editing', notice: 'This file type is not accepted.' },
    waiting: null,
    done: null,
  },
  refused: { editing: null, submitting: { phase: 'editing', notice: 'Too many requests.' }, waiting: null, done: null },
  'restored-waiting': { editing: { phase: 'waiting', notice: OLD }, submitting: null, waiting: null, done: null },
  'outbox-delivered': {
    editing: { phase: 'done', notice: OLD },
    submitting: { phase: 'done', notice: OLD },
    waiting: { phase: 'done', notice: OLD },
    done: null,
  },
  'outbox-refused': {
    editing: { phase: 'editing', notice: 'Not sent: the e-mail address is not valid.' },
    submitting: { phase: 'editing', notice: 'Not sent: the e-mail address is not valid.' },
    waiting: { phase: 'editing', notice: 'Not sent: the e-mail address is not valid.' },
    done: null,
  },
  'outbox-unanswered': { editing: null, submitting: null, waiting: { phase: 'editing', notice: OLD }, done: null },
  reset: { editing: null, submitting: null, waiting: null, done: { phase: 'editing', notice: null } },
};

describe('the submission machine', () => {
  it('starts in editing without a notice', () => {
    expect(initialSubmission).toEqual({ phase: 'editing', notice: null });
  });

  it('every event is in the table', () => {
    expect([...TYPES].sort()).toEqual(Object.keys(EVENTS).sort());
  });

  for (const type of TYPES) {
    for (const phase of PHASES) {
      const expected = EXPECTED[type][phase];
      it(`${type} in ${phase}: ${expected ? `→ ${expected.phase}` : 'ignored'}`, () => {
        const before: SubmissionState = { phase, notice: OLD };
        const after = submissionReducer(before, EVENTS[type]);
        if (expected) expect(after).toEqual(expected);
        // An ignored event leaves the very same state (React then skips the render).
        else expect(after).toBe(before);
      });
    }
  }

  it('an invalid answer without an attachments error leaves no notice', () => {
    const submitting = submissionReducer({ phase: 'editing', notice: OLD }, { type: 'submit' });
    expect(submissionReducer(submitting, { type: 'invalid', notice: null })).toEqual({
      phase: 'editing',
      notice: null,
    });
  });

  it('runs a whole offline request: queued, refused by the server, corrected, stored, closed', () => {
    const steps: SubmissionEvent[] = [
      EVENTS.submit,
      EVENTS.queued,
      EVENTS['outbox-refused'],
      EVENTS.submit,
      EVENTS.stored,
      EVENTS.reset,
    ];
    const phases = steps.reduce<SubmissionState[]>(
      (states, event) => [...states, submissionReducer(states.at(-1) ?? initialSubmission, event)],
      [],
    );
    expect(phases.map((state) => state.phase)).toEqual([
      'submitting',
      'waiting',
      'editing',
      'submitting',
      'done',
      'editing',
    ]);
    expect(phases[2]?.notice).toBe('Not sent: the e-mail address is not valid.');
    expect(phases[3]?.notice).toBeNull();
  });
});
