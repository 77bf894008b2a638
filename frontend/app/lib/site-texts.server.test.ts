import { describe, expect, it } from 'vitest';
import { SITE_TEXTS_FILE, siteTextsLink, siteTextsOf } from './site-texts.server';

const settings = (es: Record<string, string>) => ({
  locales: [
    { code: 'en', name: 'English' },
    { code: 'es', name: 'Español' },
    { code: 'fr', name: 'Français', enabled: false },
  ],
  messages: { es },
});

describe("a language's site texts file", () => {
  it('is named by its language and the hash of its texts, which a change of them changes', () => {
    const first = siteTextsOf(settings({ 'Start a project': 'Empieza un proyecto' }), 'es');
    expect(first?.href).toMatch(/^\/site-texts\/es\.[0-9a-f]{12}\.json$/);
    expect(first?.messages).toEqual({ 'Start a project': 'Empieza un proyecto' });
    expect(SITE_TEXTS_FILE.exec(first!.href.slice('/site-texts/'.length))?.slice(1)).toEqual(['es', first!.hash]);
    const same = siteTextsOf(settings({ 'Start a project': 'Empieza un proyecto' }), 'es');
    expect(same?.href).toBe(first?.href);
    const changed = siteTextsOf(settings({ 'Start a project': 'Comienza un proyecto' }), 'es');
    expect(changed?.href).not.toBe(first?.href);
  });

  it('is none for the default language, a language turned off and one the site does not have', () => {
    const given = settings({ 'Start a project': 'Empieza un proyecto' });
    for (const locale of ['en', 'fr', 'de']) expect(siteTextsOf(given, locale), locale).toBeNull();
    expect(siteTextsLink(given, 'en')).toBeNull();
  });

  it("gives a page's data the address only, never the texts", () => {
    const link = siteTextsLink(settings({ 'Start a project': 'Empieza un proyecto' }), 'es');
    expect(Object.keys(link ?? {})).toEqual(['href']);
  });
});
