import { signPreview } from '@agency/cms-schema/preview';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseServerEnv } from '../env.server';
import { previewMiddleware } from '../preview.server';
import { contentContext, loadContext } from './context.server';
import { getService, getServices } from './services.server';
import { createSiteContent, type SiteContent } from './site-content.server';

// The web server creates the site's content once and hands it to each request through React
// Router's context, with the render's read log (docs/decisions/035-content-gateway.md). Directus
// is a stub of fetch here: what it is asked, and what it answers.
const TOKEN = 'a-website-token-of-the-test';
const DESIGN = { id: 1, url: 'design', name: 'Design', status: 'published' };
/** DESIGN as a page gets it: in the default language, with the languages it has a page in. */
const SHOWN = { ...DESIGN, translations: null, inLocales: { en: 'design' } };

let asked: string[];
let directusUp: boolean;

function answer(url: URL): Response {
  if (url.pathname === '/items/services')
    return Response.json({ data: url.searchParams.get('page') === '1' ? [DESIGN] : [] });
  if (url.pathname === '/items/services/1') return Response.json({ data: { ...DESIGN, name: 'Design (draft)' } });
  return new Response('not found', { status: 404 });
}

let site: SiteContent;

beforeEach(() => {
  asked = [];
  directusUp = true;
  site = createSiteContent({
    env: parseServerEnv({ WEBSITE_API_TOKEN: TOKEN, DIRECTUS_URL: 'http://cms.test' }),
    fetch: async (input) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      asked.push(url.pathname);
      if (!directusUp) throw new TypeError('fetch failed');
      return answer(url);
    },
  });
});

const middlewareArgs = (request: Request, context: ReturnType<typeof loadContext>) => ({
  request,
  url: new URL(request.url),
  pattern: '/creative-services/:url',
  params: {},
  context,
});

describe("the site's content in React Router's context", () => {
  it("gives each request the one store, and notes in the render's read log what it read", async () => {
    const reads = site.store.newReadLog();
    const content = loadContext(site, reads).get(contentContext);
    expect(content.site).toBe(site);
    expect(await getServices(content)).toEqual([SHOWN]);
    expect([...reads.families.keys()]).toEqual(['services']);
    expect(site.store.isCurrent(reads)).toBe(true);

    // Another request reads the same copy (no second Directus read) and notes nothing in the first's log.
    const other = site.store.newReadLog();
    expect(await getService(loadContext(site, other).get(contentContext), 'design')).toEqual(SHOWN);
    expect(asked.filter((path) => path === '/items/services')).toHaveLength(1);
    expect([...other.families.keys()]).toEqual(['services']);
    expect(reads.families.size).toBe(1);

    site.store.collectionsChanged(['services']);
    expect(site.store.isCurrent(reads)).toBe(false);
  });

  it('renders a preview grant for its own request only, with the draft read fresh from Directus', async () => {
    const grant = { collection: 'services' as const, id: '1', version: null, expires: Date.now() + 60_000 };
    const request = new Request(`http://site.test/creative-services/design?preview=${signPreview(grant, TOKEN)}`);
    const reads = site.store.newReadLog();
    const context = loadContext(site, reads);
    const response = await previewMiddleware(middlewareArgs(request, context), async () => {
      const content = context.get(contentContext);
      expect(content.isPreview).toBe(true);
      return Response.json(await getService(content, 'design'));
    });
    expect(response).toBeInstanceOf(Response);
    if (!(response instanceof Response)) return;
    expect(await response.json()).toMatchObject({ name: 'Design (draft)' });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(asked).toContain('/items/services/1');

    const other = loadContext(site).get(contentContext);
    expect(other.isPreview).toBe(false);
    expect(await getService(other, 'design')).toEqual(SHOWN);
  });

  it('refuses a preview link that is not signed with the token', async () => {
    const grant = { collection: 'services' as const, id: '1', version: null, expires: Date.now() + 60_000 };
    const request = new Request(`http://site.test/x?preview=${signPreview(grant, 'another-token-entirely')}`);
    const next = vi.fn(async () => new Response('page'));
    await expect(previewMiddleware(middlewareArgs(request, loadContext(site)), next)).rejects.toMatchObject({
      init: { status: 403 },
    });
    expect(next).not.toHaveBeenCalled();
  });

  it("answers 503 with the environment's fallback settings when Directus cannot be reached and there is no copy", async () => {
    directusUp = false;
    const content = loadContext(site).get(contentContext);
    await expect(getServices(content)).rejects.toMatchObject({
      init: { status: 503 },
      data: { reason: 'cms-unavailable', agency_name: 'Northlight Studio' },
    });
  });
});
