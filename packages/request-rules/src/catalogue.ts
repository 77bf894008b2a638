// The request form's field catalogue: everything the site, the extensions and the tests need to
// know about the form's shape (steps, field order, labels, kinds, length limits) and how a request
// reads back as summary lines, derived from the rule set in fields.ts and options.ts. Nothing here
// is a second copy: adding a field to FORM_FIELDS adds it to every view below.
import {
  CONTEXT_FIELDS,
  FORM_FIELDS,
  STEP_COUNT,
  STEP_INDEXES,
  STEP_TITLES,
  fieldByName,
  type FieldDefinition,
  type FieldKind,
  type StepIndex,
} from './fields';
import { followUpQuestions, storedFollowUpsOf } from './follow-ups';
import { allowedSpecificTypes, type FormOptions, type Option } from './options';

export { STEP_COUNT, fieldByName, type FieldDefinition, type FieldKind, type StepIndex };

export interface CatalogueStep {
  index: StepIndex;
  title: string;
  /** The step's fields in form order; the review step has none. */
  fields: readonly FieldDefinition[];
}

/** The form's steps in order (docs/product.md "Progress and moving between steps"). */
export const FORM_STEPS: readonly CatalogueStep[] = STEP_INDEXES.map((index) => ({
  index,
  title: STEP_TITLES[index],
  fields: FORM_FIELDS.filter((field) => field.step === index),
}));

/** The names of the fields a prospect fills in, in form order. */
export const FORM_FIELD_NAMES: readonly string[] = FORM_FIELDS.map((field) => field.name);

/**
 * The length limit (characters) of any field a request carries: the form's fields and the context
 * the form sends along (docs/product.md "Validation"); undefined for a field the request does not have.
 */
export function maxLengthOf(name: string): number | undefined {
  return fieldByName(name)?.maxLength ?? (Object.hasOwn(CONTEXT_FIELDS, name) ? CONTEXT_FIELDS[name] : undefined);
}

export type RequestLike = Readonly<Record<string, unknown>>;

/** One line of a summary: the field (or fields) it shows, its label and the value as displayed. */
export interface SummaryLine {
  name: string;
  label: string;
  value: string;
}

export interface SummarySection {
  step: StepIndex;
  title: string;
  lines: SummaryLine[];
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/**
 * `project` as stored or sent: a list holding one project type, a plain string, or (SQLite) the
 * list as JSON text.
 */
export function projectTypesOf(value: unknown): string[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return value.trim() === '' ? [] : [value.trim()];
    }
  }
  return Array.isArray(list) ? list.map(text).filter(Boolean) : [];
}

/** The options a select or radio field accepts for this request (specific types follow project and service class). */
function choicesOf(
  list: NonNullable<FieldDefinition['options']>,
  request: RequestLike,
  options: FormOptions,
): Option[] {
  if (list !== 'specificTypes') return options[list];
  const serviceClass = text(request.service_class);
  return allowedSpecificTypes(projectTypesOf(request.project)[0], serviceClass || undefined, options);
}

/**
 * A field's value as a person reads it: trimmed text, `project` as its type(s), and, when the option
 * lists are given, an option shown by its label (an unknown value is shown as it is).
 */
export function displayValue(field: FieldDefinition, request: RequestLike, options?: FormOptions): string {
  const raw = field.name === 'project' ? projectTypesOf(request.project).join(', ') : text(request[field.name]);
  if (!options || !field.options) return raw;
  return choicesOf(field.options, request, options).find((option) => option.value === raw)?.label ?? raw;
}

/**
 * The summary lines of a request: every form field that holds a value, in form order, with its
 * label and its display value.
 */
export function summaryLines(request: RequestLike, options?: FormOptions): SummaryLine[] {
  return FORM_FIELDS.map((field) => ({
    name: field.name,
    label: field.label,
    value: displayValue(field, request, options),
  })).filter((line) => line.value !== '');
}

/**
 * The review step: one section per step before it, with the step's title and the lines of its fields
 * that hold a value, options shown by their label (docs/product.md "Step 4: Review").
 */
export function reviewSections(request: RequestLike, options: FormOptions): SummarySection[] {
  const lines = summaryLines(request, options);
  // A follow-up question shown, and answered, reads right after its field (follow-ups.ts).
  const answers = followUpQuestions(options, request)
    .map((question) => ({
      of: question.of,
      name: question.name,
      label: question.label,
      value: text(request[question.name]),
    }))
    .filter((line) => line.value !== '');
  const withAnswers = lines.flatMap((line) => [
    line,
    ...answers.filter((answer) => answer.of === line.name).map(({ name, label, value }) => ({ name, label, value })),
  ]);
  return FORM_STEPS.filter((step) => step.fields.length > 0).map((step) => ({
    step: step.index,
    title: step.title,
    lines: withAnswers.filter((line) => stepOfLine(line.name, answers) === step.index),
  }));
}

const stepOfLine = (name: string, answers: { of: string; name: string }[]) =>
  fieldByName(answers.find((answer) => answer.name === name)?.of ?? name)?.step;

/**
 * How staff read a new request (the notification and the e-mail): who sent it, from these fields…
 */
export const STAFF_HEADING_FIELDS = ['first_name', 'last_name', 'title', 'company'] as const;
/** …what they wrote about the project, quoted below the lines… */
export const STAFF_QUOTED_FIELD = 'explanation';
/** …and these lines, in the order staff read them: a label and the request fields it shows. */
export const STAFF_SUMMARY: readonly { label: string; fields: readonly string[] }[] = [
  { label: 'Project', fields: ['project', 'project_type'] },
  { label: 'Budget', fields: ['budget'] },
  { label: 'Timeline', fields: ['timeline'] },
  { label: 'Next step', fields: ['next_step'] },
  { label: 'Company', fields: ['company'] },
  { label: 'E-mail', fields: ['email'] },
  { label: 'Phone', fields: ['phone'] },
  { label: 'Found us through', fields: ['research'] },
  { label: 'Service page', fields: ['service_name'] },
  { label: 'Sent from', fields: ['source_url'] },
];

/** …with the answers to follow-up questions, each under the line of the field it follows. */
export const STAFF_FOLLOW_UPS_FIELD = 'follow_ups';

/** The request fields the staff summary reads. */
export const STAFF_SUMMARY_FIELDS: readonly string[] = [
  ...new Set([
    ...STAFF_HEADING_FIELDS,
    ...STAFF_SUMMARY.flatMap((line) => line.fields),
    STAFF_QUOTED_FIELD,
    STAFF_FOLLOW_UPS_FIELD,
  ]),
];

/**
 * The staff summary's lines of a stored request, those with a value: stored values as they are
 * (staff read option values), the fields of one line joined with ' · ', and under a line the
 * follow-up answers of its fields (the question as it was asked), any other answer last.
 */
export function staffSummaryLines(request: RequestLike): SummaryLine[] {
  const answers = storedFollowUpsOf(request[STAFF_FOLLOW_UPS_FIELD]);
  const answerLines = (of: (field: string) => boolean): SummaryLine[] =>
    answers
      .filter((answer) => of(answer.field))
      .map((answer) => ({ name: `${answer.field}_follow_up`, label: answer.question, value: answer.answer }));
  const lines = STAFF_SUMMARY.flatMap(({ label, fields }) => {
    const value = fields
      .map((name) => (name === 'project' ? projectTypesOf(request.project).join(', ') : text(request[name])))
      .filter(Boolean)
      .join(' · ');
    return [
      ...(value ? [{ name: fields.join(','), label, value }] : []),
      ...answerLines((field) => fields.includes(field)),
    ];
  });
  const summarized = new Set(STAFF_SUMMARY.flatMap((line) => line.fields));
  return [...lines, ...answerLines((field) => !summarized.has(field))];
}
