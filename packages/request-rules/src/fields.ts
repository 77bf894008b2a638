// The request form's fields: which step shows them, how they are asked, their rules' messages
// (docs/product.md "Messages", verbatim) and their length limits. Limits are ours: generous
// for real input, small enough that a request stays a few kilobytes.

import { FIRST_TOUCH_FIELDS, VISIT_FIELDS } from './attribution';
import type { SimpleOptionList } from './options';

export const STEP_COUNT = 4; // docs/product.md "Constants"
export const STEP_TITLES = ['Project Information', 'Contact Information', 'Project Details', 'Review'] as const;
export type StepIndex = 0 | 1 | 2 | 3;
/** The steps, in order. */
export const STEP_INDEXES: readonly StepIndex[] = [0, 1, 2, 3];
export const isStepIndex = (value: unknown): value is StepIndex => STEP_INDEXES.some((step) => step === value);

export type FieldKind = 'select' | 'radio' | 'text' | 'textarea' | 'email' | 'tel';

export interface FieldDefinition {
  name: string;
  label: string;
  step: StepIndex;
  kind: FieldKind;
  required: boolean;
  /** Message when a required field is empty (docs/product.md "Validation"); default: '<Field Name> is required'. */
  requiredMessage?: string;
  maxLength: number;
  /** Where a select/radio takes its options from. */
  options?: 'projectTypes' | 'specificTypes' | SimpleOptionList;
  multiline?: boolean;
  autocomplete?: string;
}

export const MESSAGES = {
  invalidEmail: 'Invalid email format',
  unavailableOption: 'This option is no longer available',
  invalidValue: 'This value is not valid',
} as const;

/**
 * Gives a text in the visitor's language: each text is written in English, its `{placeholders}`
 * filled from `values` (`t('{field} is required', { field })`). The site passes the page's.
 */
export type Translate = (english: string, values?: Record<string, string | number>) => string;

/** The texts as written: English, placeholders filled. */
export const inEnglish: Translate = (english, values) =>
  values ? english.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole)) : english;

/** docs/product.md "Validation": the field name with underscores as spaces, words capitalised, then 'is required'. */
export function defaultRequiredMessage(fieldName: string, t: Translate = inEnglish): string {
  const words = fieldName.split('_').filter(Boolean);
  const field = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join(' ');
  return t('{field} is required', { field: t(field) });
}

export const tooLongMessage = (label: string, max: number, t: Translate = inEnglish) =>
  t('{field} must be at most {max} characters', { field: t(label), max });
export const controlCharactersMessage = (label: string, t: Translate = inEnglish) =>
  t('{field} contains characters that are not allowed', { field: t(label) });
export const webAddressMessage = (label: string, t: Translate = inEnglish) =>
  t('{field} must be an http or https address', { field: t(label) });

/** The fields a prospect fills in, in form order (docs/product.md "Step 3: Project Details": budget, timeline, next step, how you found us). */
export const FORM_FIELDS: readonly FieldDefinition[] = [
  {
    name: 'project',
    label: 'Project type',
    step: 0,
    kind: 'select',
    required: true,
    requiredMessage: 'Please select a project type',
    maxLength: 120,
    options: 'projectTypes',
  },
  {
    name: 'project_type',
    label: 'Specific project type',
    step: 0,
    kind: 'radio',
    required: false,
    maxLength: 120,
    options: 'specificTypes',
  },
  {
    name: 'explanation',
    label: 'Tell us about your project',
    step: 0,
    kind: 'textarea',
    required: false,
    maxLength: 5000,
    multiline: true,
  },
  {
    name: 'first_name',
    label: 'First name',
    step: 1,
    kind: 'text',
    required: true,
    requiredMessage: 'First name is required',
    maxLength: 100,
    autocomplete: 'given-name',
  },
  {
    name: 'last_name',
    label: 'Last name',
    step: 1,
    kind: 'text',
    required: true,
    requiredMessage: 'Last name is required',
    maxLength: 100,
    autocomplete: 'family-name',
  },
  {
    name: 'title',
    label: 'Title',
    step: 1,
    kind: 'text',
    required: false,
    maxLength: 120,
    autocomplete: 'organization-title',
  },
  {
    name: 'company',
    label: 'Company',
    step: 1,
    kind: 'text',
    required: false,
    maxLength: 160,
    autocomplete: 'organization',
  },
  {
    name: 'email',
    label: 'Email',
    step: 1,
    kind: 'email',
    required: true,
    requiredMessage: 'Email is required',
    maxLength: 254,
    autocomplete: 'email',
  },
  { name: 'phone', label: 'Phone', step: 1, kind: 'tel', required: false, maxLength: 40, autocomplete: 'tel' },
  {
    name: 'budget',
    label: 'Budget',
    step: 2,
    kind: 'radio',
    required: true,
    requiredMessage: 'Please select your budget',
    maxLength: 120,
    options: 'budget',
  },
  {
    name: 'timeline',
    label: 'Timeline',
    step: 2,
    kind: 'radio',
    required: true,
    requiredMessage: 'Please select your timeline',
    maxLength: 120,
    options: 'timeline',
  },
  {
    name: 'next_step',
    label: 'Preferred next step',
    step: 2,
    kind: 'select',
    required: true,
    requiredMessage: 'Please select the next step',
    maxLength: 120,
    options: 'nextStep',
  },
  {
    name: 'research',
    label: 'How did you hear about us?',
    step: 2,
    kind: 'select',
    required: true,
    requiredMessage: 'Please select how you found us',
    maxLength: 120,
    options: 'research',
  },
];

/**
 * Context the form sends along without asking for it: the service page it was opened from, the
 * page and referrer of the form, and where the visit (and, with consent, the first visit) came
 * from: landing page, referring site, UTM tags, click ids (attribution.ts). Bounded and checked like the rest.
 */
export const CONTEXT_FIELDS: Readonly<Record<string, number>> = {
  contact_preference: 40,
  service_name: 160,
  service_url: 255,
  service_class: 60,
  source_url: 2048,
  referrer: 2048,
  // The UTM tags among them (utm_source … utm_content): docs/decisions/037-lead-attribution.md.
  ...VISIT_FIELDS,
  // The language of the page the request was sent from (its <html lang>): docs/decisions/036-languages.md.
  language: 16,
  ...FIRST_TOUCH_FIELDS,
};

/**
 * Context fields holding an address: a web address (http or https) only, never javascript:,
 * data: or file:. The service page may also be given as a path of this site ('/creative-services/web').
 */
export const ADDRESS_FIELDS: Readonly<Record<string, 'web' | 'web-or-path'>> = {
  source_url: 'web',
  referrer: 'web',
  service_url: 'web-or-path',
};

/** Anti-spam: a field people never see (bots fill it) and the signed time the form was opened. */
export const HONEYPOT_FIELD = 'website';
export const FORM_TOKEN_FIELD = 'form_token';
/** The browser's answer to the proof-of-work challenge (docs/decisions/040-proof-of-work.md). */
export const PROOF_OF_WORK_FIELD = 'proof_of_work';

export const fieldsOfStep = (step: StepIndex) => FORM_FIELDS.filter((field) => field.step === step);
export const fieldByName = (name: string) => FORM_FIELDS.find((field) => field.name === name);
