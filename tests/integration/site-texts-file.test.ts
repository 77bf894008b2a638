import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { directusJson } from './directus-client';
import { eventually, site } from './site-client';

// A page in another language names its language's site texts, a file of their own that browsers
// and CDNs keep for good (docs/decisions/036-languages.md, "The site's texts travel once"): the
// page's own bytes no longer carry them.
const TEXTS_LINK = /<link rel="preload" href="(\/site-texts\/es\.[0-9a-f]{12}\.json)" as="fetch"/;

describe("a language's site texts", () => {
  it('are named by a Spanish page, not carried in it, and served to keep for good', async () => {
    const html = await (await site('/es/creative-services/diseno-web')).text();
    const href = TEXTS_LINK.exec(html)?.[1];
    expect(href).toBeDefined();
    // A text of the request form, shown only once it opens: in the file, not in the page.
    expect(html).not.toContain('El nombre es obligatorio');
    const response = await site(href!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const texts = (await response.json()) as Record<string, string>;
    expect(texts['First name is required']).toBe('El nombre es obligatorio');
    expect(texts['Start a project']).toBe('Empieza un proyecto');
    // Every Spanish page names the same file; an English page names none.
    expect(TEXTS_LINK.exec(await (await site('/es')).text())?.[1]).toBe(href);
    expect(await (await site('/creative-services/web')).text()).not.toContain('/site-texts/');
  });

  it("answers an older file's address with today's texts, revalidated, and 404 for no language of the site", async () => {
    const older = await site('/site-texts/es.000000000000.json');
    expect(older.status).toBe(200);
    expect(older.headers.get('cache-control')).toBe('no-cache');
    expect(((await older.json()) as Record<string, string>)['Start a project']).toBe('Empieza un proyecto');
    for (const path of ['/site-texts/fr.000000000000.json', '/site-texts/en.000000000000.json', '/site-texts/es.json'])
      expect((await site(path)).status, path).toBe(404);
  });

  it("names a new file once an editor changes the language's texts", async () => {
    const { data } = await directusJson<{ data: { messages: Record<string, Record<string, string>> } }>(
      '/items/site_settings?fields=messages',
    );
    const before = TEXTS_LINK.exec(await (await site('/es/privacy')).text())?.[1];
    const english = `Checked by the texts file test ${randomBytes(4).toString('hex')}`;
    const messages = { ...data.messages, es: { ...data.messages['es'], [english]: 'Comprobado' } };
    await directusJson('/items/site_settings', { method: 'PATCH', body: JSON.stringify({ messages }) });
    try {
      const { body } = await eventually('/es/privacy', (text) => TEXTS_LINK.exec(text)?.[1] !== before);
      const href = TEXTS_LINK.exec(body)?.[1];
      expect(href).toBeDefined();
      expect(((await (await site(href!)).json()) as Record<string, string>)[english]).toBe('Comprobado');
    } finally {
      await directusJson('/items/site_settings', {
        method: 'PATCH',
        body: JSON.stringify({ messages: data.messages }),
      });
    }
  });
});
