// The steps as slides on one track (docs/product.md "The request form"): the current one is
// live, the others inert. Steps 1 to 3 show their fields from the definition, step 4 the review
// and the privacy notice.
import type { FieldDefinitionJson, FormDefinition } from '@agency/request-rules/definition';
import type { RefObject } from 'react';
import { useT } from '~/lib/messages';
import type { AttachmentsState } from './attachments';
import { fieldMessage } from './field-check';
import { FirstStepAttachments, FollowUp } from './follow-up-field';
import { optionsForField } from './field-options';
import type { RequestFormApi } from './form-kit';
import { PrivacyNotice } from './privacy-notice';
import { REVIEW_STEP } from './request-values';
import { ReviewSummary } from './review-summary';

interface FieldContext {
  form: RequestFormApi;
  definition: FormDefinition;
  formId: string;
  /** Fields whose message the visitor has seen: from then on they are checked at every change. */
  shownErrors: RefObject<Set<string>>;
}

interface StepFieldProps extends FieldContext {
  field: FieldDefinitionJson;
  attachments: AttachmentsState;
  step: number;
}

/** A field, then what its chosen option's follow-up shows (follow-up-field.tsx). */
function StepField(props: StepFieldProps) {
  if (!props.field.options) return <StepInput {...props} />;
  return (
    <>
      <StepInput {...props} />
      <FollowUp {...props} />
    </>
  );
}

function StepInput({ field, form, definition, formId, shownErrors }: StepFieldProps) {
  const t = useT();
  const serviceName = form.state.values.service_name;
  if (field.name === 'project' && serviceName) {
    return (
      <p className="request-form__service-intro">
        {t('Tell us about your {service} project vision and requirements.', { service: serviceName })}
      </p>
    );
  }
  const isChoice = field.kind === 'select' || field.kind === 'radio';
  const check = (value: string) =>
    fieldMessage(field.name, { ...form.state.values, [field.name]: value }, definition, t);
  /** Blur and Next: a message shown from now on. */
  const checkAndRemember = ({ value }: { value: string }) => {
    const message = check(value);
    if (message) shownErrors.current.add(field.name);
    return message;
  };
  return (
    <form.AppField
      name={field.name}
      validators={{
        onBlur: checkAndRemember,
        onSubmit: checkAndRemember,
        // docs/product.md "Validation", on change: a choice at once; a text field once it has shown a
        // message, so that retyping clears it, but a first entry is not judged while it is typed.
        onChange: ({ value }) => (isChoice || shownErrors.current.has(field.name) ? check(value) : undefined),
      }}
      listeners={field.name === 'project' ? { onChange: () => form.setFieldValue('project_type', '') } : undefined}
    >
      {(fieldApi) => {
        const props = { field, id: `${formId}-${field.name}` };
        if (field.kind === 'select')
          return <fieldApi.SelectField {...props} options={optionsForField(field, definition, form.state.values)} />;
        if (field.kind === 'radio')
          return <fieldApi.RadioField {...props} options={optionsForField(field, definition, form.state.values)} />;
        return <fieldApi.TextField {...props} />;
      }}
    </form.AppField>
  );
}

interface StepsProps extends FieldContext {
  step: number;
  sliding: boolean;
  stepHeading: RefObject<HTMLHeadingElement | null>;
  headingLevel: 2 | 3;
  attachments: AttachmentsState;
}

export function RequestFormSteps({ step, sliding, stepHeading, headingLevel, attachments, ...context }: StepsProps) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { definition, form, formId } = context;
  return (
    <div className="request-form__viewport">
      <div
        className={`request-form__track ${sliding ? 'is-sliding' : ''}`}
        style={{ transform: `translateX(-${step * 100}%)` }}
      >
        {definition.steps.map(({ index, title, fields }) => (
          <fieldset
            key={index}
            className="request-form__step-panel"
            disabled={index !== step}
            aria-hidden={index !== step}
            inert={index !== step}
          >
            <legend className="visually-hidden">{t(title)}</legend>
            <Heading
              className="request-form__title"
              id={index === step ? `${formId}-heading` : undefined}
              ref={index === step ? stepHeading : undefined}
              tabIndex={-1}
            >
              {t(title)}
            </Heading>
            {index === REVIEW_STEP ? (
              <>
                <ReviewSummary definition={definition} values={form.state.values} attachments={attachments.files} />
                <PrivacyNotice form={form} definition={definition} formId={formId} />
              </>
            ) : (
              <>
                {fields.map((field) => (
                  <StepField key={field.name} field={field} {...context} attachments={attachments} step={index} />
                ))}
                {index === 0 ? (
                  <FirstStepAttachments form={form} definition={definition} formId={formId} attachments={attachments} />
                ) : null}
              </>
            )}
          </fieldset>
        ))}
      </div>
    </div>
  );
}
