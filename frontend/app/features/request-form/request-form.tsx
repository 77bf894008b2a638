// The four-step request form (docs/product.md "The request form"), rendered and validated from the
// CMS definition with the shared rule set (packages/request-rules). Used in the drawer and on /form.
// Its parts: the kit (form-kit.tsx), values and payload (request-values.ts), the steps
// (request-form-steps.tsx), the draft (use-request-draft.ts), steps and submitting
// (use-submission.ts), slide and focus (use-step-motion.ts), confetti (confetti.ts).
import type { FormDefinition } from '@agency/request-rules/definition';
import { bookingLink } from '@agency/request-rules/booking';
import { HONEYPOT_FIELD } from '@agency/request-rules/fields';
import { useId, useRef } from 'react';
// The drawer's, /form's and the form's styles come with the form's code, not with every page.
import '~/styles/request-form.css';
import { useT } from '~/lib/messages';
import { useAttachments } from './attachments';
import { useRequestForm } from './form-kit';
import { offlineMessage } from './messages';
import { recordBookingClick } from './request-form-api';
import { RequestFormSteps } from './request-form-steps';
import { REVIEW_STEP, initialValues } from './request-values';
import type { ServiceContext } from './service-context';
import { useRequestDraft } from './use-request-draft';
import { useProofOfWork } from './use-proof-of-work';
import { useStepMotion } from './use-step-motion';
import { useSubmission, type Phase } from './use-submission';

interface RequestFormProps {
  definition: FormDefinition;
  service: ServiceContext | null;
  /** Drawer: closes it. Page: absent (Close only resets). */
  onClose?: () => void;
  headingLevel?: 2 | 3;
  /** The drawer: the step's heading takes the focus as the form appears. */
  focusOnMount?: boolean;
}

/** "Pick a time" on the confirmation (booking.ts): the booking page, and what its press records. */
interface BookingOffer {
  href: string;
  onPick: () => void;
}

function Confirmation({
  headingLevel,
  onClose,
  booking,
}: {
  headingLevel: 2 | 3;
  onClose: () => void;
  booking: BookingOffer | null;
}) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="request-form request-form--done" role="status">
      <div className="request-form__progress" aria-hidden="true">
        <span style={{ width: '100%' }} />
      </div>
      <Heading className="request-form__title" tabIndex={-1} ref={(element) => element?.focus()}>
        {t('Request Submitted!')}
      </Heading>
      <p>{t('Thank you for telling us about your project. Our team will reply within 1-2 business days.')}</p>
      {booking ? (
        <>
          <p>{t('Book your consultation now: pick a time that suits you.')}</p>
          <div className="request-form__done-actions">
            <a
              className="button button--primary"
              href={booking.href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={booking.onPick}
            >
              {t('Pick a time')}
            </a>
            <button type="button" className="button button--ghost" onClick={onClose}>
              {t('Close')}
            </button>
          </div>
        </>
      ) : (
        <button type="button" className="button button--primary" onClick={onClose}>
          {t('Close')}
        </button>
      )}
    </div>
  );
}

function Notice({ phase, notice }: { phase: Phase; notice: string | null }) {
  const t = useT();
  if (phase === 'waiting')
    return (
      <p className="request-form__notice" role="status">
        {offlineMessage(t)}
      </p>
    );
  return notice ? (
    <p className="request-form__notice request-form__notice--error" role="alert">
      {notice}
    </p>
  ) : null;
}

export function RequestForm({
  definition,
  service,
  onClose,
  headingLevel = 2,
  focusOnMount = false,
}: RequestFormProps) {
  const t = useT();
  const formId = useId();
  const shownErrors = useRef(new Set<string>());
  const form = useRequestForm(initialValues(service, definition));
  const motion = useStepMotion(formId, form, { focusOnMount });
  const draft = useRequestDraft(form, motion.step);
  const attachments = useAttachments(definition.antiSpam.formToken);
  const proofOfWork = useProofOfWork(definition.antiSpam.proofOfWork);
  const { phase, notice, next, previous, submit, reset } = useSubmission({
    form,
    definition,
    service,
    draft,
    motion,
    shownErrors,
    attachments,
    proofOfWork,
  });
  const { step, sliding } = motion;

  if (phase === 'done') {
    const close = () => {
      reset();
      onClose?.();
    };
    const link = bookingLink(definition.booking, form.state.values);
    const key = draft.key();
    const booking = link ? { href: link, onPick: () => recordBookingClick(key) } : null;
    return <Confirmation headingLevel={headingLevel} onClose={close} booking={booking} />;
  }

  const serviceName = form.state.values.service_name;
  const progress = (step / definition.stepCount) * 100;
  const busy = sliding || phase === 'submitting';
  /** Submit (Next) does nothing: a step is sliding in, or the request is under way or waiting. */
  const blocked = busy || phase !== 'editing';
  return (
    <form
      className="request-form"
      noValidate
      aria-labelledby={`${formId}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!blocked) void (step === REVIEW_STEP ? submit() : next());
      }}
    >
      <div className="request-form__header">
        <p className="request-form__step" id={`${formId}-step`}>
          {t('Step {step} of {total}', { step: step + 1, total: definition.stepCount })}
          {serviceName ? <span className="request-form__service"> · {serviceName}</span> : null}
        </p>
        <div
          className="request-form__progress"
          role="progressbar"
          aria-labelledby={`${formId}-step`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress)}
        >
          <span style={{ width: `${progress}%` }} />
        </div>
      </div>
      <RequestFormSteps
        form={form}
        definition={definition}
        formId={formId}
        shownErrors={shownErrors}
        step={step}
        sliding={sliding}
        stepHeading={motion.stepHeading}
        headingLevel={headingLevel}
        attachments={attachments}
      />
      {/* Bots fill every field; people never see this one. */}
      <div className="request-form__trap" aria-hidden="true">
        <label>
          Website
          <form.AppField name={HONEYPOT_FIELD}>{(fieldApi) => <fieldApi.TrapInput />}</form.AppField>
        </label>
      </div>
      <Notice phase={phase} notice={notice} />
      <div className="request-form__actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={previous}
          disabled={busy || step === 0 || phase !== 'editing'}
        >
          {t('Previous')}
        </button>
        {/* Not `disabled` while it waits: a disabled button loses the focus, and a keyboard or
            screen reader user would be left on the page's body until the outcome shows. */}
        <button type="submit" className="button button--primary" aria-disabled={blocked || undefined}>
          {step === REVIEW_STEP ? (phase === 'submitting' ? t('Submitting…') : t('Submit')) : t('Next')}
        </button>
      </div>
    </form>
  );
}
