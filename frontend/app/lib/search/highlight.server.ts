// Highlighted snippets of the site search (docs/decisions/043-site-search.md): a result's title,
// and the part of its text around the first word the query found, as segments; the page renders
// each marked segment as <mark>, so nothing of the text or the query is ever read as HTML.
import type { Segment } from './query';

/** Words as the index cuts them: letters and digits of any script. */
export const WORD = /[\p{L}\p{N}]+/gu;

const NOT_ASCII = /[\u0080-\uffff]/;

/**
 * A word as the index keeps it: lower case, accents off (diseño and diseno are one word). Most
 * words are plain ASCII and need only the lower case: the results mark words with it, word by word.
 */
export function termOf(word: string): string {
  const lower = word.toLowerCase();
  return NOT_ASCII.test(lower) ? lower.normalize('NFD').replace(/\p{M}+/gu, '') : lower;
}

/** The characters of the text a snippet shows around its first found word. */
const SNIPPET_LENGTH = 180;
const BEFORE_MATCH = 50;

/** `text` in lower case when it is plain ASCII (one character each, as the index cuts words), else null. */
export const asciiLower = (text: string) => (NOT_ASCII.test(text) ? null : text.toLowerCase());

const isWordCode = (code: number) => (code >= 48 && code <= 57) || (code >= 97 && code <= 122);

/** Where `term` is a whole word of the lower-case ASCII `lower`, from `from` on (-1: nowhere). */
function wordAt(lower: string, term: string, from: number): number {
  for (let at = lower.indexOf(term, from); at !== -1; at = lower.indexOf(term, at + 1)) {
    if (!isWordCode(lower.charCodeAt(at - 1)) && !isWordCode(lower.charCodeAt(at + term.length))) return at;
  }
  return -1;
}

/** The found words of `text` as [start, end] pairs in order: word by word, or by the terms in plain ASCII. */
function foundWords(text: string, terms: ReadonlySet<string>, lower: string | null): [number, number][] {
  const found: [number, number][] = [];
  if (lower === null) {
    for (const match of text.matchAll(WORD))
      if (terms.has(termOf(match[0]))) found.push([match.index, match.index + match[0].length]);
    return found;
  }
  for (const term of terms)
    for (let at = wordAt(lower, term, 0); at !== -1; at = wordAt(lower, term, at + term.length))
      found.push([at, at + term.length]);
  return found.sort(([a], [b]) => a - b);
}

/** `text` as segments, the words whose index form is one of `terms` marked. */
export function marked(text: string, terms: ReadonlySet<string>, lower = asciiLower(text)): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const [start, end] of foundWords(text, terms, lower)) {
    if (start > last) segments.push({ text: text.slice(last, start) });
    segments.push({ text: text.slice(start, end), mark: true });
    last = end;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}

/** Where the first word of `text` whose index form is one of `terms` starts (0 when none is). */
function firstFound(text: string, terms: ReadonlySet<string>, lower: string | null): number {
  if (lower === null) {
    for (const match of text.matchAll(WORD)) if (terms.has(termOf(match[0]))) return match.index;
    return 0;
  }
  let first = -1;
  for (const term of terms) {
    const at = wordAt(lower, term, 0);
    if (at !== -1 && (first === -1 || at < first)) first = at;
  }
  return Math.max(first, 0);
}

/**
 * The part of `text` around the first found word (its start when none is in it), marked.
 * `lower` is asciiLower(text), kept with the text by the index.
 */
export function snippet(text: string, terms: ReadonlySet<string>, lower = asciiLower(text)): Segment[] {
  if (text.length <= SNIPPET_LENGTH) return marked(text, terms, lower);
  const first = firstFound(text, terms, lower);
  let start = Math.max(0, first - BEFORE_MATCH);
  // Whole words only: a cut start moves to the next word, a cut end back to the last space.
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const shown = text.slice(start, end).trim();
  const part = marked(shown, terms, lower === null ? null : shown.toLowerCase());
  if (start > 0) part.unshift({ text: '… ' });
  if (end < text.length) part.push({ text: ' …' });
  return part;
}
