import { describe, expect, it } from 'vitest';
import { previewLocale, previewPath, versionKey, visualEditorUrls } from './preview';

describe("the version a preview URL names (Directus' {{$version}})", () => {
  it('is a content version key; none or "main" is the item as saved', () => {
    expect(versionKey('spring-copy')).toBe('spring-copy');
    expect(versionKey(' spring ')).toBe('spring');
    for (const none of ['', 'main', 'published', undefined, null, ['a'], 'x'.repeat(65)])
      expect(versionKey(none)).toBeNull();
  });
});

const LOCALES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
];

describe('the language a preview opens in', () => {
  it("is the admin's choice (the cookie) when the site has it on", () => {
    expect(previewLocale(undefined, 'es', LOCALES)).toBe('es');
    expect(previewLocale('', 'es', LOCALES)).toBe('es');
  });

  it("is the link's ?lang= over the cookie, even when that is English", () => {
    expect(previewLocale('es', undefined, LOCALES)).toBe('es');
    expect(previewLocale('en', 'es', LOCALES)).toBe('en');
  });

  it('is English when none is chosen, or the one chosen is unknown, off or not a code', () => {
    expect(previewLocale(undefined, undefined, LOCALES)).toBe('en');
    expect(previewLocale('fr', 'es', LOCALES)).toBe('en');
    expect(previewLocale(undefined, 'fr', LOCALES)).toBe('en');
    // Spanish turned off in Site Settings: siteLocales leaves it out.
    expect(previewLocale('es', 'es', [{ code: 'en', name: 'English' }])).toBe('en');
    expect(previewLocale(['es'], { es: true }, LOCALES)).toBe('en');
  });
});

describe("an item's address in the language of the preview", () => {
  const web = { url: 'web', translations: { es: { name: 'Diseño web', url: 'diseno-web' } } };

  it('is its translated slug under the prefix', () => {
    expect(previewPath('services', web, 'es')).toBe('/es/creative-services/diseno-web');
    // As SQLite gives a JSON field: text.
    expect(previewPath('services', { ...web, translations: JSON.stringify(web.translations) }, 'es')).toBe(
      '/es/creative-services/diseno-web',
    );
    expect(
      previewPath(
        'promos',
        { year: 2026, month: 4, slug: 'spring', translations: { es: { slug: 'primavera' } } },
        'es',
      ),
    ).toBe('/es/promos/2026/4/primavera');
    expect(
      previewPath('pages', { slug: 'offers/spring', translations: { es: { slug: 'ofertas/primavera' } } }, 'es'),
    ).toBe('/es/ofertas/primavera');
  });

  it('is its English slug under the prefix when the translation gives none', () => {
    expect(previewPath('industries', { slug: 'retail', translations: { es: { name: 'Comercio' } } }, 'es')).toBe(
      '/es/industries/retail',
    );
    expect(previewPath('portfolio_items', { slug: 'atlas', translations: null }, 'es')).toBe(
      '/es/creative-design-portfolio/atlas',
    );
  });

  it("is the code's address under the prefix for a page of the code's texts, whatever its translated slug", () => {
    const home = { slug: 'home', translations: { es: { slug: 'inicio' } } };
    expect(previewPath('pages', home, 'es')).toBe('/es');
    expect(previewPath('pages', { slug: 'privacy', translations: { es: { slug: 'privacidad' } } }, 'es')).toBe(
      '/es/privacy',
    );
  });

  it('is the English address in English, and none without an address', () => {
    expect(previewPath('services', web, 'en')).toBe('/creative-services/web');
    expect(previewPath('services', { url: '', translations: { es: { url: 'diseno-web' } } }, 'es')).toBeNull();
  });
});

describe("the Visual Editor's addresses of the site", () => {
  it('are WEBSITE_URL, as Directus lists it (visual_editor_urls), and its home in each other language', () => {
    expect(JSON.parse(visualEditorUrls('https://www.example.com'))).toEqual([{ url: 'https://www.example.com/' }]);
    expect(
      JSON.parse(visualEditorUrls('https://www.example.com', [...LOCALES, { code: 'pt-br', name: 'Português' }])),
    ).toEqual([
      { url: 'https://www.example.com/' },
      { url: 'https://www.example.com/es' },
      { url: 'https://www.example.com/pt-br' },
    ]);
  });
});
