import { describe, expect, it } from 'vitest';
import type { Segment } from './query';
import { WORD, foldedText, marked, snippet, termOf } from './highlight.server';

const text = (segments: Segment[]) => segments.map((segment) => segment.text).join('');
const marks = (segments: Segment[]) => segments.filter((segment) => segment.mark).map((segment) => segment.text);
const filler = (words: number) => Array.from({ length: words }, (_, index) => `word${index}`).join(' ');

describe('a word as the index keeps it', () => {
  it('is in lower case without accents, in any script', () => {
    expect(['Brand', 'DISEÑO', 'Ölçü', 'İstanbul', 'Ελλάδα', 'ABC123'].map(termOf)).toEqual([
      'brand',
      'diseno',
      'olcu',
      'istanbul',
      'ελλαδα',
      'abc123',
    ]);
  });
});

describe('the snippet of a long text', () => {
  const long = `${filler(40)} the rebranding and rebrand work. Brand systems last. ${filler(40)}`;

  it('starts shortly before the first whole word found, cut at words, marked', () => {
    const part = snippet(long, new Set(['brand']));
    expect(text(part)).toMatch(/^… word\d+ .* Brand systems last\. word/);
    expect(text(part)).toMatch(/ …$/);
    expect(marks(part)).toEqual(['Brand']);
  });

  it('takes the earliest of several words, whichever is asked first', () => {
    const part = snippet(long, new Set(['systems', 'rebranding']));
    expect(marks(part)).toEqual(['rebranding', 'systems']);
    expect(text(part).indexOf('rebranding')).toBeLessThan(60);
  });

  it('finds a word written with accents by its plain form, and keeps the accents shown', () => {
    const spanish = `${filler(40)} Hacemos diseño web accesible. ${filler(40)}`;
    expect(foldedText(spanish)).toContain(' hacemos diseno web accesible. ');
    expect(marks(snippet(spanish, new Set(['diseno'])))).toEqual(['diseño']);
    expect(marks(snippet(spanish, new Set(['diseno']), null))).toEqual(['diseño']);
  });

  it('shows the text from its start when no word is in it', () => {
    expect(text(snippet(long, new Set(['absent']))).startsWith('word0 word1')).toBe(true);
  });

  it('finds the same with or without the folded copy the index keeps, in any script', () => {
    const texts = [
      long,
      `${filler(30)} Diseño “web” — ÉCOLE d’été, naïve café\u0301 οδός Ölçü 東京 𝐀𝐁 𠀀字 Straße classe ${filler(30)}`,
      'İstanbul ǅemal ﬁne 한국 diseño',
      'ΟΔΟΣ.Α ΌΣΟΣ·Α σοφός',
      'Kaithi \u{1109A} and \u{2F800} beside 字',
    ];
    // The first two are folded character for character; the others are read word by word.
    expect(texts.map((text) => foldedText(text) !== null)).toEqual([true, true, false, false, false]);
    for (const text of texts) {
      const all = [...new Set([...text.matchAll(WORD)].map(([word]) => termOf(word)))];
      // Parts of words never count: a term inside a word of letters of any script is no word.
      const parts = [['brand'], ['rebrand'], ['nothing'], ['e'], ['δος'], ['𝐁'], ['字'], ['asse']];
      for (const terms of [all, ...all.map((term) => [term]), ...parts]) {
        const set = new Set(terms);
        expect(snippet(text, set, foldedText(text)), terms.join()).toEqual(snippet(text, set, null));
        expect(marked(text, set, foldedText(text)), terms.join()).toEqual(marked(text, set, null));
      }
    }
    // Hangul and some ligatures are no one character each once folded: read word by word.
    expect(foldedText('한국')).toBeNull();
    expect(marks(marked(long, new Set(['rebrand', 'brand'])))).toEqual(['rebrand', 'Brand']);
  });

  it('leaves a short text whole', () => {
    expect(marked('Brand & brands', new Set(['brand']))).toEqual([
      { text: 'Brand', mark: true },
      { text: ' & brands' },
    ]);
    expect(snippet('Brand & brands', new Set(['brands']))).toEqual([
      { text: 'Brand & ' },
      { text: 'brands', mark: true },
    ]);
  });
});
