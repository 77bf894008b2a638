import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The site's own texts are written in English in the code, t('…') or msg('…'), and Site Settings
// hold their translations (lib/messages.ts). The demo's Spanish is seeded from
// migrations/data/027-site-texts/es-site.json (the request form's are es-form.json): every text
// of the code has its Spanish there, and nothing there is a text the code no longer has.
const APP = path.resolve(import.meta.dirname, '..');
const FORM = path.join(APP, 'features/request-form');
const SEED = path.resolve(APP, '../../migrations/data/027-site-texts/es-site.json');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return file === FORM ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\./.test(name) ? [file] : [];
  });
}

/** The first argument of every t('…') and msg('…') with a literal text. */
function textsOf(source: string): string[] {
  return [...source.matchAll(/\b(?:t|msg)\(\s*(['"])((?:\\.|(?!\1).)*)\1/g)].map((match) =>
    match[2]!.replace(/\\(['"\\])/g, '$1'),
  );
}

describe("the site's texts in Spanish", () => {
  const texts = new Set(sourceFiles(APP).flatMap((file) => textsOf(readFileSync(file, 'utf8'))));
  const spanish: Record<string, string> = JSON.parse(readFileSync(SEED, 'utf8'));

  it('has a Spanish translation of every text of the code, placeholders kept', () => {
    expect(texts.size).toBeGreaterThan(80);
    const missing = [...texts].filter((text) => !spanish[text]?.trim());
    expect(missing).toEqual([]);
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const text of texts) expect(placeholders(spanish[text]!), text).toEqual(placeholders(text));
  });

  it('has nothing the code no longer says', () => {
    expect(Object.keys(spanish).filter((text) => !texts.has(text))).toEqual([]);
  });
});
