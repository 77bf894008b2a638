// Previews of drafts and versions (README "For editors", docs/decisions/023-preview.md). Every
// content collection's preview URL is /site-preview/{collection}/{id}?version={version} on
// Directus itself: this route checks that the signed-in user may read the item (their own
// session or token, Directus' own permissions), signs a short-lived grant for that one item with
// the Website API token, and sends the browser to the item's page on the site with it. The site
// renders the draft only with a valid grant, never caches it, and marks it "Preview".
// The preview opens in the language the editor is translating (`?lang=`, else the cookie the
// admin's Translations interface sets), when the site has that language on; else in English.
// The admin's Visual Editor opens the site itself, its home in every language: its addresses
// follow WEBSITE_URL at every start and Site Settings' languages whenever they change.
import type { Accountability, HookConfig, SchemaOverview } from '@directus/types';
import type { Knex } from 'knex';
import { CODE_PAGE_SLUGS } from '@agency/cms-schema/page-paths';
import {
  PREVIEW_TTL_SECONDS,
  contentPath,
  isPreviewCollection,
  signPreview,
  type PreviewCollection,
} from '@agency/cms-schema/preview';
import { isRecord, jsonField } from '@agency/contract/guards';
import { DEFAULT_LOCALE, localize, siteLocales, type Locale } from '@agency/contract/locales';

type Register = Parameters<HookConfig>[0];
type Context = Parameters<HookConfig>[1];

export const PREVIEW_ROUTE = '/site-preview';
/** The admin's choice of the preview's language (set by the Translations interface, read here). */
export const PREVIEW_LANGUAGE_COOKIE = 'site-preview-language';

interface PreviewRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** Directus parses the request's cookies (cookie-parser). */
  cookies?: Record<string, unknown>;
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

/**
 * The language a preview opens in: `?lang=` when the link names one, else the admin's choice
 * (the cookie), when it is a language the site has on; else the default.
 */
export function previewLocale(asked: unknown, remembered: unknown, locales: readonly Locale[]): string {
  const wanted = typeof asked === 'string' && asked !== '' ? asked : remembered;
  return locales.some(({ code }) => code === wanted) && typeof wanted === 'string' ? wanted : DEFAULT_LOCALE;
}

/**
 * An item's address on the site in `locale`: its translated slug under the language's prefix,
 * else its default slug there (docs/decisions/036-languages.md); null when it has no address.
 * A page that holds the texts of a code's page keeps its address: the route names it.
 */
export function previewPath(
  collection: PreviewCollection,
  row: Record<string, unknown>,
  locale: string,
): string | null {
  const own = contentPath(collection, row);
  if (!own || locale === DEFAULT_LOCALE) return own;
  const codePage = collection === 'pages' && typeof row['slug'] === 'string' && CODE_PAGE_SLUGS.has(row['slug']);
  const translated = codePage
    ? null
    : contentPath(collection, localize(collection, { ...row, translations: jsonField(row['translations']) }, locale));
  const path = translated ?? own;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** The site's languages (Site Settings' list, those on): the default alone while it cannot be read. */
export async function siteLanguages(database: Knex): Promise<Locale[]> {
  let settings: unknown;
  try {
    settings = await database('site_settings').first('locales');
  } catch {
    // No Site Settings yet (a new install's first start, before its schema is applied).
    settings = null;
  }
  return siteLocales(isRecord(settings) ? jsonField(settings['locales']) : null);
}

/** The Visual Editor's list of site addresses (Directus' visual_editor_urls): the home in each language. */
export const visualEditorUrls = (site: string, locales: readonly Locale[] = []) =>
  JSON.stringify([
    { url: `${site}/` },
    ...locales.filter(({ code }) => code !== DEFAULT_LOCALE).map(({ code }) => ({ url: `${site}/${code}` })),
  ]);

/** What the preview reads of Directus' settings. */
type SettingsRow = { id: number; visual_editor_urls: unknown };

export function registerPreview({ init, action }: Register, { services, getSchema, env, logger, database }: Context) {
  const secret = typeof env['WEBSITE_API_TOKEN'] === 'string' ? env['WEBSITE_API_TOKEN'] : '';
  const site = String(env['WEBSITE_URL'] ?? '').replace(/\/+$/, '');

  /** Keeps visual_editor_urls equal to the site's home in each of its languages. */
  const syncVisualEditor = async () => {
    if (!/^https?:\/\//.test(site)) return;
    const settings = await database<SettingsRow>('directus_settings').first('id', 'visual_editor_urls');
    if (!settings) return;
    const current = JSON.stringify(jsonField(settings.visual_editor_urls) ?? null);
    const wanted = visualEditorUrls(site, await siteLanguages(database));
    if (current === wanted) return;
    // Through Directus' settings service: its cache of /settings is cleared with the change.
    const settingsService = new services.SettingsService({ schema: await getSchema(), knex: database });
    await settingsService.upsertSingleton({ visual_editor_urls: jsonField(wanted) });
    logger.info(`Visual Editor opens ${wanted} (WEBSITE_URL and Site Settings' languages)`);
  };
  const sync = () =>
    syncVisualEditor().catch((error: unknown) => logger.error(error, 'Visual Editor addresses not updated'));
  init('app.before', sync);
  for (const event of ['site_settings.items.create', 'site_settings.items.update']) action(event, sync);

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
        const locale = previewLocale(
          req.query['lang'],
          req.cookies?.[PREVIEW_LANGUAGE_COOKIE],
          await siteLanguages(database),
        );
        const path = previewPath(collection, row, locale);
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
