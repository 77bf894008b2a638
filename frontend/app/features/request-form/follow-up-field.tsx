// What an option's follow-up shows under its field (docs/product.md "Follow-up questions",
// docs/decisions/041-follow-up-questions.md): the question while the option is chosen, checked
// like every text field, or the attachments, required, on a later step than the first. A polite
// live region beside it says the question (or that attachments are required) as it appears; it
// comes right after its field, so the focus order runs field, question, next field.
import type { FieldDefinitionJson, FormDefinition } from '@agency/request-rules/definition';
import { attachmentsRequiredBy, followUpQuestionOf, type FollowUpQuestion } from '@agency/request-rules/follow-ups';
import type { RefObject } from 'react';
import { useT } from '~/lib/messages';
import type { AttachmentsState } from './attachments';
import { AttachmentsField } from './attachments-field';
import { fieldMessage } from './field-check';
import type { RequestFormApi } from './form-kit';

interface FollowUpProps {
  field: FieldDefinitionJson & { name: string };
  form: RequestFormApi;
  definition: FormDefinition;
  formId: string;
  shownErrors: RefObject<Set<string>>;
  attachments: AttachmentsState;
  step: number;
}

/** The question as the form's text fields take their field. */
const asField = (question: FollowUpQuestion): FieldDefinitionJson => ({
  name: question.name,
  label: question.label,
  kind: question.kind,
  required: question.required,
  maxLength: question.maxLength,
});

function Question({ question, form, definition, formId, shownErrors }: FollowUpProps & { question: FollowUpQuestion }) {
  const t = useT();
  const check = (value: string) =>
    fieldMessage(question.name, { ...form.state.values, [question.name]: value }, definition, t);
  const checkAndRemember = ({ value }: { value: string }) => {
    const message = check(value);
    if (message) shownErrors.current.add(question.name);
    return message;
  };
  return (
    <form.AppField
      name={question.name}
      validators={{
        onBlur: checkAndRemember,
        onSubmit: checkAndRemember,
        onChange: ({ value }) => (shownErrors.current.has(question.name) ? check(value) : undefined),
      }}
    >
      {(fieldApi) => <fieldApi.TextField field={asField(question)} id={`${formId}-${question.name}`} />}
    </form.AppField>
  );
}

export function FollowUp(props: FollowUpProps) {
  const t = useT();
  const { field, form, definition, formId, attachments, step } = props;
  return (
    <form.Subscribe selector={(state) => state.values}>
      {(values) => {
        const question = followUpQuestionOf(field.name, definition.options, values);
        // Step 1 has the attachments already: there they only become required.
        const asksAttachments = step > 0 && attachmentsRequiredBy(definition.options, values)?.name === field.name;
        return (
          <>
            {question ? <Question key={question.option} {...props} question={question} /> : null}
            {asksAttachments ? (
              <AttachmentsField attachments={attachments} formId={formId} id={`${formId}-attachments`} required />
            ) : null}
            {/* Out of the step's layout (positioned), always there, so that a screen reader says what appears. */}
            <p className="visually-hidden" aria-live="polite">
              {question ? question.label : asksAttachments ? t('{field} is required', { field: t('Attachments') }) : ''}
            </p>
          </>
        );
      }}
    </form.Subscribe>
  );
}

/**
 * Step 1's attachments: required when an option of step 1 asks for them. When a later step's
 * option asks, that step shows them (FollowUp) with the id the focus goes to, and this one stays optional.
 */
export function FirstStepAttachments({
  form,
  definition,
  formId,
  attachments,
}: Pick<FollowUpProps, 'form' | 'definition' | 'formId' | 'attachments'>) {
  return (
    <form.Subscribe selector={(state) => attachmentsRequiredBy(definition.options, state.values)?.step}>
      {(askedOn) => (
        <AttachmentsField
          attachments={attachments}
          formId={formId}
          id={askedOn === undefined || askedOn === 0 ? `${formId}-attachments` : `${formId}-attachments-first`}
          required={askedOn === 0}
        />
      )}
    </form.Subscribe>
  );
}
