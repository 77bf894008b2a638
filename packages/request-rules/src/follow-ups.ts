// Follow-up questions (docs/decisions/041-follow-up-questions.md): an option of a select or radio
// group may carry a follow-up an editor set on it in the CMS: a question that appears under the
// field while the option is chosen (a short or a long answer, required or not), or the
// attachments becoming required. The browser, the endpoint and the tests judge them here.
import { FORM_FIELDS, type FieldDefinition, type StepIndex } from './fields';
import { allowedSpecificTypes, type FormOptions, type Option } from './options';

export type FollowUpQuestionKind = 'text' | 'textarea';
export type FollowUpKind = FollowUpQuestionKind | 'attachments';

/** A question shown under the field while its option is chosen. */
export interface FollowUpQuestionDefinition {
  kind: FollowUpQuestionKind;
  label: string;
  /** The question in each other language that translates it (docs/decisions/036-languages.md). */
  labels?: Readonly<Record<string, string>>;
  required: boolean;
}

export type FollowUp = FollowUpQuestionDefinition | { kind: 'attachments' };

export const FOLLOW_UP_KINDS: readonly FollowUpKind[] = ['text', 'textarea', 'attachments'];
export const isFollowUpKind = (value: unknown): value is FollowUpKind => FOLLOW_UP_KINDS.some((kind) => kind === value);

/** Length limits of an answer (ours, as the form's own fields: docs/product.md "Validation"). */
export const FOLLOW_UP_MAX_LENGTH: Readonly<Record<FollowUpQuestionKind, number>> = { text: 500, textarea: 5000 };

/** docs/product.md "Messages". */
export const FOLLOW_UP_REQUIRED_MESSAGE = 'Please answer this question';
export const ATTACHMENTS_REQUIRED_MESSAGE = 'Please attach at least one file';

/** The request's field that holds the answer to the follow-up of `field`'s chosen option. */
export const followUpName = (field: string) => `${field}_follow_up`;

/** The fields whose options may carry a follow-up: every select and radio group, in form order. */
export const FIELDS_WITH_FOLLOW_UPS: readonly FieldDefinition[] = FORM_FIELDS.filter((field) => field.options);

/** The field a follow-up answer's name follows, if `name` is one. */
export const fieldFollowedBy = (name: string) =>
  FIELDS_WITH_FOLLOW_UPS.find((field) => followUpName(field.name) === name);

/** Every name a follow-up answer may be sent under. */
export const FOLLOW_UP_NAMES: readonly string[] = FIELDS_WITH_FOLLOW_UPS.map((field) => followUpName(field.name));

export type Values = Readonly<Record<string, unknown>>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The value chosen in `field`: `project` may come as its one-item list. */
function chosenValue(field: FieldDefinition, values: Values): string {
  const value = values[field.name];
  return Array.isArray(value) ? text(value[0]) : text(value);
}

/** The options `field` offers for these values (the specific types follow the project type and the service class). */
function offered(field: FieldDefinition, options: FormOptions, values: Values): Option[] {
  if (!field.options) return [];
  if (field.options === 'specificTypes') {
    const project = chosenValue(FORM_FIELDS[0]!, values);
    return allowedSpecificTypes(project || undefined, text(values.service_class) || undefined, options);
  }
  if (field.options === 'projectTypes') return options.projectTypes;
  return options[field.options];
}

/** The option chosen in `field`, when it is one on offer. */
export function chosenOption(field: FieldDefinition, options: FormOptions, values: Values): Option | undefined {
  const value = chosenValue(field, values);
  return value ? offered(field, options, values).find((option) => option.value === value) : undefined;
}

/** A follow-up question shown now: the field it belongs to, its answer's name and its rules. */
export interface FollowUpQuestion extends FollowUpQuestionDefinition {
  name: string;
  of: string;
  step: StepIndex;
  option: string;
  maxLength: number;
}

/** The questions the chosen options reveal, in form order; of one step when `step` is given. */
export function followUpQuestions(options: FormOptions, values: Values, step?: number): FollowUpQuestion[] {
  return FIELDS_WITH_FOLLOW_UPS.filter((field) => step === undefined || field.step === step).flatMap((field) => {
    const option = chosenOption(field, options, values);
    const followUp = option?.followUp;
    if (!option || !followUp || followUp.kind === 'attachments') return [];
    return [
      {
        ...followUp,
        name: followUpName(field.name),
        of: field.name,
        step: field.step,
        option: option.value,
        maxLength: FOLLOW_UP_MAX_LENGTH[followUp.kind],
      },
    ];
  });
}

/** The question `field`'s chosen option reveals, if any. */
export const followUpQuestionOf = (field: string, options: FormOptions, values: Values) =>
  followUpQuestions(options, values).find((question) => question.of === field);

/** The field whose chosen option makes the attachments required (its step is where the form asks for them), if any. */
export function attachmentsRequiredBy(options: FormOptions, values: Values): FieldDefinition | undefined {
  return FIELDS_WITH_FOLLOW_UPS.find((field) => chosenOption(field, options, values)?.followUp?.kind === 'attachments');
}

/** The attachments' error on `step` (undefined: every step), when they are required and none is given. */
export function attachmentsError(
  options: FormOptions,
  values: Values,
  attachmentCount: number,
  step?: number,
): { field: 'attachments'; step: StepIndex; message: string } | undefined {
  const by = attachmentsRequiredBy(options, values);
  if (!by || attachmentCount > 0 || (step !== undefined && by.step !== step)) return undefined;
  return { field: 'attachments', step: by.step, message: ATTACHMENTS_REQUIRED_MESSAGE };
}

/** One answer as a request stores it (`follow_ups`): the question in the editors' words, as it was asked. */
export interface StoredFollowUp {
  field: string;
  option: string;
  question: string;
  answer: string;
}

/** The answers to the questions shown, empty ones left out; an answer to a question no longer shown is never kept. */
export function followUpAnswers(options: FormOptions, values: Values): StoredFollowUp[] {
  return followUpQuestions(options, values).flatMap((question) => {
    const answer = text(values[question.name]);
    return answer ? [{ field: question.of, option: question.option, question: question.label, answer }] : [];
  });
}

/** The answers a stored request holds (`follow_ups`: a list, or its JSON as SQLite may hand it over); anything else is none. */
export function storedFollowUpsOf(value: unknown): StoredFollowUp[] {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { field, option, question, answer } = entry as Record<string, unknown>;
    return typeof field === 'string' && typeof question === 'string' && typeof answer === 'string'
      ? [{ field, option: typeof option === 'string' ? option : '', question, answer }]
      : [];
  });
}
