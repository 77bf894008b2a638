// Per-step zod schemas built from the option lists as they are now. The request-form extension
// validates with them on the server and the site validates with them in the browser, so the two
// cannot disagree. Checking values against them, and the errors: validation.ts.
import { z } from 'zod/mini';
import { ATTRIBUTION_LABELS } from './attribution-format';
import {
  CONTEXT_FIELDS,
  FORM_FIELDS,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  MESSAGES,
  defaultRequiredMessage,
  fieldsOfStep,
  inEnglish,
  type FieldDefinition,
  type StepIndex,
  type Translate,
} from './fields';
import { FOLLOW_UP_REQUIRED_MESSAGE, followUpName, followUpQuestionOf } from './follow-ups';
import { allowedSpecificTypes, type FormOptions, type Option } from './options';
import {
  CONSENT_FIELD,
  CONSENT_REQUIRED_MESSAGE,
  PRIVACY_NOTICE_VERSION_FIELD,
  PRIVACY_NOTICE_VERSION_MAX_LENGTH,
  type PrivacyNotice,
} from './privacy';
import { formatOf } from './text-rules';
import { preprocess, projectToText, textSchema, toText } from './text-schema';

export type RequestValues = Record<string, unknown>;

const LIST_FIELDS = new Set(['project']);

function choicesFor(field: FieldDefinition, options: FormOptions, values: RequestValues): Option[] | undefined {
  if (field.options !== 'specificTypes') return field.options && options[field.options];
  const project = projectToText(values.project);
  const serviceClass = toText(values.service_class);
  return allowedSpecificTypes(
    typeof project === 'string' ? project : undefined,
    typeof serviceClass === 'string' ? serviceClass : undefined,
    options,
  );
}

function fieldSchema(
  field: FieldDefinition,
  options: FormOptions,
  values: RequestValues,
  t: Translate,
  required = field.required,
) {
  return textSchema(
    {
      label: field.label,
      required,
      requiredMessage:
        field.requiredMessage === undefined ? defaultRequiredMessage(field.name, t) : t(field.requiredMessage),
      maxLength: field.maxLength,
      multiline: field.multiline === true,
      email: field.kind === 'email',
      choices: choicesFor(field, options, values),
      acceptsList: LIST_FIELDS.has(field.name),
    },
    t,
  );
}

/**
 * The answer to the follow-up of `field`'s chosen option (follow-ups.ts), checked like a text
 * field; while no question is shown, whatever is sent is dropped (an answer to a question hidden
 * again is never stored).
 */
function followUpSchema(field: FieldDefinition, options: FormOptions, values: RequestValues, t: Translate) {
  const question = followUpQuestionOf(field.name, options, values);
  if (!question) return z.optional(preprocess(() => undefined, z.undefined()));
  return textSchema(
    {
      label: question.label,
      required: question.required,
      requiredMessage: t(FOLLOW_UP_REQUIRED_MESSAGE),
      maxLength: question.maxLength,
      multiline: question.kind === 'textarea',
    },
    t,
  );
}

/**
 * The consent checkbox (docs/product.md "Step 4: Review"): `true` when ticked, `false` or absent
 * when not; required only while Site Settings ask for it.
 */
function consentSchema(privacy: PrivacyNotice | undefined, t: Translate) {
  return preprocess(
    (value) => value ?? false,
    z
      .boolean({ error: t(MESSAGES.invalidValue) })
      .check(
        z.refine((given: boolean) => given || privacy?.requireConsent !== true, { error: t(CONSENT_REQUIRED_MESSAGE) }),
      ),
  );
}

/** The privacy fields a submission carries: the notice version the form showed and the checkbox. */
const privacyShape = (privacy: PrivacyNotice | undefined, t: Translate) => ({
  [PRIVACY_NOTICE_VERSION_FIELD]: textSchema(
    {
      label: 'Privacy notice version',
      required: false,
      requiredMessage: '',
      maxLength: PRIVACY_NOTICE_VERSION_MAX_LENGTH,
      multiline: false,
    },
    t,
  ),
  [CONSENT_FIELD]: consentSchema(privacy, t),
});

/**
 * The zod schema of one step. `values` are the form's current values: the specific project types
 * a step allows depend on the chosen project type and the service page. The review step checks the
 * consent checkbox against `privacy` (the notice as Site Settings describe it now). Its messages
 * are in the language of `t` (English by default).
 */
export function stepSchema(
  step: StepIndex,
  options: FormOptions,
  values: RequestValues = {},
  privacy?: PrivacyNotice,
  t: Translate = inEnglish,
) {
  const shape: Record<string, z.ZodMiniType<string | boolean | undefined>> = Object.fromEntries(
    // Each field, then the answer to its option's follow-up (form order).
    fieldsOfStep(step).flatMap((field) => {
      const own: [string, z.ZodMiniType<string | undefined>] = [field.name, fieldSchema(field, options, values, t)];
      return field.options ? [own, [followUpName(field.name), followUpSchema(field, options, values, t)]] : [own];
    }),
  );
  if (step === 3) shape[CONSENT_FIELD] = consentSchema(privacy, t);
  return z.object(shape);
}

const contextSchema = (t: Translate) =>
  Object.fromEntries(
    Object.entries(CONTEXT_FIELDS).map(([name, maxLength]) => [
      name,
      textSchema(
        {
          label: ATTRIBUTION_LABELS[name] ?? name,
          required: false,
          requiredMessage: '',
          maxLength,
          multiline: false,
          format: formatOf(name),
        },
        t,
      ),
    ]),
  );

/** The steps with fields (the review step has none: its checkbox is among the privacy fields). */
const FIELD_STEPS: readonly StepIndex[] = [0, 1, 2];

/**
 * The whole request: every step, the context fields, the privacy fields (the consent checkbox
 * checked against `privacy`) and the anti-spam fields; nothing else. Messages in the language of `t`.
 */
export function submissionSchema(
  options: FormOptions,
  values: RequestValues = {},
  privacy?: PrivacyNotice,
  t: Translate = inEnglish,
) {
  const steps = Object.fromEntries(
    FIELD_STEPS.flatMap((step) => Object.entries(stepSchema(step, options, values, undefined, t).shape)),
  );
  return z.strictObject({
    ...steps,
    ...contextSchema(t),
    ...privacyShape(privacy, t),
    [HONEYPOT_FIELD]: preprocess(toText, z.string({ error: t(MESSAGES.invalidValue) }).check(z.maxLength(500))),
    [FORM_TOKEN_FIELD]: preprocess(toText, z.string({ error: t(MESSAGES.invalidValue) }).check(z.maxLength(500))),
  });
}

/**
 * The values a request's schema depends on: the chosen option of every field with options (what
 * a later list offers, which follow-up shows), the project type and the service page.
 */
const SCHEMA_INPUTS = [
  ...new Set(['project', 'service_class', ...FORM_FIELDS.filter((field) => field.options).map((field) => field.name)]),
];
type SubmissionSchema = ReturnType<typeof submissionSchema>;
const keptSchemas = new WeakMap<FormOptions, Map<string, SubmissionSchema>>();
/** Schemas kept per option lists; past this many (values no form sends), they are built again. */
const KEPT_PER_OPTIONS = 256;

/**
 * submissionSchema with English messages, built once per option lists (a new object when an
 * editor changes one), consent setting and chosen options: building it costs more than checking a
 * request against it (README "Performance", bench:submit). A schema holds no state between parses.
 */
export function keptSubmissionSchema(options: FormOptions, values: RequestValues, privacy?: PrivacyNotice) {
  const key = JSON.stringify([privacy?.requireConsent === true, ...SCHEMA_INPUTS.map((name) => values[name] ?? null)]);
  let schemas = keptSchemas.get(options);
  if (!schemas) keptSchemas.set(options, (schemas = new Map()));
  let schema = schemas.get(key);
  if (!schema) {
    if (schemas.size >= KEPT_PER_OPTIONS) schemas.clear();
    schema = submissionSchema(options, values, privacy);
    schemas.set(key, schema);
  }
  return schema;
}

/**
 * A request that staff enter by hand (a phone lead): who it is from must be complete and valid;
 * the project fields are optional but, when given, must be published options. Triage fields
 * (status, assignee, notes) are the caller's business and are not part of this schema.
 */
export function leadSchema(options: FormOptions, values: RequestValues = {}, t: Translate = inEnglish) {
  return z.strictObject({
    ...Object.fromEntries(
      FORM_FIELDS.map((field) => [
        field.name,
        fieldSchema(field, options, values, t, field.required && field.step === 1),
      ]),
    ),
    ...contextSchema(t),
  });
}
