// A field's message (docs/product.md "Validation"): the first failing rule of its step's zod schema
// from the rule set (stepSchema), judged with the form's current values (the specific project types
// a step allows depend on the chosen type and the service page) and, on the review step, the
// privacy notice as the definition describes it (whether the consent checkbox is required). The
// message is in the language of `t` (the page's; English by default).
import type { FormDefinition } from '@agency/request-rules/definition';
import { fieldByName } from '@agency/request-rules/catalogue';
import { fieldFollowedBy } from '@agency/request-rules/follow-ups';
import { CONSENT_FIELD } from '@agency/request-rules/privacy';
import { stepSchema } from '@agency/request-rules/schemas';
import { inEnglish, type Translate } from '~/lib/messages';
import { REVIEW_STEP, consentOf, type RequestValues } from './request-values';

export function fieldMessage(
  name: string,
  values: RequestValues,
  definition: FormDefinition,
  t: Translate = inEnglish,
): string | undefined {
  const isConsent = name === CONSENT_FIELD;
  // A follow-up answer is checked on the step of the field it follows.
  const step = isConsent ? REVIEW_STEP : (fieldByName(name) ?? fieldFollowedBy(name))?.step;
  if (step === undefined) return undefined;
  const schema = stepSchema(step, definition.options, values, definition.privacy, t);
  const result = schema.shape[name]?.safeParse(isConsent ? consentOf(values) : values[name]);
  return result && !result.success ? result.error.issues[0]?.message : undefined;
}
