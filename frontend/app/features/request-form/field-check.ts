// A field's message (docs/product.md "Validation"): the first failing rule of its step's zod schema
// from the rule set (stepSchema), judged with the form's current values (the specific project types
// a step allows depend on the chosen type and the service page).
import type { FormDefinition } from '@agency/request-rules/definition';
import { fieldByName } from '@agency/request-rules/catalogue';
import { stepSchema } from '@agency/request-rules/schemas';
import type { RequestValues } from './request-values';

export function fieldMessage(name: string, values: RequestValues, definition: FormDefinition): string | undefined {
  const step = fieldByName(name)?.step;
  if (step === undefined) return undefined;
  const result = stepSchema(step, definition.options, values).shape[name]?.safeParse(values[name]);
  return result && !result.success ? result.error.issues[0]?.message : undefined;
}
