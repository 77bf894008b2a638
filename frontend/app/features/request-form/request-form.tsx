/* eslint-disable react-hooks/set-state-in-effect, react-hooks/immutability, react-hooks/exhaustive-deps, react-hooks/purity, @typescript-eslint/await-thenable -- until the form kit splits this component */
// The four-step request form (docs/product.md "The request form"), rendered and validated from the
// CMS definition with the shared rule set. Used in the drawer and on /form.
import type { FieldDefinitionJson, FormDefinition } from '@agency/request-rules/definition';
import { CONTEXT_FIELDS, FORM_FIELDS, type StepIndex } from '@agency/request-rules/fields';
import { preselectedProjectType } from '@agency/request-rules/options';
import { cleanContextValue, stepSchema, type FieldError } from '@agency/request-rules/schemas';
import { useForm } from '@tanstack/react-form';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { BEFORE_RELOAD_EVENT } from '~/lib/planned-reload';
import { launchConfetti } from './confetti';
import { optionsForField } from './field-options';
import { RadioField, SelectField, TextField } from './form-fields';
import { ERROR_TOAST, OFFLINE_MESSAGE, SUCCESS_TOAST } from './messages';
import { REFUSAL_TITLE, refusalReason, refusalToastId } from './outbox/refusal-message';
import { browserIsOffline, submitRequest, validateStepOnServer, type SubmitOutcome } from './request-form-api';
import { clearDraft, loadDraft, newIdempotencyKey, saveDraft, type RequestValues } from './request-draft';
import { ReviewSummary } from './review-summary';
import type { ServiceContext } from './service-context';
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

export const SLIDE_DURATION_S = 0.6; // docs/product.md "Constants"
const REVIEW_STEP = 3;

type Phase = 'editing' | 'submitting' | 'waiting' | 'done';

interface RequestFormProps {
  definition: FormDefinition;
  service: ServiceContext | null;
  /** Drawer: closes it. Page: absent (Close only resets). */
  onClose?: () => void;
  headingLevel?: 2 | 3;
}

function emptyValues(): RequestValues {
  const names = [...FORM_FIELDS.map((field) => field.name), ...Object.keys(CONTEXT_FIELDS), 'website'];
  return Object.fromEntries(names.map((name) => [name, '']));
}

function visitContext(): RequestValues {
  if (typeof window === 'undefined') return {};
  const query = new URLSearchParams(window.location.search);
  const utm = Object.fromEntries(
    ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'].map((name) => [
      name,
      cleanContextValue(name, query.get(name) ?? '', 255),
    ]),
  );
  return {
    source_url: cleanContextValue('source_url', window.location.href, 2048),
    referrer: cleanContextValue('referrer', document.referrer, 2048),
    ...utm,
  };
}

/** What the server gets: `project` as a list holding the one chosen type (docs/product.md "What the form sends"). */
export function toPayload(values: RequestValues, formToken: string): Record<string, unknown> {
  return { ...values, project: values.project ? [values.project] : [], form_token: formToken };
}

function withService(values: RequestValues, service: ServiceContext | null, definition: FormDefinition): RequestValues {
  if (!service) return values;
  const preselected = preselectedProjectType(service, definition.options)?.value ?? '';
  const next: RequestValues = {
    ...values,
    service_name: service.serviceName,
    service_url: service.serviceUrl,
    service_class: service.serviceClass,
  };
  if (values.project !== preselected) {
    next.project = preselected;
    next.project_type = '';
  }
  return next;
}

export function RequestForm({ definition, service, onClose, headingLevel = 2 }: RequestFormProps) {
  const formId = useId();
  const [step, setStep] = useState(0);
  const [phase, setPhase] = useState<Phase>('editing');
  const [sliding, setSliding] = useState(false);
  const idempotencyKey = useRef<string>(newIdempotencyKey());
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const restored = useRef(false);
  /** Set the moment the server has stored the request: nothing may save the draft again after that. */
  const stored = useRef(false);
  /** Fields whose message the visitor has seen: from then on they are checked at every change. */
  const shownErrors = useRef(new Set<string>());
  /** Why the last attempt did not go through, shown above the buttons until the next one. */
  const [notice, setNotice] = useState<string | null>(null);

  const form = useForm({ defaultValues: withService({ ...emptyValues(), ...visitContext() }, service, definition) });

  // Restore the saved draft (client only, after hydration), then apply this opening's service.
  useEffect(() => {
    const draft = loadDraft();
    if (draft) {
      idempotencyKey.current = draft.idempotencyKey;
      const values = withService({ ...emptyValues(), ...draft.values }, service ?? draft.service, definition);
      for (const [name, value] of Object.entries(values)) form.setFieldValue(name, value, { dontUpdateMeta: true });
      setStep(Math.min(Math.max(draft.step, 0), REVIEW_STEP));
      const refusal = loadRefusal();
      if (refusal?.idempotencyKey === draft.idempotencyKey) takeRefusal(refusal);
      else if (pendingSubmission()?.idempotencyKey === draft.idempotencyKey && browserIsOffline()) setPhase('waiting');
    }
    restored.current = true;
    // Only on mount: later service changes remount the form.
  }, []);

  const persist = useCallback(
    (nextStep = step) => {
      if (!restored.current || stored.current) return;
      const values = form.state.values;
      saveDraft({
        values,
        step: nextStep,
        idempotencyKey: idempotencyKey.current,
        service: values.service_name
          ? {
              serviceName: values.service_name,
              serviceUrl: values.service_url ?? '',
              serviceClass: values.service_class ?? '',
            }
          : null,
        updatedAt: Date.now(),
      });
    },
    [form, step],
  );

  useEffect(() => {
    const subscription = form.store.subscribe(() => persist());
    // A planned reload (new version) saves the latest input first.
    const beforeReload = () => persist();
    window.addEventListener(BEFORE_RELOAD_EVENT, beforeReload);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener(BEFORE_RELOAD_EVENT, beforeReload);
    };
  }, [form, persist]);

  // A request that waited for the connection: delivered (the confirmation), refused (the form
  // opens again where the problem is), or not answered although the browser is online again (the
  // visitor is back in control: Submit retries with the same key).
  useEffect(() => {
    const onAttempt = (event: Event) => {
      const { idempotencyKey: key, result } = (event as CustomEvent<OutboxAttempt>).detail;
      if (key !== idempotencyKey.current) return;
      if (result === 'delivered') {
        stored.current = true;
        setPhase('done');
        void launchConfetti();
        return;
      }
      const refusal = loadRefusal();
      if ((result === 'refused' || result === 'expired') && refusal?.idempotencyKey === key) {
        takeRefusal(refusal);
        toast.error(ERROR_TOAST, { description: refusalReason(refusal) });
        return;
      }
      if (result === 'waiting' && !browserIsOffline()) {
        setPhase((current) => {
          if (current !== 'waiting') return current;
          clearOutbox();
          toast.error(ERROR_TOAST);
          return 'editing';
        });
      }
    };
    window.addEventListener(OUTBOX_ATTEMPT_EVENT, onAttempt);
    return () => window.removeEventListener(OUTBOX_ATTEMPT_EVENT, onAttempt);
  }, []);

  const fieldError = (name: string, values: RequestValues): string | undefined => {
    const definitionField = FORM_FIELDS.find((field) => field.name === name);
    if (!definitionField) return undefined;
    const schema = stepSchema(definitionField.step, definition.options, values).shape[name];
    const result = schema?.safeParse(values[name]);
    return result && !result.success ? result.error.issues[0]?.message : undefined;
  };

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

  /** A waiting request the server refused: back to editing, on the first failing step (else review), with the reason. */
  function takeRefusal(refusal: Refusal) {
    clearRefusal();
    toast.dismiss(refusalToastId(refusal.idempotencyKey));
    // 422: this key is taken by another body; what the visitor sends next is a new request.
    if (refusal.status === 422) idempotencyKey.current = newIdempotencyKey();
    setPhase('editing');
    setNotice(`${REFUSAL_TITLE} ${refusalReason(refusal)}`);
    if (refusal.errors.length > 0) {
      setServerErrors(refusal.errors);
      setStep(Math.min(...refusal.errors.map((error) => error.step)));
      focusFirstInvalid(refusal.errors.map((error) => error.field));
    } else {
      setStep(REVIEW_STEP);
    }
  }

  const focusFirstInvalid = (names: string[]) => {
    window.setTimeout(() => {
      const first = names.find((name) => (form.getFieldMeta(name)?.errors.length ?? 0) > 0);
      if (first) document.getElementById(`${formId}-${first}`)?.focus();
    }, 0);
  };

  const goTo = (next: number) => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    setStep(next);
    persist(next);
    if (!reduced) {
      setSliding(true);
      window.setTimeout(() => setSliding(false), SLIDE_DURATION_S * 1000);
    }
    window.setTimeout(() => stepHeading.current?.focus(), reduced ? 0 : SLIDE_DURATION_S * 1000);
  };

  const validateCurrentStep = async () => {
    const names = definition.steps[step]?.fields.map((field) => field.name) ?? [];
    await Promise.all(names.map((name) => form.validateField(name, 'submit')));
    if (names.some((name) => (form.getFieldMeta(name)?.errors.length ?? 0) > 0)) {
      focusFirstInvalid(names);
      return false;
    }
    const serverErrors = await validateStepOnServer(step, toPayload(form.state.values, definition.antiSpam.formToken));
    if (serverErrors.length > 0) {
      setServerErrors(serverErrors);
      focusFirstInvalid(serverErrors.map((error) => error.field));
      return false;
    }
    return true;
  };

  const next = async () => {
    if (sliding || phase !== 'editing') return;
    if (await validateCurrentStep()) goTo(step + 1);
  };

  const previous = () => {
    if (sliding || step === 0 || phase !== 'editing') return;
    goTo(step - 1);
  };

  const submit = async () => {
    if (sliding || phase !== 'editing') return;
    setPhase('submitting');
    setNotice(null);
    const values = form.state.values;
    const payload = toPayload(values, definition.antiSpam.formToken);
    const queue = () => {
      queueSubmission({ payload, idempotencyKey: idempotencyKey.current, queuedAt: Date.now() });
      setPhase('waiting');
      toast.info(OFFLINE_MESSAGE);
    };
    if (browserIsOffline()) return queue();
    const outcome: SubmitOutcome = await submitRequest(payload, idempotencyKey.current);
    switch (outcome.kind) {
      case 'stored':
        stored.current = true;
        clearDraft();
        clearOutbox();
        setPhase('done');
        toast.success(SUCCESS_TOAST);
        void launchConfetti();
        return;
      case 'failed':
        // The connection went away meanwhile: wait for it. Online: say so at once; Submit sends
        // the same request again (same Idempotency-Key: stored once even if this one arrived).
        if (browserIsOffline()) return queue();
        setPhase('editing');
        toast.error(ERROR_TOAST);
        return;
      case 'invalid': {
        setPhase('editing');
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
        if (outcome.status === 422) idempotencyKey.current = newIdempotencyKey();
        setPhase('editing');
        const reason = refusalReason({
          idempotencyKey: idempotencyKey.current,
          status: outcome.status,
          message: outcome.message,
          errors: [],
          at: Date.now(),
          ...(outcome.retryAfterSeconds ? { retryAt: Date.now() + outcome.retryAfterSeconds * 1000 } : {}),
        });
        setNotice(reason);
        toast.error(ERROR_TOAST, { description: reason });
      }
    }
  };

  const close = () => {
    form.reset(withService({ ...emptyValues(), ...visitContext() }, null, definition));
    stored.current = false;
    idempotencyKey.current = newIdempotencyKey();
    setStep(0);
    setPhase('editing');
    onClose?.();
  };

  const serviceName = form.state.values.service_name;
  const progress = phase === 'done' ? 100 : (step / definition.stepCount) * 100;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  if (phase === 'done') {
    return (
      <div className="request-form request-form--done" role="status">
        <div className="request-form__progress" aria-hidden="true">
          <span style={{ width: '100%' }} />
        </div>
        <Heading className="request-form__title" tabIndex={-1} ref={(element) => element?.focus()}>
          Request Submitted!
        </Heading>
        <p>Thank you for telling us about your project. Our team will reply within 1-2 business days.</p>
        <button type="button" className="button button--primary" onClick={close}>
          Close
        </button>
      </div>
    );
  }

  const renderField = (field: FieldDefinitionJson) => {
    if (field.name === 'project' && serviceName) {
      return (
        <p key={field.name} className="request-form__service-intro">
          Tell us about your {serviceName} project vision and requirements.
        </p>
      );
    }
    const isChoice = field.kind === 'select' || field.kind === 'radio';
    type CheckArgs = { value: unknown; fieldApi: { form: { state: { values: unknown } } } };
    const check = ({ value, fieldApi }: CheckArgs) =>
      fieldError(field.name, { ...(fieldApi.form.state.values as RequestValues), [field.name]: value as string });
    /** Blur and Next: a message shown from now on. */
    const checkAndRemember = (args: CheckArgs) => {
      const message = check(args);
      if (message) shownErrors.current.add(field.name);
      return message;
    };
    return (
      <form.Field
        key={field.name}
        name={field.name}
        validators={{
          onBlur: checkAndRemember,
          onSubmit: checkAndRemember,
          // Spec §5, on change: a choice at once; a text field once it has shown a message, so
          // that retyping clears it, but a first entry is not judged while it is typed.
          onChange: (args) => (isChoice || shownErrors.current.has(field.name) ? check(args) : undefined),
        }}
        listeners={field.name === 'project' ? { onChange: () => form.setFieldValue('project_type', '') } : undefined}
      >
        {(fieldApi) => {
          const props = {
            field,
            id: `${formId}-${field.name}`,
            value: fieldApi.state.value ?? '',
            error:
              fieldApi.state.meta.isTouched ||
              fieldApi.state.meta.errorMap.onSubmit ||
              fieldApi.state.meta.errorMap.onServer
                ? fieldApi.state.meta.errors[0]
                : undefined,
            onChange: (value: string) => {
              // The messages of earlier checks (blur, Next, the server) give way to the new value's.
              const { onBlur, onSubmit, onServer } = fieldApi.state.meta.errorMap;
              if (onBlur || onSubmit || onServer)
                fieldApi.setMeta((meta) => ({
                  ...meta,
                  errorMap: { ...meta.errorMap, onBlur: undefined, onSubmit: undefined, onServer: undefined },
                }));
              fieldApi.handleChange(value);
            },
            onBlur: fieldApi.handleBlur,
          };
          const values = form.state.values;
          if (field.kind === 'select')
            return <SelectField {...props} options={optionsForField(field, definition, values)} />;
          if (field.kind === 'radio') {
            const options = optionsForField(field, definition, values);
            return options.length > 0 ? <RadioField {...props} options={options} /> : null;
          }
          return <TextField {...props} />;
        }}
      </form.Field>
    );
  };

  const busy = sliding || phase === 'submitting';
  return (
    <form
      className="request-form"
      noValidate
      aria-labelledby={`${formId}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        if (step === REVIEW_STEP) void submit();
        else void next();
      }}
    >
      <div className="request-form__header">
        <p className="request-form__step" id={`${formId}-step`}>
          Step {step + 1} of {definition.stepCount}
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
      <div className="request-form__viewport">
        <div
          className={`request-form__track ${sliding ? 'is-sliding' : ''}`}
          style={{ transform: `translateX(-${step * 100}%)` }}
        >
          {definition.steps.map((stepDefinition) => (
            <fieldset
              key={stepDefinition.index}
              className="request-form__step-panel"
              disabled={stepDefinition.index !== step}
              aria-hidden={stepDefinition.index !== step}
              inert={stepDefinition.index !== step}
            >
              <legend className="visually-hidden">{stepDefinition.title}</legend>
              <Heading
                className="request-form__title"
                id={stepDefinition.index === step ? `${formId}-heading` : undefined}
                ref={stepDefinition.index === step ? stepHeading : undefined}
                tabIndex={-1}
              >
                {stepDefinition.title}
              </Heading>
              {stepDefinition.index === REVIEW_STEP ? (
                <ReviewSummary definition={definition} values={form.state.values} />
              ) : (
                stepDefinition.fields.map(renderField)
              )}
            </fieldset>
          ))}
        </div>
      </div>
      {/* Bots fill every field; people never see this one. */}
      <div className="request-form__trap" aria-hidden="true">
        <label>
          Website
          <form.Field name="website">
            {(fieldApi) => (
              <input
                tabIndex={-1}
                autoComplete="off"
                value={fieldApi.state.value}
                onChange={(event) => fieldApi.handleChange(event.target.value)}
              />
            )}
          </form.Field>
        </label>
      </div>
      {phase === 'waiting' ? (
        <p className="request-form__notice" role="status">
          {OFFLINE_MESSAGE}
        </p>
      ) : notice ? (
        <p className="request-form__notice request-form__notice--error" role="alert">
          {notice}
        </p>
      ) : null}
      <div className="request-form__actions">
        <button
          type="button"
          className="button button--ghost"
          onClick={previous}
          disabled={busy || step === 0 || phase !== 'editing'}
        >
          Previous
        </button>
        <button type="submit" className="button button--primary" disabled={busy || phase !== 'editing'}>
          {step === REVIEW_STEP ? (phase === 'submitting' ? 'Submitting…' : 'Submit') : 'Next'}
        </button>
      </div>
    </form>
  );
}

export type { StepIndex };
