// The form definition as the browser fetches it through the site (routes/api.request-form.ts), at
// every opening. Apart from the calls of request-form-api.ts: the outbox sender, which sends with
// those, needs neither this nor the check of the definition.
import { isRecord } from '@agency/contract/guards';
import type { FormDefinition } from '@agency/request-rules/definition';
import { localizeOptions } from '@agency/request-rules/options';
import { REQUEST_FORM_API } from './request-form-api';

/**
 * Whether `value` has the parts of a definition the form reads before anything else: its steps
 * with their fields, the option lists, the form token and the privacy notice. The web server
 * checks every field of the same answer where it reads it (lib/form-definition.server.ts); here,
 * in the first load of /form, the few checks that tell a definition from any other answer.
 */
function isFormDefinition(value: unknown): value is FormDefinition {
  return (
    isRecord(value) &&
    typeof value.stepCount === 'number' &&
    Array.isArray(value.steps) &&
    value.steps.every((step) => isRecord(step) && Array.isArray(step.fields)) &&
    isRecord(value.options) &&
    isRecord(value.antiSpam) &&
    typeof value.antiSpam.formToken === 'string' &&
    isRecord(value.privacy)
  );
}

/** The form's definition for a page in `locale`: its option lists' labels in that language (values unchanged). */
export async function fetchDefinition(locale: string, signal?: AbortSignal): Promise<FormDefinition> {
  const response = await fetch(`${REQUEST_FORM_API}/definition`, { signal, cache: 'no-store' });
  if (!response.ok) throw new Error(`The form could not be loaded (${response.status})`);
  const body: unknown = await response.json();
  const data = isRecord(body) ? body.data : undefined;
  if (!isFormDefinition(data)) throw new Error('The form could not be loaded (not a form definition)');
  return { ...data, options: localizeOptions(data.options, locale) };
}
