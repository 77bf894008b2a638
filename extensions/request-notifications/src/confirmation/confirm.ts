// Decides and sends the confirmation of one stored request (docs/decisions/016-confirmation-mail.md):
// the plan (plan.ts) from the request, the editors' texts in the request's language and the mail
// settings; the mail through Directus' MailService (the EMAIL_* settings of the staff e-mail),
// with the Message-ID of its queue row; the outcome written on the request (confirmation_sent_at,
// or confirmation_error with the reason in words and what to do; the mail server's answer goes to
// the log), as a system write the request guard lets through.
import { existsSync } from 'node:fs';
import { databaseTime, jsonField } from '@agency/contract/guards';
import { DEFAULT_LOCALE, isLocaleCode, localize } from '@agency/contract/locales';
import { messagesOf, translate } from '@agency/contract/messages';
import { FORM_FIELD_NAMES } from '@agency/request-rules/catalogue';
import { readFormOptions } from '@agency/request-rules/option-reader';
import { localizeOptions } from '@agency/request-rules/options';
import type { EmailOptions, HookExtensionContext, SchemaOverview } from '@directus/types';
import type { Knex } from 'knex';
import { transportProblem } from '../mail-settings';
import { sendFailureReason } from './failure';
import { planConfirmation, type ConfirmationTexts } from './plan';

/** sent: the mail server took it; not_sent: the request says why not. */
export type ConfirmationOutcome = 'sent' | 'not_sent';

export const TEXTS_COLLECTION = 'confirmation_mail';

/** What the confirmation reads of a request. */
const REQUEST_FIELDS = [
  'id',
  'status',
  'spam_reason',
  'request_fingerprint',
  'service_name',
  'service_class',
  'language',
  ...FORM_FIELD_NAMES,
];

/** Longest part of a mail server's answer written to the log (it can answer at length). */
const MAX_ANSWER_LENGTH = 1000;

/** The e-mail's texts in `language`: its translation field by field, else the English (docs/decisions/036-languages.md). */
async function confirmationTexts(database: Knex, language: string): Promise<ConfirmationTexts | null> {
  const row = await database(TEXTS_COLLECTION).orderBy('id').first('enabled', 'subject', 'body', 'translations');
  if (!row) return null;
  const translations = jsonField(row.translations);
  const shown = localize('confirmation_mail', { subject: row.subject, body: row.body, translations }, language);
  return {
    // SQLite hands booleans over as 0 and 1.
    enabled: row.enabled === true || row.enabled === 1 || row.enabled === '1',
    subject: typeof shown.subject === 'string' ? shown.subject : '',
    body: typeof shown.body === 'string' ? shown.body : '',
  };
}

const oneLine = (message: string) => message.replace(/\s+/g, ' ').trim();

/** Confirmations one address may get per 24 hours (CONFIRMATION_MAIL_DAILY_LIMIT; 0: no limit). */
export function dailyLimitOf(env: Record<string, unknown>): number {
  const raw = env['CONFIRMATION_MAIL_DAILY_LIMIT'];
  if (raw === undefined || raw === null || String(raw).trim() === '') return 3;
  const limit = Number(raw);
  return Number.isInteger(limit) && limit >= 0 ? limit : 3;
}

/** Confirmations sent to this address (any letter case) in the last 24 hours, other requests'. */
async function sentToAddressToday(database: Knex, id: string, address: unknown): Promise<number> {
  if (typeof address !== 'string' || address.trim() === '') return 0;
  const rows = await database<{ confirmation_sent_at: unknown }>('requests')
    .select('confirmation_sent_at')
    .whereRaw('lower(email) = ?', [address.trim().toLowerCase()])
    .whereNot('id', id)
    .whereNotNull('confirmation_sent_at');
  const since = Date.now() - 24 * 60 * 60 * 1000;
  return rows.filter(({ confirmation_sent_at: sent }) => databaseTime(sent).getTime() >= since).length;
}

type Context = Pick<HookExtensionContext, 'services' | 'database' | 'env' | 'logger'>;

/** confirm(): the confirmation of a request, decided, sent and recorded; record(): an outcome written on it. */
export function confirmationSender({ services, database, env, logger }: Context) {
  async function record(id: string, schema: SchemaOverview, outcome: Record<string, unknown>) {
    // No accountability: a system write, which the request guard leaves alone and which keeps
    // no revision (staff see the fields, not a change by someone).
    const requests = new services.ItemsService('requests', { schema, knex: database, accountability: null });
    await requests.updateOne(id, outcome);
  }

  async function confirm(id: string, schema: SchemaOverview, messageId?: string): Promise<ConfirmationOutcome> {
    const requests = new services.ItemsService<Record<string, unknown>>('requests', {
      schema,
      knex: database,
      accountability: null,
    });
    const request = await requests.readOne(id, { fields: REQUEST_FIELDS });
    const settings = await database('site_settings').orderBy('id').first('agency_name', 'contact_email', 'messages');
    // The language the prospect wrote in: its texts, labels and option labels.
    const language = isLocaleCode(request['language']) ? request['language'] : DEFAULT_LOCALE;
    const messages = messagesOf(settings?.messages, language);
    const plan = planConfirmation({
      request,
      language,
      t: (english, values) => translate(messages, english, values),
      texts: await confirmationTexts(database, language),
      transportProblem: transportProblem(env, existsSync),
      // Every option row, hidden ones too: an answer reads as the label the prospect chose.
      options: localizeOptions(await readFormOptions(database, 'every'), language),
      agencyName: String(settings?.agency_name ?? ''),
      contactEmail: String(settings?.contact_email ?? ''),
      fromAddress: String(env['EMAIL_FROM'] ?? ''),
      sentToAddressToday: await sentToAddressToday(database, id, request['email']),
      dailyLimit: dailyLimitOf(env),
    });
    if (!plan.send) {
      if (plan.detail) logger.warn(`Confirmation e-mail for request ${id} not sent: ${plan.detail}`);
      await record(id, schema, { confirmation_sent_at: null, confirmation_error: plan.reason });
      return 'not_sent';
    }
    try {
      const mailer = new services.MailService({ schema, knex: database });
      // `from` as name and address (the type knows only a string; Directus takes both).
      // The row's own Message-ID, the same at every attempt (docs/decisions/038-outbox.md).
      await mailer.send({ ...plan.mail, ...(messageId ? { messageId } : {}) } as unknown as EmailOptions);
    } catch (error) {
      // Staff read the words on the request; the server's answer is for an administrator, in the log.
      const answer = oneLine(error instanceof Error ? error.message : String(error)).slice(0, MAX_ANSWER_LENGTH);
      logger.warn(`Confirmation e-mail for request ${id} not sent: ${answer}`);
      await record(id, schema, { confirmation_sent_at: null, confirmation_error: sendFailureReason(error) });
      return 'not_sent';
    }
    await record(id, schema, { confirmation_sent_at: new Date().toISOString(), confirmation_error: null });
    return 'sent';
  }

  return { confirm, record };
}
