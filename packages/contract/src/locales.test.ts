import { describe, expect, it } from 'vitest';
import {
  isTranslated,
  itemLocales,
  localesProblem,
  localize,
  missingFields,
  siteLocales,
  translationsProblem,
} from './locales';

const SERVICE = {
  id: 1,
  url: 'web',
  name: 'Web Design',
  summary: 'Fast websites.',
  body: 'Body.',
  translations: { es: { url: 'diseno-web', name: 'Diseño web', summary: '  ', status: 'draft' }, de: {} },
};

describe("Site Settings' languages", () => {
  it('serve the default first, then the enabled others in their order, once each', () => {
    expect(
      siteLocales([
        { code: 'es', name: 'Español', enabled: true },
        { code: 'fr', name: 'Français', enabled: false },
        { code: 'en', name: 'English (US)' },
        { code: 'pt-br', name: ' ' },
        { code: 'es', name: 'Again' },
        { code: 'ES', name: 'Upper case' },
        'de',
      ]),
    ).toEqual([
      { code: 'en', name: 'English (US)' },
      { code: 'es', name: 'Español' },
      { code: 'pt-br', name: 'pt-br' },
    ]);
    expect(siteLocales(null)).toEqual([{ code: 'en', name: 'English' }]);
  });

  it('are refused with a message an editor can act on', () => {
    expect(localesProblem(null)).toBeNull();
    expect(
      localesProblem([
        { code: 'es', name: 'Español' },
        { code: 'en', name: 'English' },
      ]),
    ).toBeNull();
    expect(localesProblem('es')).toMatch(/must be a list/);
    expect(localesProblem([{ code: 'Spanish', name: 'Español' }])).toMatch(/"Spanish" is not valid/);
    expect(localesProblem([{ code: 'es', name: '' }])).toMatch(/es needs a name/);
    expect(
      localesProblem([
        { code: 'es', name: 'A' },
        { code: 'es', name: 'B' },
      ]),
    ).toMatch(/listed twice/);
    expect(localesProblem([{ code: 'en', name: 'English', enabled: false }])).toMatch(/cannot be turned off/);
  });
});

describe("an item's translations", () => {
  it('give a locale its fields one by one, the default text where a translation is empty or absent', () => {
    const spanish = localize('services', SERVICE, 'es');
    expect(spanish).toEqual({
      id: 1,
      url: 'diseno-web',
      name: 'Diseño web',
      summary: 'Fast websites.',
      body: 'Body.',
      translations: null,
    });
    // A field a translation may not give (status) is ignored; the default locale is the item itself.
    expect(localize('services', SERVICE, 'en')).toEqual({ ...SERVICE, translations: null });
    expect(localize('services', SERVICE, 'fr')).toEqual({ ...SERVICE, translations: null });
  });

  it('give a related item read for its name and slug only those, in the locale', () => {
    const industry = {
      name: 'Software',
      slug: 'software',
      translations: { es: { name: 'Software', slug: 'software-es', body: '## Productos complejos' } },
    };
    expect(localize('industries', industry, 'es')).toEqual({
      name: 'Software',
      slug: 'software-es',
      translations: null,
    });
  });

  it('tell which locales have the item and its slug in each', () => {
    const locales = [
      { code: 'en', name: 'English' },
      { code: 'es', name: 'Español' },
      { code: 'de', name: 'Deutsch' },
    ];
    expect(itemLocales('services', SERVICE, locales)).toEqual({ en: 'web', es: 'diseno-web' });
    expect(isTranslated('services', SERVICE, 'de')).toBe(false);
    const noSlug = { ...SERVICE, translations: { de: { name: 'Webdesign' } } };
    expect(itemLocales('services', noSlug, locales)).toEqual({ en: 'web', de: 'web' });
    expect(missingFields('services', SERVICE, 'es')).toEqual(['summary', 'body']);
  });

  it('are refused with a message an editor can act on', () => {
    const locales = ['es'];
    expect(translationsProblem('services', null, locales)).toBeNull();
    expect(translationsProblem('services', { es: { name: 'Diseño', url: 'diseno-web' } }, locales)).toBeNull();
    expect(translationsProblem('services', [], locales)).toMatch(/object of languages/);
    expect(translationsProblem('services', { en: { name: 'x' } }, locales)).toMatch(/default language/);
    expect(translationsProblem('services', { fr: { name: 'x' } }, locales)).toMatch(
      /no language "fr" in Site Settings/,
    );
    expect(translationsProblem('services', { es: 'Diseño' }, locales)).toMatch(/must be an object of fields/);
    expect(translationsProblem('services', { es: { status: 'draft' } }, locales)).toMatch(
      /"status" cannot be translated/,
    );
    expect(translationsProblem('services', { es: { name: 3 } }, locales)).toMatch(/of name must be text/);
    expect(translationsProblem('page_blocks', { es: { faq: 'x' } }, locales)).toMatch(/of faq must be a list/);
    expect(translationsProblem('services', { es: { url: 'Diseño Web' } }, locales)).toMatch(
      /"Diseño Web" can only hold/,
    );
    expect(translationsProblem('pages', { es: { slug: 'ofertas/primavera' } }, locales)).toBeNull();
    expect(translationsProblem('services', { es: { url: 'ofertas/primavera' } }, locales)).toMatch(/can only hold/);
  });
});

describe("an image's translations (directus_files: the alt text)", () => {
  const IMAGE = {
    id: 'abc',
    title: 'Web Design',
    description: 'Abstract artwork',
    translations: { es: { description: 'Ilustración abstracta', title: ' ' } },
  };

  it('give a locale the description and title one by one, the default where absent or empty', () => {
    expect(localize('directus_files', IMAGE, 'es')).toEqual({
      id: 'abc',
      title: 'Web Design',
      description: 'Ilustración abstracta',
      translations: null,
    });
    expect(localize('directus_files', IMAGE, 'en')).toMatchObject({ description: 'Abstract artwork' });
    expect(missingFields('directus_files', IMAGE, 'es')).toEqual(['title']);
  });

  it('are refused like any item’s: an unknown language, a field that is not a text of the image, not text', () => {
    const locales = ['es'];
    expect(translationsProblem('directus_files', IMAGE.translations, locales)).toBeNull();
    expect(translationsProblem('directus_files', { fr: { description: 'x' } }, locales)).toMatch(
      /no language "fr" in Site Settings/,
    );
    expect(translationsProblem('directus_files', { es: { filename_download: 'x.svg' } }, locales)).toMatch(
      /"filename_download" cannot be translated here; the fields that can: title, description/,
    );
    expect(translationsProblem('directus_files', { es: { description: ['x'] } }, locales)).toMatch(
      /The es translation of description must be text/,
    );
  });
});
