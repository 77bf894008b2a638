// The form's values and what the server gets (docs/product.md "What the form sends"). Field names,
// their order, the steps and every length come from the rule set (packages/request-rules).
import type { FormDefinition } from '@agency/request-rules/definition';
import { FORM_FIELD_NAMES, maxLengthOf, type StepIndex } from '@agency/request-rules/catalogue';
import { CONTEXT_FIELDS, FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '@agency/request-rules/fields';
import { FOLLOW_UP_NAMES, followUpQuestions } from '@agency/request-rules/follow-ups';
import { preselectedProjectType } from '@agency/request-rules/options';
import { CONSENT_FIELD, PRIVACY_NOTICE_VERSION_FIELD } from '@agency/request-rules/privacy';
import { cleanContextValue } from '@agency/request-rules/text-rules';
import { currentVisit, firstVisitFields } from '~/lib/attribution';
import { loadCookieChoice } from '~/lib/cookie-consent';
import type { ServiceContext } from './service-context';

/** Every value the form holds, by field name: the visitor's fields, the visit context, the consent checkbox, the honeypot. */
export type RequestValues = Record<string, string>;

/** The consent checkbox's value in the form while it is ticked ('' while it is not); sent as a boolean. */
export const CONSENT_GIVEN = 'true';

/** Whether the values hold a ticked consent checkbox. */
export const consentOf = (values: RequestValues) => values[CONSENT_FIELD] === CONSENT_GIVEN;

/** The last of the STEP_COUNT steps: the review of what the others hold. */
export const REVIEW_STEP: StepIndex = 3;

export function emptyValues(): RequestValues {
  const names = [
    ...FORM_FIELD_NAMES,
    ...FOLLOW_UP_NAMES,
    ...Object.keys(CONTEXT_FIELDS),
    CONSENT_FIELD,
    HONEYPOT_FIELD,
  ];
  return Object.fromEntries(names.map((name) => [name, '']));
}

/** A context value cleaned as the rules want it (refused characters dropped, cut to its length). */
const cleanContext = (name: string, value: string) => cleanContextValue(name, value, maxLengthOf(name) ?? 0);

/**
 * Where the visitor came from: this page's address and referrer, and the tab's visit (landing
 * page, referring site, UTM tags, click ids: lib/attribution.ts), so that a campaign's visitor who
 * opens the form pages later still sends the campaign.
 */
function visitContext(): RequestValues {
  if (typeof window === 'undefined') return {};
  return {
    source_url: cleanContext('source_url', window.location.href),
    referrer: cleanContext('referrer', document.referrer),
    language: cleanContext('language', document.documentElement.lang),
    ...currentVisit(),
  };
}

/** The service's context, and the project type its name or class pre-selects (a changed type clears the specific one). */
export function withService(
  values: RequestValues,
  service: ServiceContext | null,
  definition: FormDefinition,
): RequestValues {
  if (!service) return values;
  const preselected = preselectedProjectType(service, definition.options)?.value ?? '';
  const next: RequestValues = {
    ...values,
    service_name: service.serviceName,
    service_url: service.serviceUrl,
    service_class: service.serviceClass,
  };
  if (values.project !== preselected) {
    next.project = preselected;
    next.project_type = '';
  }
  return next;
}

/** A new form's values: empty fields, this visit's context, the service's. */
export const initialValues = (service: ServiceContext | null, definition: FormDefinition) =>
  withService({ ...emptyValues(), ...visitContext() }, service, definition);

/** The service the values carry, if any. */
export function serviceOf(values: RequestValues): ServiceContext | null {
  if (!values.service_name) return null;
  return {
    serviceName: values.service_name,
    serviceUrl: values.service_url ?? '',
    serviceClass: values.service_class ?? '',
  };
}

/**
 * What the server gets (docs/product.md "What the form sends"): `project` as a list holding the one
 * chosen type, the consent checkbox as a boolean, the version of the privacy notice the review step
 * shows, this opening's form token, the first visit only while the visitor allows analytics, and
 * the answers to the follow-up questions shown.
 */
export function toPayload(values: RequestValues, definition: FormDefinition): Record<string, unknown> {
  // An answer is sent only while its question shows: one hidden again by another choice stays on
  // the device (the draft) in case the choice comes back, and is never sent (decision 041).
  const shown = new Set(followUpQuestions(definition.options, values).map((question) => question.name));
  const sent = Object.fromEntries(
    Object.entries(values).filter(([name]) => shown.has(name) || !FOLLOW_UP_NAMES.includes(name)),
  );
  return {
    ...sent,
    ...firstVisitFields(loadCookieChoice()?.analytics === true),
    project: values.project ? [values.project] : [],
    [CONSENT_FIELD]: consentOf(values),
    [PRIVACY_NOTICE_VERSION_FIELD]: definition.privacy.version,
    [FORM_TOKEN_FIELD]: definition.antiSpam.formToken,
  };
}
