// Whether a new request gets its confirmation e-mail, and the e-mail itself: decided from the
// stored request, the editors' texts and the mail settings, with nothing sent yet. The reasons
// are what staff read on the request ("Confirmation not sent"), so they say what to do.
import type { RequestLike } from '@agency/request-rules/catalogue';
import type { FormOptions } from '@agency/request-rules/options';
import { isSingleLineText } from '@agency/request-rules/text-rules';
import type { Translate } from '@agency/request-rules/fields';
import { confirmationValues, renderConfirmation } from './template';

export interface ConfirmationTexts {
  enabled: boolean;
  subject: string;
  body: string;
}

export interface PlanInput {
  request: RequestLike;
  /** The `confirmation_mail` row, or null when there is none. */
  texts: ConfirmationTexts | null;
  /** Why the e-mail transport cannot deliver (mail-settings.ts), or null. */
  transportProblem: string | null;
  options: FormOptions;
  /** Site Settings: the sender's name and where replies go. */
  agencyName: string;
  contactEmail: string;
  /** EMAIL_FROM. */
  fromAddress: string;
  /**
   * Confirmations already sent to this request's address in the last 24 hours, and how many
   * one address may get (CONFIRMATION_MAIL_DAILY_LIMIT): the form mails any address typed into
   * it, so nobody can make it flood someone else's inbox. Absent: no limit.
   */
  sentToAddressToday?: number;
  dailyLimit?: number;
  /**
   * The language the request was sent in (docs/decisions/036-languages.md): `texts` and `options`
   * are given in it, and `t` gives the summary's labels in it. Absent: English.
   */
  language?: string;
  t?: Translate;
}

export interface ConfirmationMail {
  to: { name: string; address: string } | string;
  from?: { name: string; address: string };
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/** Not sent: `reason` is what staff read on the request; `detail`, for the log, what an administrator needs. */
export type Plan = { send: true; mail: ConfirmationMail } | { send: false; reason: string; detail?: string };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const skip = (reason: string): Plan => ({ send: false, reason });

/**
 * An address fit for a mail header: one local part, one domain, nothing a header could be split or
 * extended with (line breaks, control characters, spaces, brackets, quotes, commas, semicolons).
 * The prospect's address also passed the form's e-mail rule; the agency's (EMAIL_FROM, the contact
 * e-mail of Site Settings) are checked here only.
 */
export const isMailAddress = (address: string) =>
  isSingleLineText(address) && /^[^\s@<>()[\]\\",;:]+@[^\s@<>()[\]\\",;:]+$/.test(address);

/** Why a spam request gets no confirmation (written on it; reopened when staff take it out of spam). */
export const MARKED_AS_SPAM = 'Marked as spam.';

export function planConfirmation(input: PlanInput): Plan {
  const { request, texts } = input;
  // The form's endpoint stores a fingerprint with every request it receives; a lead entered in
  // the admin has none, and its prospect never asked for anything (docs/decisions/016).
  if (!text(request.request_fingerprint)) return skip('Entered in the admin, not sent through the form.');
  // The status decides: a request staff took out of spam keeps its reasons for the record.
  if (request.status === 'spam') return skip(MARKED_AS_SPAM);
  if (texts && !texts.enabled) return skip('Switched off under Confirmation Mail.');
  if (!texts || !text(texts.subject) || !text(texts.body)) return skip('Confirmation Mail has no subject or text.');
  // Staff read this on the request (README "For staff"): what happened and what to do; the setting
  // an administrator has to fix goes to the log.
  if (input.transportProblem)
    return {
      send: false,
      reason:
        'This server cannot send e-mail yet, so the prospect got no confirmation: write to them yourself, and ask an administrator to set up mail sending.',
      detail: input.transportProblem,
    };

  const address = text(request.email);
  if (!isMailAddress(address)) {
    return skip(
      'The e-mail address holds characters a mail header cannot take (line breaks, spaces, control characters).',
    );
  }
  if (input.dailyLimit !== undefined && input.dailyLimit > 0 && (input.sentToAddressToday ?? 0) >= input.dailyLimit) {
    return skip(
      `This address was already sent ${input.dailyLimit} confirmation${input.dailyLimit === 1 ? '' : 's'} in the last 24 hours.`,
    );
  }
  const given = confirmationValues(request, input.options, input.agencyName);
  const { t } = input;
  const values = t ? { ...given, summary: given.summary.map((line) => ({ ...line, label: t(line.label) })) } : given;
  const rendered = renderConfirmation({ subject: texts.subject, body: texts.body }, values, input.language);
  if (!isSingleLineText(rendered.subject) || rendered.subject === '') {
    return skip(
      'The subject would be empty or hold a line break or another control character: check the subject under Confirmation Mail.',
    );
  }

  const name = [values.first_name, values.last_name].filter(Boolean).join(' ');
  const agencyName = text(input.agencyName);
  const contactEmail = text(input.contactEmail);
  return {
    send: true,
    mail: {
      to: name && isSingleLineText(name) ? { name, address } : address,
      ...(agencyName && isSingleLineText(agencyName) && isMailAddress(input.fromAddress)
        ? { from: { name: agencyName, address: input.fromAddress } }
        : {}),
      ...(isMailAddress(contactEmail) ? { replyTo: contactEmail } : {}),
      subject: rendered.subject,
      html: rendered.html,
      text: rendered.text,
      // RFC 3834: sent by a program, so auto-responders (out of office) do not answer it.
      headers: { 'Auto-Submitted': 'auto-generated' },
    },
  };
}
