// The form definition as the request-form endpoint answers it (GET /request-form/definition),
// checked field by field against the shape the form renders, where the web server reads it for
// server-rendered forms. The browser's own fetch checks less (features/request-form/definition-api.ts):
// this check's zod types would add 3.6 KB gzip to the first load of /form.
import type { FieldDefinitionJson, FormDefinition } from '@agency/request-rules/definition';
import { z } from 'zod';

/** Every value of a union of strings, each once: a value the rule set adds is a value the check lacks until it is added here. */
type Values<Union extends string> = { [Value in Union]: Value };

const FIELD_KINDS: Values<FieldDefinitionJson['kind']> = {
  select: 'select',
  radio: 'radio',
  text: 'text',
  textarea: 'textarea',
  email: 'email',
  tel: 'tel',
};
const OPTION_SOURCES: Values<NonNullable<FieldDefinitionJson['options']>> = {
  projectTypes: 'projectTypes',
  specificTypes: 'specificTypes',
  research: 'research',
  budget: 'budget',
  timeline: 'timeline',
  nextStep: 'nextStep',
};

const labels = z.record(z.string(), z.string()).optional();
/** What choosing an option reveals (follow-ups.ts): a question, or the attachments becoming required. */
const followUp = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum({ text: 'text', textarea: 'textarea' }), label: z.string(), labels, required: z.boolean() }),
  z.object({ kind: z.literal('attachments') }),
]);
const option = z.object({ value: z.string(), label: z.string(), labels, followUp: followUp.optional() });

const formDefinition = z.object({
  stepCount: z.number(),
  steps: z.array(
    z.object({
      index: z.number(),
      title: z.string(),
      fields: z.array(
        z.object({
          name: z.string(),
          label: z.string(),
          kind: z.enum(FIELD_KINDS),
          required: z.boolean(),
          maxLength: z.number(),
          options: z.enum(OPTION_SOURCES).optional(),
          autocomplete: z.string().optional(),
        }),
      ),
    }),
  ),
  options: z.object({
    projectTypes: z.array(
      option.extend({
        keywords: z.array(z.string()),
        serviceClasses: z.array(z.string()),
        isFallback: z.boolean(),
        specificTypes: z.array(option),
      }),
    ),
    research: z.array(option),
    budget: z.array(option),
    timeline: z.array(option),
    nextStep: z.array(option),
  }),
  antiSpam: z.object({
    honeypotField: z.string(),
    formTokenField: z.string(),
    formToken: z.string(),
    minFillSeconds: z.number(),
    proofOfWorkField: z.string(),
    proofOfWork: z.record(z.string(), z.unknown()).nullable(),
  }),
  privacy: z.object({ version: z.string(), path: z.string(), requireConsent: z.boolean() }),
  booking: z.object({ url: z.string() }).nullable().default(null),
}) satisfies z.ZodType<FormDefinition>;

const definitionAnswer = z.object({ data: formDefinition });

/** The definition an answer's body carries; throws when the body is not one. */
export const formDefinitionOf = (body: unknown): FormDefinition => definitionAnswer.parse(body).data;
