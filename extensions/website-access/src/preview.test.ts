import { describe, expect, it } from 'vitest';
import { versionKey } from './preview';

describe("the version a preview URL names (Directus' {{$version}})", () => {
  it('is a content version key; none or "main" is the item as saved', () => {
    expect(versionKey('spring-copy')).toBe('spring-copy');
    expect(versionKey(' spring ')).toBe('spring');
    for (const none of ['', 'main', 'published', undefined, null, ['a'], 'x'.repeat(65)])
      expect(versionKey(none)).toBeNull();
  });
});
