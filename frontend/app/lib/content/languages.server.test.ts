import { beforeEach, describe, expect, it } from 'vitest';
import { getService, getServices } from './services.server';
import type { SiteContent } from './site-content.server';
import { ENGLISH_AND_SPANISH, atAddress as contentAt, settingsWith, stubbedSite } from './stub-directus.test-support';

// A request's language comes from its address (docs/decisions/036-languages.md): the default
// layout's middleware sets it, and the families give their items in it, field by field, from the
// one copy that holds every language. Directus is a stub of fetch here.
const SETTINGS = settingsWith([...ENGLISH_AND_SPANISH, { code: 'fr', name: 'Français', enabled: false }]);
const WEB = {
  id: 1,
  url: 'web',
  name: 'Web Design',
  summary: 'Fast websites.',
  status: 'published',
  translations: { es: { url: 'diseno-web', name: 'Diseño web', summary: '' } },
};
const PRINT = { id: 2, url: 'print', name: 'Print', summary: 'Paper.', status: 'published', translations: null };

let asked: URL[];
let site: SiteContent;

beforeEach(() => {
  ({ site, asked } = stubbedSite(SETTINGS, (path) => (path === '/items/services' ? [WEB, PRINT] : undefined)));
});

/** Runs the middleware for `path` (matched by a route with `params`), then `read` with the request's content. */
const atAddress = <T>(path: string, params: Record<string, string>, read: Parameters<typeof contentAt<T>>[2]) =>
  contentAt(site, path, read, params);

const thrown = async (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('the language of a request', () => {
  it('gives a Spanish address Spanish texts field by field, and the item under its Spanish slug', async () => {
    const service = await atAddress('/es/creative-services/diseno-web', { lang: 'es', url: 'diseno-web' }, (content) =>
      getService(content, 'diseno-web'),
    );
    // The summary's translation is empty: the default's text stands in for it.
    expect(service).toMatchObject({
      name: 'Diseño web',
      url: 'diseno-web',
      summary: 'Fast websites.',
      translations: null,
    });
    expect(service?.inLocales).toEqual({ en: 'web', es: 'diseno-web' });
  });

  it('knows an item without a translation by its own slug, with only the default among its languages', async () => {
    const list = await atAddress('/es/creative-services', { lang: 'es' }, (content) => getServices(content));
    expect(list?.map((service) => [service.name, service.url])).toEqual([
      ['Diseño web', 'diseno-web'],
      ['Print', 'print'],
    ]);
    expect(list?.[1]?.inLocales).toEqual({ en: 'print' });
  });

  it('gives the default address the default texts, and every language one read of Directus', async () => {
    const service = await atAddress('/creative-services/web', { url: 'web' }, (content) => getService(content, 'web'));
    expect(service).toMatchObject({
      name: 'Web Design',
      translations: null,
      inLocales: { en: 'web', es: 'diseno-web' },
    });
    await atAddress('/es/creative-services', { lang: 'es' }, (content) => getServices(content));
    expect(asked.filter((url) => url.pathname === '/items/services')).toHaveLength(1);
  });

  it('answers 404 for a prefix that is no language of the site, one turned off included', async () => {
    for (const path of [
      '/fr/creative-services/web',
      '/de/creative-services/web',
      '/web-design/creative-services/web',
    ]) {
      const error = await thrown(atAddress(path, { lang: path.split('/')[1]! }, async () => 'rendered'));
      expect(error, path).toMatchObject({ init: { status: 404 } });
    }
  });

  it("leads the default language's own prefix to the address without it", async () => {
    const error = await thrown(atAddress('/en/creative-services/web?x=1', { lang: 'en' }, async () => 'rendered'));
    expect(error).toBeInstanceOf(Response);
    if (!(error instanceof Response)) return;
    expect(error.status).toBe(301);
    expect(error.headers.get('Location')).toBe('/creative-services/web?x=1');
  });
});
