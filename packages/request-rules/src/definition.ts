// What GET /request-form/definition answers: everything the site needs to render and validate
// the form. Nothing of it is hard-coded in the site.
import {
  FORM_FIELDS,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  MESSAGES,
  STEP_COUNT,
  STEP_TITLES,
  defaultRequiredMessage,
  type FieldKind,
} from './fields';
import { projectTypesByKeywordPriority, type FormOptions } from './options';

export interface FieldDefinitionJson {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  maxLength: number;
  options?: string;
  rules: { rule: 'required' | 'email' | 'maxLength' | 'option'; message: string }[];
  autocomplete?: string;
}

export interface FormDefinition {
  stepCount: number;
  steps: { index: number; title: string; fields: FieldDefinitionJson[] }[];
  options: FormOptions;
  /** service class → project type value; unknown classes use `fallbackProjectType` (docs/product.md "Option lists"). */
  serviceClassMap: Record<string, string>;
  /** keyword in a service name → project type value, in priority order. */
  nameKeywords: { keyword: string; projectType: string }[];
  fallbackProjectType: string | null;
  antiSpam: { honeypotField: string; formTokenField: string; formToken: string; minFillSeconds: number };
}

export function buildDefinition(
  options: FormOptions,
  antiSpam: { formToken: string; minFillSeconds: number },
): FormDefinition {
  const steps = STEP_TITLES.map((title, index) => ({
    index,
    title,
    fields: FORM_FIELDS.filter((field) => field.step === index).map((field) => {
      const rules: FieldDefinitionJson['rules'] = [];
      if (field.required)
        rules.push({ rule: 'required', message: field.requiredMessage ?? defaultRequiredMessage(field.name) });
      if (field.kind === 'email') rules.push({ rule: 'email', message: MESSAGES.invalidEmail });
      if (field.options) rules.push({ rule: 'option', message: MESSAGES.unavailableOption });
      return {
        name: field.name,
        label: field.label,
        kind: field.kind,
        required: field.required,
        maxLength: field.maxLength,
        ...(field.options ? { options: field.options } : {}),
        ...(field.autocomplete ? { autocomplete: field.autocomplete } : {}),
        rules,
      };
    }),
  }));
  const fallback = options.projectTypes.find((type) => type.isFallback) ?? options.projectTypes.at(-1);
  return {
    stepCount: STEP_COUNT,
    steps,
    options,
    serviceClassMap: Object.fromEntries(
      options.projectTypes.flatMap((type) => type.serviceClasses.map((serviceClass) => [serviceClass, type.value])),
    ),
    nameKeywords: projectTypesByKeywordPriority(options).flatMap((type) =>
      type.keywords.map((keyword) => ({ keyword, projectType: type.value })),
    ),
    fallbackProjectType: fallback?.value ?? null,
    antiSpam: { honeypotField: HONEYPOT_FIELD, formTokenField: FORM_TOKEN_FIELD, ...antiSpam },
  };
}
