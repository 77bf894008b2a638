import { describe, expect, it } from 'vitest';
import { versionKey, visualEditorUrls } from './preview';

describe("the version a preview URL names (Directus' {{$version}})", () => {
  it('is a content version key; none or "main" is the item as saved', () => {
    expect(versionKey('spring-copy')).toBe('spring-copy');
    expect(versionKey(' spring ')).toBe('spring');
    for (const none of ['', 'main', 'published', undefined, null, ['a'], 'x'.repeat(65)])
      expect(versionKey(none)).toBeNull();
  });
});

describe("the Visual Editor's address of the site", () => {
  it('is WEBSITE_URL, as Directus lists it (visual_editor_urls)', () => {
    expect(JSON.parse(visualEditorUrls('https://www.example.com'))).toEqual([{ url: 'https://www.example.com/' }]);
  });
});
