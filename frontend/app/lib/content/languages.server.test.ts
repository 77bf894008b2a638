import { beforeEach, describe, expect, it } from 'vitest';
import { parseServerEnv } from '../env.server';
import { localeMiddleware } from '../locale-route.server';
import { contentContext, loadContext } from './context.server';
import { getService, getServices } from './services.server';
import { createSiteContent, type SiteContent } from './site-content.server';

// A request's language comes from its address (docs/decisions/036-languages.md): the default
// layout's middleware sets it, and the families give their items in it, field by field, from the
// one copy that holds every language. Directus is a stub of fetch here.
const SETTINGS = {
  id: 1,
  agency_name: 'Agency',
  locales: [
    { code: 'en', name: 'English', enabled: true },
    { code: 'es', name: 'Español', enabled: true },
    { code: 'fr', name: 'Français', enabled: false },
  ],
};
const WEB = {
  id: 1,
  url: 'web',
  name: 'Web Design',
  summary: 'Fast websites.',
  status: 'published',
  translations: { es: { url: 'diseno-web', name: 'Diseño web', summary: '' } },
};
const PRINT = { id: 2, url: 'print', name: 'Print', summary: 'Paper.', status: 'published', translations: null };

let asked: string[];
let site: SiteContent;

function answer(url: URL): Response {
  if (url.pathname === '/items/site_settings') return Response.json({ data: SETTINGS });
  if (url.pathname === '/items/services')
    return Response.json({ data: url.searchParams.get('page') === '1' ? [WEB, PRINT] : [] });
  return new Response('not found', { status: 404 });
}

beforeEach(() => {
  asked = [];
  site = createSiteContent({
    env: parseServerEnv({ WEBSITE_API_TOKEN: 'a-website-token-of-the-test', DIRECTUS_URL: 'http://cms.test' }),
    fetch: async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      asked.push(url.pathname);
      return answer(url);
    },
  });
});

/** Runs the middleware for `path` (matched by a route with `params`), then `read` with the request's content. */
async function atAddress<T>(
  path: string,
  params: Record<string, string>,
  read: (context: ReturnType<typeof loadContext>) => Promise<T>,
) {
  const request = new Request(`http://site.test${path}`);
  const context = loadContext(site);
  let result: T | undefined;
  await localeMiddleware({ request, url: new URL(request.url), pattern: '', params, context }, async () => {
    result = await read(context);
    return new Response('ok');
  });
  return result;
}

const thrown = async (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe('the language of a request', () => {
  it('gives a Spanish address Spanish texts field by field, and the item under its Spanish slug', async () => {
    const service = await atAddress('/es/creative-services/diseno-web', { lang: 'es', url: 'diseno-web' }, (context) =>
      getService(context.get(contentContext), 'diseno-web'),
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
    const list = await atAddress('/es/creative-services', { lang: 'es' }, (context) =>
      getServices(context.get(contentContext)),
    );
    expect(list?.map((service) => [service.name, service.url])).toEqual([
      ['Diseño web', 'diseno-web'],
      ['Print', 'print'],
    ]);
    expect(list?.[1]?.inLocales).toEqual({ en: 'print' });
  });

  it('gives the default address the default texts, and every language one read of Directus', async () => {
    const service = await atAddress('/creative-services/web', { url: 'web' }, (context) =>
      getService(context.get(contentContext), 'web'),
    );
    expect(service).toMatchObject({
      name: 'Web Design',
      translations: null,
      inLocales: { en: 'web', es: 'diseno-web' },
    });
    await atAddress('/es/creative-services', { lang: 'es' }, (context) => getServices(context.get(contentContext)));
    expect(asked.filter((path) => path === '/items/services')).toHaveLength(1);
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
