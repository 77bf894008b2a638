// The site's own texts in the page's language (docs/decisions/036-languages.md): components write
// each in English, `t('Start a project')`, and read its translation from the root route's data
// (root.tsx: Site Settings' texts of the page's language only, none for English).
import { translate, type MessageValues, type Messages } from '@agency/contract/messages';
import { useCallback } from 'react';
import { useRouteLoaderData } from 'react-router';

export type { MessageValues, Messages };

/** Gives a text in the page's language: `t('Start a {service} project', { service })`. */
export type Translate = (english: string, values?: MessageValues) => string;

/** The page's translations of the site's texts, from the root route's data (none: English). */
export function useMessages(): Messages | null {
  return useRouteLoaderData<{ messages?: Messages | null }>('root')?.messages ?? null;
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
