// The form definition as the browser fetches it through the site (routes/api.request-form.ts), at
// every opening. Apart from the calls of request-form-api.ts: the outbox sender, which sends with
// those, needs neither this nor the check of the definition (lib/form-definition.ts).
import type { FormDefinition } from '@agency/request-rules/definition';
import { formDefinitionOf } from '~/lib/form-definition';
import { REQUEST_FORM_API } from './request-form-api';

export async function fetchDefinition(signal?: AbortSignal): Promise<FormDefinition> {
  const response = await fetch(`${REQUEST_FORM_API}/definition`, { signal, cache: 'no-store' });
  if (!response.ok) throw new Error(`The form could not be loaded (${response.status})`);
  return formDefinitionOf(await response.json());
}
