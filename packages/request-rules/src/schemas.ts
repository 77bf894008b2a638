// Per-step zod schemas built from the option lists as they are now. The request-form extension
// validates with them on the server and the site validates with them in the browser, so the two
// cannot disagree. Errors: the first failing rule per field (docs/product.md "Validation").
import { z } from 'zod';
import {
  ADDRESS_FIELDS,
  CONTEXT_FIELDS,
  FORM_FIELDS,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  MESSAGES,
  controlCharactersMessage,
  defaultRequiredMessage,
  fieldByName,
  fieldsOfStep,
  tooLongMessage,
  webAddressMessage,
  type FieldDefinition,
  type StepIndex,
} from './fields';
import { allowedSpecificTypes, type FormOptions, type Option } from './options';
import {
  CONSENT_FIELD,
  CONSENT_REQUIRED_MESSAGE,
  PRIVACY_NOTICE_VERSION_FIELD,
  PRIVACY_NOTICE_VERSION_MAX_LENGTH,
  type PrivacyNotice,
} from './privacy';

/** docs/product.md "Step 2: Contact Information": local part, at-sign, domain, top-level domain of 2 to 4 letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,4}$/;

// C0 and C1 controls (NEL U+0085 among them), DEL, and the bidirectional controls (U+202E
// turns "gnp.exe" into "exe.png" on screen): refused everywhere. Single-line fields also refuse
// line breaks, tabs and the Unicode line and paragraph separators.
const CONTROL_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const LINE_BREAKS = /[\t\n\r\u2028\u2029]/;
// Invisible characters with no meaning in a name or a message (zero-width space, word joiner,
// byte-order mark, Mongolian vowel separator): dropped, so that what staff see is what is stored.
// Zero-width joiners (U+200C, U+200D) stay: emoji sequences and several scripts need them.
const ZERO_WIDTH = /[\u180E\u200B\u2060\uFEFF]/g;

/**
 * Whether text can go into one line of a mail header (a subject, a display name): no control,
 * bidirectional or line-break characters, the same characters single-line fields refuse.
 */
export function isSingleLineText(text: string): boolean {
  return !CONTROL_CHARACTERS.test(text) && !LINE_BREAKS.test(text);
}

const stripZeroWidth = (value: unknown) => (typeof value === 'string' ? value.replace(ZERO_WIDTH, '') : value);

/**
 * What the form sends along without the visitor seeing it (UTM values, the referrer) cleaned as
 * the rules want it, so that a crafted link cannot make a visitor's request fail on a field they
 * cannot see: refused characters dropped, a non-web address (android-app:, file:) left out.
 */
export function cleanContextValue(name: string, value: string, maxLength: number): string {
  const kind = ADDRESS_FIELDS[name];
  if (kind && value !== '' && !isAddress(value, kind)) return '';
  const refused = new RegExp(`${CONTROL_CHARACTERS.source}|${LINE_BREAKS.source}|${ZERO_WIDTH.source}`, 'g');
  return value.replace(refused, '').slice(0, maxLength);
}

/** An absolute http(s) URL, or (for 'web-or-path') a path on this site: one slash, then anything. */
function isAddress(text: string, kind: 'web' | 'web-or-path'): boolean {
  if (kind === 'web-or-path' && /^\/(?![/\\])/.test(text)) return true;
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

export type RequestValues = Record<string, unknown>;

export interface FieldError {
  field: string;
  message: string;
  step: StepIndex;
}

/** '' for absent values. */
function toText(value: unknown): unknown {
  return value === undefined || value === null ? '' : value;
}

/** `project` is sent as a one-item list (docs/product.md "What the form sends"); a plain string is accepted too. */
function projectToText(value: unknown): unknown {
  if (Array.isArray(value) && value.length <= 1) return value.length === 0 ? '' : value[0];
  return toText(value);
}

const LIST_FIELDS = new Set(['project']);

interface TextRules {
  label: string;
  required: boolean;
  requiredMessage: string;
  maxLength: number;
  multiline: boolean;
  email?: boolean;
  choices?: Option[];
  acceptsList?: boolean;
  address?: 'web' | 'web-or-path';
}

function textSchema(rules: TextRules) {
  let schema = z
    .string({ error: MESSAGES.invalidValue })
    .trim()
    .max(rules.maxLength, { error: tooLongMessage(rules.label, rules.maxLength) })
    .refine((text) => !CONTROL_CHARACTERS.test(text) && (rules.multiline || !LINE_BREAKS.test(text)), {
      error: controlCharactersMessage(rules.label),
    });
  if (rules.required) schema = schema.refine((text) => text.length > 0, { error: rules.requiredMessage });
  if (rules.email)
    schema = schema.refine((text) => text === '' || EMAIL_PATTERN.test(text), { error: MESSAGES.invalidEmail });
  if (rules.choices) {
    const allowed = new Set(rules.choices.map((choice) => choice.value));
    schema = schema.refine((text) => text === '' || allowed.has(text), { error: MESSAGES.unavailableOption });
  }
  const { address } = rules;
  if (address)
    schema = schema.refine((text) => text === '' || isAddress(text, address), {
      error: webAddressMessage(rules.label),
    });
  const toValue = rules.acceptsList ? projectToText : toText;
  return z.preprocess((value) => stripZeroWidth(toValue(value)), schema);
}

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

function fieldSchema(field: FieldDefinition, options: FormOptions, values: RequestValues, required = field.required) {
  return textSchema({
    label: field.label,
    required,
    requiredMessage: field.requiredMessage ?? defaultRequiredMessage(field.name),
    maxLength: field.maxLength,
    multiline: field.multiline === true,
    email: field.kind === 'email',
    choices: choicesFor(field, options, values),
    acceptsList: LIST_FIELDS.has(field.name),
  });
}

/**
 * The consent checkbox (docs/product.md "Step 4: Review"): `true` when ticked, `false` or absent
 * when not; required only while Site Settings ask for it.
 */
function consentSchema(privacy: PrivacyNotice | undefined) {
  return z.preprocess(
    (value) => value ?? false,
    z
      .boolean({ error: MESSAGES.invalidValue })
      .refine((given) => given || privacy?.requireConsent !== true, { error: CONSENT_REQUIRED_MESSAGE }),
  );
}

/** The privacy fields a submission carries: the notice version the form showed and the checkbox. */
const privacyShape = (privacy: PrivacyNotice | undefined) => ({
  [PRIVACY_NOTICE_VERSION_FIELD]: textSchema({
    label: 'Privacy notice version',
    required: false,
    requiredMessage: '',
    maxLength: PRIVACY_NOTICE_VERSION_MAX_LENGTH,
    multiline: false,
  }),
  [CONSENT_FIELD]: consentSchema(privacy),
});

/**
 * The zod schema of one step. `values` are the form's current values: the specific project types
 * a step allows depend on the chosen project type and the service page. The review step checks the
 * consent checkbox against `privacy` (the notice as Site Settings describe it now).
 */
export function stepSchema(step: StepIndex, options: FormOptions, values: RequestValues = {}, privacy?: PrivacyNotice) {
  const shape: Record<string, z.ZodType> = Object.fromEntries(
    fieldsOfStep(step).map((field) => [field.name, fieldSchema(field, options, values)]),
  );
  if (step === 3) shape[CONSENT_FIELD] = consentSchema(privacy);
  return z.object(shape);
}

const contextSchema = () =>
  Object.fromEntries(
    Object.entries(CONTEXT_FIELDS).map(([name, maxLength]) => [
      name,
      textSchema({
        label: name,
        required: false,
        requiredMessage: '',
        maxLength,
        multiline: false,
        address: ADDRESS_FIELDS[name],
      }),
    ]),
  );

/**
 * The whole request: every step, the context fields, the privacy fields (the consent checkbox
 * checked against `privacy`) and the anti-spam fields; nothing else.
 */
export function submissionSchema(options: FormOptions, values: RequestValues = {}, privacy?: PrivacyNotice) {
  const steps = [0, 1, 2].map((step) => stepSchema(step as StepIndex, options, values).shape);
  return z.strictObject({
    ...Object.assign({}, ...steps),
    ...contextSchema(),
    ...privacyShape(privacy),
    [HONEYPOT_FIELD]: z.preprocess(toText, z.string({ error: MESSAGES.invalidValue }).max(500)),
    [FORM_TOKEN_FIELD]: z.preprocess(toText, z.string({ error: MESSAGES.invalidValue }).max(500)),
  });
}

/**
 * A request that staff enter by hand (a phone lead): who it is from must be complete and valid;
 * the project fields are optional but, when given, must be published options. Triage fields
 * (status, assignee, notes) are the caller's business and are not part of this schema.
 */
export function leadSchema(options: FormOptions, values: RequestValues = {}) {
  return z.strictObject({
    ...Object.fromEntries(
      FORM_FIELDS.map((field) => [field.name, fieldSchema(field, options, values, field.required && field.step === 1)]),
    ),
    ...contextSchema(),
  });
}

const stepOfField = (name: string): StepIndex => fieldByName(name)?.step ?? 3;

/** Zod issues → one error per field (its first failing rule), in form order. */
function firstErrorPerField(issues: z.core.$ZodIssue[]): { errors: FieldError[]; unknownFields: string[] } {
  const errors = new Map<string, FieldError>();
  const unknownFields: string[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      unknownFields.push(...issue.keys);
      continue;
    }
    const field = String(issue.path[0] ?? '');
    if (!errors.has(field)) errors.set(field, { field, message: issue.message, step: stepOfField(field) });
  }
  // Zod reports issues in the schema's key order, which is form order: the steps' fields, then the context.
  return { errors: [...errors.values()], unknownFields };
}

export interface ValidationResult<T> {
  valid: boolean;
  errors: FieldError[];
  unknownFields: string[];
  data?: T;
}

/** Validates the fields of one step (other fields are ignored); the review step's checkbox against `privacy`. */
export function validateStep(
  step: StepIndex,
  values: RequestValues,
  options: FormOptions,
  privacy?: PrivacyNotice,
): ValidationResult<Record<string, string | boolean>> {
  const result = stepSchema(step, options, values, privacy).safeParse(values);
  if (result.success)
    return { valid: true, errors: [], unknownFields: [], data: result.data as Record<string, string | boolean> };
  return { valid: false, ...firstErrorPerField(result.error.issues) };
}

export type NormalisedRequest = Record<string, string | string[] | boolean | null>;

/**
 * Validates a whole request against the options and the privacy notice as they are now and
 * returns what to store: strings trimmed, empty optional fields null, e-mail in lower case,
 * `project` as a one-element list, the consent checkbox as a boolean.
 */
export function validateSubmission(
  values: RequestValues,
  options: FormOptions,
  privacy?: PrivacyNotice,
): ValidationResult<NormalisedRequest> {
  return normalised(submissionSchema(options, values, privacy).safeParse(values));
}

/** Validates a request entered by staff (see leadSchema); same normalisation as a submission. */
export function validateLead(values: RequestValues, options: FormOptions): ValidationResult<NormalisedRequest> {
  return normalised(leadSchema(options, values).safeParse(values));
}

function normalised(result: z.ZodSafeParseResult<unknown>): ValidationResult<NormalisedRequest> {
  if (!result.success) return { valid: false, ...firstErrorPerField(result.error.issues) };
  const data: NormalisedRequest = {};
  for (const [name, value] of Object.entries(result.data as Record<string, string | boolean>)) {
    data[name] = value === '' ? null : value;
  }
  if (typeof data.email === 'string') data.email = data.email.toLowerCase();
  data.project = typeof data.project === 'string' ? [data.project] : [];
  return { valid: true, errors: [], unknownFields: [], data };
}
