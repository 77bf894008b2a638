// The form's messages in the language the request is sent in (docs/decisions/036-languages.md):
// Site Settings' texts of that language (`messages`), read only when there is something to say,
// English where a text has no translation. The rule set writes each message in English and asks
// `t` for it (packages/request-rules).
import { DEFAULT_LOCALE, isLocaleCode } from '@agency/contract/locales';
import { messagesOf, translate } from '@agency/contract/messages';
import type { Translate } from '@agency/request-rules/fields';
import type { Knex } from 'knex';

/** `t` for `language` (the request's `language` field); English for the default or anything else. */
export async function textsFor(database: Knex, language: unknown): Promise<Translate> {
  if (!isLocaleCode(language) || language === DEFAULT_LOCALE)
    return (english, values) => translate(null, english, values);
  const row: { messages?: unknown } | undefined = await database('site_settings').orderBy('id').first('messages');
  const messages = messagesOf(row?.messages, language);
  return (english, values) => translate(messages, english, values);
}
