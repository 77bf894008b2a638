// One request's way to the content (docs/decisions/035-content-gateway.md): the web server's
// gateway (site-content.server.ts), the render's read log that the web server hands in (which
// families the page was built from, for its page cache: server/pages.mjs), and the preview the
// request carries (lib/preview.server.ts). Loaders take it from React Router's context
// (context.server.ts).
import type { PreviewCollection, PreviewGrant } from '@agency/cms-schema/preview';
import { isRecord } from '@agency/contract/guards';
import { DEFAULT_LOCALE } from '@agency/contract/locales';
import type { PageLocales } from '../locale';
import { data } from 'react-router';
import { DirectusError, type Directus } from '../directus.server';
import type { ContentReader, FamilyHandle } from './family.server';
import type { Families } from './registry.server';
import type { SiteContent } from './site-content.server';
import { fallbackSiteSettings, type FallbackSiteSettings } from './site-settings.server';
import type { RenderReads } from './store-types.server';

interface PreviewState {
  grant: PreviewGrant;
  /** The previewed item, read once per request. */
  item?: Promise<Record<string, unknown> | null>;
}

/** The language a request renders in (lib/locale-route.server.ts), and the site's languages: what its page tells. */
export type RequestLanguage = PageLocales;

const DEFAULT_LANGUAGE: RequestLanguage = {
  locale: DEFAULT_LOCALE,
  locales: [{ code: DEFAULT_LOCALE, name: 'English' }],
};

export class RequestContent implements ContentReader<Families> {
  readonly site: SiteContent;
  readonly families: Families;
  readonly language: RequestLanguage;
  readonly #reads: RenderReads | undefined;
  readonly #preview: PreviewState | undefined;

  constructor(site: SiteContent, reads?: RenderReads, preview?: PreviewState, language = DEFAULT_LANGUAGE) {
    this.site = site;
    this.families = site.families;
    this.#reads = reads;
    this.#preview = preview;
    this.language = language;
  }

  /** The locale this request renders in: what content gives is in it (field by field, else the default's). */
  get locale(): string {
    return this.language.locale;
  }

  /** The same request, rendering in `language`. */
  inLanguage(language: RequestLanguage): RequestContent {
    return new RequestContent(this.site, this.#reads, this.#preview, language);
  }

  /** Whether this request renders a preview of a draft or version. */
  get isPreview(): boolean {
    return this.#preview !== undefined;
  }

  /** The same request, rendering the item a preview grant names (lib/preview.server.ts). */
  previewing(grant: PreviewGrant): RequestContent {
    return new RequestContent(this.site, this.#reads, { grant }, this.language);
  }

  /** A CMS that is down with no copy at hand must not show a stack trace: the page answers 503. */
  async read<T>(family: FamilyHandle<T>): Promise<T> {
    try {
      return await family.read(this.#reads);
    } catch {
      throw data({ reason: 'cms-unavailable', ...this.fallbackSiteSettings() }, { status: 503 });
    }
  }

  /** For the error page when the CMS is down: the settings of the copy, else the environment's fallback. */
  fallbackSiteSettings(): FallbackSiteSettings {
    return fallbackSiteSettings(this.families.siteSettings.peek(), this.site.env);
  }

  /**
   * The previewed item when this request previews an item of `collection`, read with `fields`
   * (and its version); null otherwise, or when Directus does not give it.
   */
  previewed<T>(collection: PreviewCollection, fields: readonly string[]): Promise<T | null> {
    const state = this.#preview;
    if (!state || state.grant.collection !== collection) return Promise.resolve(null);
    state.item ??= readDraft(this.site.directus, state.grant, fields);
    return state.item as Promise<T | null>;
  }
}

/** The item a grant names, draft or version included, as it is now in Directus. */
async function readDraft(directus: Directus, { collection, id, version }: PreviewGrant, fields: readonly string[]) {
  const query = new URLSearchParams({ fields: fields.join(',') });
  if (version) query.set('version', version);
  try {
    return await directus.json(
      `/items/${collection}/${encodeURIComponent(id)}`,
      { query, token: true, timeoutMs: 10_000 },
      (body) => (isRecord(body) && isRecord(body.data) ? body.data : null),
    );
  } catch (error) {
    if (error instanceof DirectusError && error.status !== null) return null;
    throw error;
  }
}
