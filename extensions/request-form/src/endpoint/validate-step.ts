// POST /request-form/validate {step, values}: the server's word on one step (the site asks it
// before sliding to the next step).
import {
  CONTEXT_FIELDS,
  FORM_FIELDS,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  isStepIndex,
} from '@agency/request-rules/fields';
import { FOLLOW_UP_NAMES, attachmentsError } from '@agency/request-rules/follow-ups';
import { localizeOptions, type FormOptions } from '@agency/request-rules/options';
import { CONSENT_FIELD, PRIVACY_NOTICE_VERSION_FIELD, type PrivacyNotice } from '@agency/request-rules/privacy';
import { validateStep } from '@agency/request-rules/validation';
import type { Translate } from '@agency/request-rules/fields';
import { isRecord } from '@agency/contract/guards';
import { InvalidPayloadError } from '@directus/errors';
import type { Request, Response } from 'express';
import { ATTACHMENTS_FIELD } from './attachments';
import { jsonObjectBody } from './json-body';
import { sendFieldErrors, unknownFieldsError } from './responses';

const KNOWN_VALUES = new Set([
  ...FORM_FIELDS.map((field) => field.name),
  ...Object.keys(CONTEXT_FIELDS),
  HONEYPOT_FIELD,
  FORM_TOKEN_FIELD,
  PRIVACY_NOTICE_VERSION_FIELD,
  CONSENT_FIELD,
  // The answers to follow-up questions, and the files uploaded (their count: an option may make them required).
  ...FOLLOW_UP_NAMES,
  ATTACHMENTS_FIELD,
]);

export async function validateRequestStep(
  req: Request,
  res: Response,
  deps: {
    maxPayloadBytes: number;
    loadOptions: () => Promise<FormOptions>;
    loadPrivacyNotice: () => Promise<PrivacyNotice>;
    /** The messages' language: the request's (shared/site-texts.ts). */
    textsFor: (language: unknown) => Promise<Translate>;
  },
) {
  const body = jsonObjectBody(req, deps.maxPayloadBytes);
  const extraKeys = Object.keys(body).filter((key) => key !== 'step' && key !== 'values');
  if (extraKeys.length > 0) throw unknownFieldsError(extraKeys);
  const { step, values } = body;
  if (!isStepIndex(step)) {
    throw new InvalidPayloadError({ reason: '"step" must be 0, 1, 2 or 3' });
  }
  if (!isRecord(values)) {
    throw new InvalidPayloadError({ reason: '"values" must be an object' });
  }
  const unknown = Object.keys(values).filter((name) => !KNOWN_VALUES.has(name));
  if (unknown.length > 0) throw unknownFieldsError(unknown);

  const [options, privacy] = await Promise.all([deps.loadOptions(), deps.loadPrivacyNotice()]);
  const result = validateStep(step, values, options, privacy);
  const sent = values[ATTACHMENTS_FIELD];
  const attachments = attachmentsError(options, values, Array.isArray(sent) ? sent.length : 0, step);
  if (!result.valid || attachments) {
    // The messages in the request's language, the follow-up questions as that language asks them.
    const language = values['language'];
    const t = await deps.textsFor(language);
    const localized = typeof language === 'string' ? localizeOptions(options, language) : options;
    const errors = result.valid ? [] : validateStep(step, values, localized, privacy, t).errors;
    return sendFieldErrors(res, [
      ...errors,
      ...(attachments ? [{ ...attachments, message: t(attachments.message) }] : []),
    ]);
  }
  return res.status(200).json({ data: { valid: true } });
}
