import { describe, expect, it } from 'vitest';
import { isSearchAnswerPath } from './answer.server';

describe("the header box's address", () => {
  it('is /search.json in the default language and under one prefix in another', () => {
    expect(isSearchAnswerPath('/search.json')).toBe(true);
    expect(isSearchAnswerPath('/es/search.json')).toBe(true);
    expect(isSearchAnswerPath('/pt-br/search.json')).toBe(true);
  });

  it('is nothing else: not the search page, its data, a deeper path or a longer name', () => {
    for (const path of [
      '/search',
      '/search.data',
      '/es/search',
      '/blog/es/search.json',
      '/search.jsonx',
      '/x/search.json/',
    ])
      expect(isSearchAnswerPath(path), path).toBe(false);
  });
});
