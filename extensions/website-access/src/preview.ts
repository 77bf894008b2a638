// Previews of drafts and versions (README "For editors", docs/decisions/023-preview.md). Every
// content collection's preview URL is /site-preview/{collection}/{id}?version={version} on
// Directus itself: this route checks that the signed-in user may read the item (their own
// session or token, Directus' own permissions), signs a short-lived grant for that one item with
// the Website API token, and sends the browser to the item's page on the site with it. The site
// renders the draft only with a valid grant, never caches it, and marks it "Preview".
// The admin's Visual Editor opens the site itself: its address follows WEBSITE_URL at every start.
import type { Accountability, HookConfig, SchemaOverview } from '@directus/types';
import { PREVIEW_TTL_SECONDS, contentPath, isPreviewCollection, signPreview } from '@agency/cms-schema/preview';

type Register = Parameters<HookConfig>[0];
type Context = Parameters<HookConfig>[1];

export const PREVIEW_ROUTE = '/site-preview';

interface PreviewRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  accountability?: Accountability;
}
interface PreviewResponse {
  status(code: number): PreviewResponse;
  type(kind: string): PreviewResponse;
  set(headers: Record<string, string>): PreviewResponse;
  send(body: string): void;
  redirect(status: number, url: string): void;
}
interface ExpressApp {
  get(path: string, handler: (req: PreviewRequest, res: PreviewResponse) => void): void;
}

/** A content version's key from the preview URL; none (or Directus' "main") is the item as saved. */
export function versionKey(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const key = value.trim();
  return key === '' || key === 'main' || key === 'published' || key.length > 64 ? null : key;
}

/** The Visual Editor's list of site addresses for a site at `site` (Directus' visual_editor_urls). */
export const visualEditorUrls = (site: string) => JSON.stringify([{ url: `${site}/` }]);

/** What the preview reads of Directus' settings. */
type SettingsRow = { id: number; visual_editor_urls: unknown };

export function registerPreview({ init }: Register, { services, getSchema, env, logger, database }: Context) {
  const secret = typeof env['WEBSITE_API_TOKEN'] === 'string' ? env['WEBSITE_API_TOKEN'] : '';
  const site = String(env['WEBSITE_URL'] ?? '').replace(/\/+$/, '');

  init('app.before', async () => {
    if (!/^https?:\/\//.test(site)) return;
    const settings = await database<SettingsRow>('directus_settings').first('id', 'visual_editor_urls');
    if (!settings) return;
    const current =
      typeof settings.visual_editor_urls === 'string'
        ? settings.visual_editor_urls
        : JSON.stringify(settings.visual_editor_urls ?? null);
    if (current === visualEditorUrls(site)) return;
    await database('directus_settings')
      .where({ id: settings.id })
      .update({ visual_editor_urls: visualEditorUrls(site) });
    logger.info(`Visual Editor opens ${site}/ (WEBSITE_URL)`);
  });

  init('routes.before', (meta) => {
    const app: ExpressApp = meta['app'];
    app.get(`${PREVIEW_ROUTE}/:collection/:id`, (req, res) => {
      const answer = (status: number, message: string) =>
        res.status(status).set({ 'Cache-Control': 'no-store' }).type('text/plain').send(`${message}\n`);
      void (async () => {
        const { collection, id } = req.params;
        if (!req.accountability?.user) return answer(401, 'Sign in to the admin to preview this item.');
        if (!isPreviewCollection(collection) || !id) return answer(404, 'This collection has no preview on the site.');
        if (!secret || !/^https?:\/\//.test(site))
          return answer(503, 'Preview is not set up: WEBSITE_URL and WEBSITE_API_TOKEN must be set.');
        const version = versionKey(req.query['version']);
        const schema: SchemaOverview = await getSchema();
        const items = new services.ItemsService<Record<string, unknown>>(collection, {
          schema,
          accountability: req.accountability,
        });
        let row: Record<string, unknown>;
        try {
          row = await items.readOne(id, { fields: ['*'], ...(version ? { version } : {}) });
        } catch {
          return answer(404, 'This item (or this version of it) does not exist, or you may not read it.');
        }
        const path = contentPath(collection, row);
        if (!path) return answer(404, 'This item has no address on the site yet: give it one and save.');
        const token = signPreview(
          { collection, id: String(id), version, expires: Date.now() + PREVIEW_TTL_SECONDS * 1000 },
          secret,
        );
        res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
        res.redirect(302, `${site}${path}?preview=${encodeURIComponent(token)}`);
      })().catch((error: unknown) => {
        logger.error(error, 'Preview failed');
        answer(500, 'The preview could not be prepared.');
      });
    });
  });
}
