// Highlighted snippets of the site search (docs/decisions/043-site-search.md): a result's title,
// and the part of its text around the first word the query found, as segments; the page renders
// each marked segment as <mark>, so nothing of the text or the query is ever read as HTML.
import type { Segment } from './query';

/** Words as the index cuts them: letters and digits of any script. */
export const WORD = /[\p{L}\p{N}]+/gu;

/** A word as the index keeps it: lower case, accents off (diseño and diseno are one word). */
export const termOf = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/** The characters of the text a snippet shows around its first found word. */
const SNIPPET_LENGTH = 180;
const BEFORE_MATCH = 50;

/** `text` as segments, the words whose index form is one of `terms` marked. */
export function marked(text: string, terms: ReadonlySet<string>): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(WORD)) {
    if (!terms.has(termOf(match[0]))) continue;
    if (match.index > last) segments.push({ text: text.slice(last, match.index) });
    segments.push({ text: match[0], mark: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}

/** The part of `text` around the first found word (its start when none is in it), marked. */
export function snippet(text: string, terms: ReadonlySet<string>): Segment[] {
  if (text.length <= SNIPPET_LENGTH) return marked(text, terms);
  let first = 0;
  for (const match of text.matchAll(WORD)) {
    if (terms.has(termOf(match[0]))) {
      first = match.index;
      break;
    }
  }
  let start = Math.max(0, first - BEFORE_MATCH);
  // Whole words only: a cut start moves to the next word, a cut end back to the last space.
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const part = marked(text.slice(start, end).trim(), terms);
  if (start > 0) part.unshift({ text: '… ' });
  if (end < text.length) part.push({ text: ' …' });
  return part;
}
