// The site's own texts in the page's language (docs/decisions/036-languages.md): components write
// each in English, `t('Start a project')`. The root route's data names the file of the page's
// language's texts (root.tsx, lib/site-texts.server.ts; none for English); they are read once per
// language and kept here: on the server by the root's loader, in the browser before hydration
// (entry.client.tsx) and before a page in another language is shown (root.tsx, clientLoader).
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

/** Texts read, by their file's address; a few files, as the texts change while the site runs. */
const kept = new Map<string, Messages>();
const KEPT_FILES = 8;

/** Keeps a language's texts under their address (`/site-texts/es.<hash>.json`). */
export function keepSiteTexts(href: string, messages: Messages): void {
  kept.delete(href);
  kept.set(href, messages);
  for (const oldest of kept.keys()) {
    if (kept.size <= KEPT_FILES) break;
    kept.delete(oldest);
  }
}

/**
 * Reads a language's texts from their address unless they are kept already. A failure is thrown:
 * the caller decides (the page shows its English where the texts are missing).
 */
export async function loadSiteTexts(href: string): Promise<void> {
  if (kept.has(href)) return;
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href} answered ${response.status}`);
  const messages: unknown = await response.json();
  if (!isMessages(messages)) throw new Error(`${href} holds no texts`);
  keepSiteTexts(href, messages);
}

/** The address of the texts the root route's data names, or null (English). */
export function siteTextsHref(rootData: unknown): string | null {
  const texts = isRecord(rootData) ? rootData['texts'] : undefined;
  return isRecord(texts) && typeof texts['href'] === 'string' ? texts['href'] : null;
}

/**
 * The page's translations of the site's texts (none: English). Read where
 * useRouteLoaderData('root') reads the root's data, but without its demand for a data router: a
 * component shown outside the site's routes (on its own) shows its English.
 */
export function useMessages(): Messages | null {
  const href = siteTextsHref(useContext(UNSAFE_DataRouterDataContext)?.loaderData.root);
  return href ? (kept.get(href) ?? null) : null;
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
