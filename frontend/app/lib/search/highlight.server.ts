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

const MARKS = /\p{M}+/gu;
const WORD_CHARACTER = /^[\p{L}\p{N}]$/u;

/**
 * `text` as the index reads it, character for character: lower case, accents off, each character
 * where it was, so that a word found in it is the word of `text` at the same place. Null when a
 * character's form is not as long as the character (Hangul, some ligatures), or when the text has
 * a capital sigma (its lower case depends on what follows it, in the text and in a word alone):
 * then words are read one by one.
 */
export function foldedText(text: string): string | null {
  const lower = text.toLowerCase();
  if (lower.length !== text.length) return null;
  if (!NOT_ASCII.test(lower)) return lower;
  if (text.includes('Σ')) return null;
  let folded = '';
  for (const character of lower) {
    if (character.charCodeAt(0) < 0x80) {
      folded += character;
      continue;
    }
    const plain = character.normalize('NFD').replace(MARKS, '');
    // A mark of its own stays: it is no letter, and the index cuts words there too.
    if (plain === '') folded += character;
    else if (plain.length === character.length) folded += plain;
    else return null;
  }
  return folded;
}

/** Whether the character at `at` of `folded` is a letter or digit (false outside it). */
function isWordCharacter(folded: string, at: number): boolean {
  const code = folded.charCodeAt(at);
  if (!(code >= 0)) return false;
  if (code < 0x80) return (code >= 48 && code <= 57) || (code >= 97 && code <= 122);
  // The second half of a pair is read with its first.
  const start = code >= 0xdc00 && code <= 0xdfff && at > 0 ? at - 1 : at;
  return WORD_CHARACTER.test(String.fromCodePoint(folded.codePointAt(start)!));
}

/** Where `term` is a whole word of `folded`, from `from` on (-1: nowhere). */
function wordAt(folded: string, term: string, from: number): number {
  for (let at = folded.indexOf(term, from); at !== -1; at = folded.indexOf(term, at + 1)) {
    if (!isWordCharacter(folded, at - 1) && !isWordCharacter(folded, at + term.length)) return at;
  }
  return -1;
}

/** The found words of `text` as [start, end] pairs in order: by the terms in its folded form, else word by word. */
function foundWords(text: string, terms: ReadonlySet<string>, folded: string | null): [number, number][] {
  const found: [number, number][] = [];
  if (folded === null) {
    for (const match of text.matchAll(WORD))
      if (terms.has(termOf(match[0]))) found.push([match.index, match.index + match[0].length]);
    return found;
  }
  for (const term of terms)
    for (let at = wordAt(folded, term, 0); at !== -1; at = wordAt(folded, term, at + term.length))
      found.push([at, at + term.length]);
  return found.sort(([a], [b]) => a - b);
}

/** `text` as segments, the words whose index form is one of `terms` marked. */
export function marked(text: string, terms: ReadonlySet<string>, folded = foldedText(text)): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const [start, end] of foundWords(text, terms, folded)) {
    if (start > last) segments.push({ text: text.slice(last, start) });
    segments.push({ text: text.slice(start, end), mark: true });
    last = end;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}

/** Where the first word of `text` whose index form is one of `terms` starts (0 when none is). */
function firstFound(text: string, terms: ReadonlySet<string>, folded: string | null): number {
  if (folded === null) {
    for (const match of text.matchAll(WORD)) if (terms.has(termOf(match[0]))) return match.index;
    return 0;
  }
  let first = -1;
  for (const term of terms) {
    const at = wordAt(folded, term, 0);
    if (at !== -1 && (first === -1 || at < first)) first = at;
  }
  return Math.max(first, 0);
}

/**
 * The part of `text` around the first found word (its start when none is in it), marked.
 * `folded` is foldedText(text), kept with the text by the index.
 */
export function snippet(text: string, terms: ReadonlySet<string>, folded = foldedText(text)): Segment[] {
  if (text.length <= SNIPPET_LENGTH) return marked(text, terms, folded);
  const first = firstFound(text, terms, folded);
  let start = Math.max(0, first - BEFORE_MATCH);
  // Whole words only: a cut start moves to the next word, a cut end back to the last space.
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const cut = text.slice(start, end);
  const from = start + cut.length - cut.trimStart().length;
  const shown = cut.trim();
  const part = marked(shown, terms, folded === null ? null : folded.slice(from, from + shown.length));
  if (start > 0) part.unshift({ text: '… ' });
  if (end < text.length) part.push({ text: ' …' });
  return part;
}
