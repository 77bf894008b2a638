// Redirects managed in the CMS (README "For editors", docs/decisions/021-redirects.md). Two
// duties, both on Directus' own events:
// - every redirect that is saved is checked against the others (no loops, no chains, site paths
//   or http(s) addresses only; @agency/cms-schema/redirects), with a message editors can act on;
//   an active short link counts as a redirect from /{token}, and a short link that is saved is
//   checked the same way, so that the two together cannot loop either;
// - when a published service, portfolio item, industry, promo, article or page moves to a new address, the
//   old address redirects to the new one (301), and earlier redirects follow it; in every language
//   of the site: a translated slug that changes moves /es/… the same way (docs/decisions/036-languages.md);
// - a page's path (its slug) is checked: the addresses the code's routes own are refused
//   (@agency/cms-schema/page-paths).
import { createError, ErrorCode } from '@directus/errors';
import type { HookConfig, SchemaOverview } from '@directus/types';
import type { Knex } from 'knex';
import { pageAddress, pagePathProblem, pageSlug } from '@agency/cms-schema/page-paths';
import { contentPath } from '@agency/cms-schema/preview';
import { eventKeys, jsonField } from '@agency/contract/guards';
import { DEFAULT_LOCALE, isTranslatedCollection, localize, siteLocales } from '@agency/contract/locales';
import { type RedirectRule, redirectProblem, redirectsForMove, sitePath } from '@agency/cms-schema/redirects';

type Register = Parameters<HookConfig>[0];
type Context = Parameters<HookConfig>[1];

export const REDIRECTS = 'redirects';

type Row = Record<string, unknown>;

/** Content whose address comes from its fields: which fields, and where it lives on the site (null: none). */
export const MOVABLE: Record<string, { fields: string[]; path: (row: Row) => string | null }> = {
  services: { fields: ['url'], path: (row) => contentPath('services', row) },
  portfolio_items: { fields: ['slug'], path: (row) => contentPath('portfolio_items', row) },
  industries: { fields: ['slug'], path: (row) => contentPath('industries', row) },
  promos: { fields: ['year', 'month', 'slug'], path: (row) => contentPath('promos', row) },
  articles: { fields: ['slug'], path: (row) => contentPath('articles', row) },
  // The pages that hold the code's own pages' texts are not moved by a new slug: only editors' pages.
  pages: { fields: ['slug'], path: (row) => pageAddress(row['slug']) },
};

const PUBLISHED = 'published';

/** The codes of the site's languages (Site Settings; SQLite hands JSON over as text), the default first. */
async function localeCodes(database: Knex): Promise<string[]> {
  const settings = await database<Row>('site_settings').first('locales');
  return siteLocales(jsonField(settings?.['locales'])).map(({ code }) => code);
}

/**
 * A published item's address in each language (its translated slug, else its own, under the
 * language's prefix); none for an item that is not published or has no address.
 */
export function addressesOf(collection: string, saved: Row, codes: readonly string[]): Map<string, string> {
  const addresses = new Map<string, string>();
  const movable = MOVABLE[collection];
  if (!movable || saved['status'] !== PUBLISHED) return addresses;
  // SQLite hands JSON columns over as text.
  const row = { ...saved, translations: jsonField(saved['translations']) };
  for (const code of codes) {
    const inLocale =
      code === DEFAULT_LOCALE || !isTranslatedCollection(collection) ? row : localize(collection, row, code);
    const path = movable.path(inLocale);
    if (path) addresses.set(code, code === DEFAULT_LOCALE ? path : path === '/' ? `/${code}` : `/${code}${path}`);
  }
  return addresses;
}

export const SHORT_LINKS = 'short_links';

async function allRedirects(database: Knex): Promise<RedirectRule[]> {
  return database(REDIRECTS).select('id', 'status', 'from_path', 'to', 'status_code');
}

type ShortLinkRow = { id: string | number; status?: string | null; token?: string | null; target?: string | null };

/** A short link as the redirect it is on the site: /{token} → its target (its own status codes aside). */
const shortLinkRule = (link: ShortLinkRow): RedirectRule => ({
  id: `short_links:${String(link.id)}`,
  status: link.status,
  from_path: `/${String(link.token ?? '')}`,
  to: String(link.target ?? ''),
});

/** Every redirect and every short link, as the rules the web server answers by. */
async function allRules(database: Knex): Promise<RedirectRule[]> {
  const links = await database<ShortLinkRow>(SHORT_LINKS).select('id', 'status', 'token', 'target');
  return [...(await allRedirects(database)), ...links.map(shortLinkRule)];
}

/**
 * An invalid payload whose message is the refusal alone: Directus' InvalidPayloadError writes
 * "Invalid payload." before its reason, and the admin's error dialog shows the message as it is
 * (after the code, "[INVALID_PAYLOAD]", which it prints for every error). Same code, same status
 * (400) and the same `extensions.reason`, so clients that read those see no difference.
 */
const RefusedError = createError<{ reason: string }>(ErrorCode.InvalidPayload, ({ reason }) => reason, 400);

export function refuse(problem: string | null) {
  if (problem) throw new RefusedError({ reason: problem });
}

export function registerRedirects({ filter, action }: Register, { services, getSchema, logger }: Context) {
  filter<RedirectRule>(`${REDIRECTS}.items.create`, async (rule, _meta, { database }) => {
    refuse(redirectProblem(rule, await allRules(database)));
    const from = sitePath(rule.from_path);
    return from ? { ...rule, from_path: from } : rule;
  });

  filter<Partial<RedirectRule>>(`${REDIRECTS}.items.update`, async (payload, meta, { database }) => {
    const all = await allRules(database);
    for (const key of eventKeys(meta)) {
      const current = all.find((rule) => String(rule.id) === String(key));
      if (current) refuse(redirectProblem({ ...current, ...payload }, all));
    }
    const from = sitePath(payload.from_path);
    return from ? { ...payload, from_path: from } : payload;
  });

  // A short link is a redirect from /{token}: checked against the redirects and other short links.
  filter<Partial<ShortLinkRow>>(`${SHORT_LINKS}.items.create`, async (input, _meta, { database }) => {
    const link: ShortLinkRow = { status: 'active', ...input, id: 'new' };
    if (link.token && link.target) refuse(redirectProblem(shortLinkRule(link), await allRules(database)));
    return input;
  });
  filter<Partial<ShortLinkRow>>(`${SHORT_LINKS}.items.update`, async (payload, meta, { database }) => {
    if (!('token' in payload || 'target' in payload || 'status' in payload)) return payload;
    const all = await allRules(database);
    const rows = await database<ShortLinkRow>(SHORT_LINKS)
      .select('id', 'status', 'token', 'target')
      .whereIn('id', eventKeys(meta));
    for (const row of rows) {
      const link = { ...row, ...payload, id: row.id };
      if (link.token && link.target) refuse(redirectProblem(shortLinkRule(link), all));
    }
    return payload;
  });

  // A page's path: written without the slashes around it, refused where the code's routes live.
  const checkPagePath = (payload: Row) => {
    if (!('slug' in payload)) return payload;
    refuse(pagePathProblem(payload['slug']));
    return { ...payload, slug: pageSlug(String(payload['slug'])) };
  };
  filter<Row>('pages.items.create', checkPagePath);
  filter<Row>('pages.items.update', checkPagePath);

  // The addresses of the published items about to change, in every language, taken before the
  // update (by item).
  const moving = new Map<string, Map<string, string>>();
  for (const [collection, { fields }] of Object.entries(MOVABLE)) {
    const columns = ['id', 'status', 'translations', ...fields];
    filter<Row>(`${collection}.items.update`, async (payload, meta, { database }) => {
      const keys = eventKeys(meta);
      if (![...fields, 'translations'].some((field) => field in payload) || keys.length === 0) return payload;
      const codes = await localeCodes(database);
      const rows = await database<Row>(collection).select(columns).whereIn('id', keys);
      for (const row of rows) moving.set(`${collection}:${String(row['id'])}`, addressesOf(collection, row, codes));
      return payload;
    });

    action(`${collection}.items.update`, async ({ keys }: { keys?: (string | number)[] }, { database }) => {
      for (const key of keys ?? []) {
        const before = moving.get(`${collection}:${String(key)}`);
        moving.delete(`${collection}:${String(key)}`);
        if (!before || before.size === 0) continue;
        try {
          const row = await database<Row>(collection).select(columns).where('id', key).first();
          const after = row ? addressesOf(collection, row, await localeCodes(database)) : new Map<string, string>();
          for (const [code, from] of before) {
            const to = after.get(code);
            if (to && to !== from) await recordMove(from, to, database);
          }
        } catch (error) {
          logger.error(error, `Could not redirect the old addresses of ${collection} ${String(key)}`);
        }
      }
    });
  }

  /** Writes the redirects of one move through Directus (checked, announced to the web server). */
  async function recordMove(from: string, to: string, database: Knex) {
    const schema: SchemaOverview = await getSchema({ database });
    const redirects = new services.ItemsService(REDIRECTS, { knex: database, schema, accountability: null });
    const plan = redirectsForMove(from, to, await allRedirects(database));
    const note = `Made when ${from} moved to ${to}`;
    for (const rule of plan.disable) await redirects.updateOne(rule.id!, { status: 'disabled', note });
    for (const rule of plan.retarget) await redirects.updateOne(rule.id!, { to });
    if (plan.reuse) await redirects.updateOne(plan.reuse.id!, { to, status: 'active', status_code: 301, note });
    if (plan.create) await redirects.createOne({ ...plan.create, note });
  }
}
