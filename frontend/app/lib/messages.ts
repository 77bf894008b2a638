// The site's own texts in the page's language (docs/decisions/036-languages.md): components write
// each in English, `t('Start a project')`, and read its translation from the root route's data
// (root.tsx: Site Settings' texts of the page's language only, none for English).
import { isRecord } from '@agency/contract/guards';
import { translate, type MessageValues, type Messages } from '@agency/contract/messages';
import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterDataContext } from 'react-router';

export type { MessageValues, Messages };

/** Gives a text in the page's language: `t('Start a {service} project', { service })`. */
export type Translate = (english: string, values?: MessageValues) => string;

/** The texts as written: English, placeholders filled (for modules whose caller gives no `t`). */
export const inEnglish: Translate = (english, values) => translate(null, english, values);

const isMessages = (value: unknown): value is Messages =>
  isRecord(value) && Object.values(value).every((text) => typeof text === 'string');

/**
 * The page's translations of the site's texts, from the root route's data (none: English). Read
 * where useRouteLoaderData('root') reads it, but without its demand for a data router: a component
 * shown outside the site's routes (on its own) shows its English.
 */
export function useMessages(): Messages | null {
  const root = useContext(UNSAFE_DataRouterDataContext)?.loaderData.root;
  return isRecord(root) && isMessages(root.messages) ? root.messages : null;
}

/** `t` for the page's language: the same function while the page's texts stay the same. */
export function useT(): Translate {
  const messages = useMessages();
  return useCallback<Translate>((english, values) => translate(messages, english, values), [messages]);
}

/**
 * Marks a text defined away from where it is shown (a list of links, a table of errors): the text
 * stays English here, and `t(text)` translates it where it is shown.
 */
export const msg = (english: string) => english;

/**
 * `t` for a route's `meta`, which runs outside components: the translations from the root route's
 * data among `matches` (English when there are none).
 */
export function translatorOf(matches: readonly unknown[]): Translate {
  const root = matches.find((match) => isRecord(match) && match.id === 'root');
  const data = isRecord(root) ? root.loaderData : undefined;
  const messages = isRecord(data) && isMessages(data.messages) ? data.messages : null;
  return (english, values) => translate(messages, english, values);
}
