// Why a confirmation the mail server did not take was not sent, as staff read it on the request
// (README "For staff"): what happened and what to do, in words. The server's own answer (SMTP codes,
// host names) goes to Directus' log for an administrator, not on the request.
import { isRecord } from '@agency/contract/guards';

/** The parts of a mailer's error (nodemailer's, through Directus' MailService) that tell its kind. */
interface MailerError {
  code?: unknown;
  responseCode?: unknown;
  command?: unknown;
}

const UNREACHABLE = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);

export function sendFailureReason(error: unknown): string {
  const { code, responseCode, command }: MailerError = isRecord(error) ? error : {};
  const permanent = typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
  if (code === 'EENVELOPE' || (permanent && command === 'RCPT TO'))
    return "The mail server refused the prospect's address, so they got no confirmation: check the address for a typo and reach them another way (by phone, if they gave a number).";
  if (code === 'EAUTH')
    return "The mail server refused this server's sign-in, so the prospect got no confirmation: write to them yourself, and ask an administrator to check the mail settings.";
  if (typeof code === 'string' && UNREACHABLE.has(code))
    return 'The mail server could not be reached, so the prospect got no confirmation: write to them yourself, and ask an administrator to check mail sending if it happens again.';
  return "The mail server did not take the confirmation, so the prospect got no confirmation: write to them yourself, and ask an administrator to check mail sending (the server's answer is in the log).";
}
