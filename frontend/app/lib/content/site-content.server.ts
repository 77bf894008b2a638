// The site's content gateway (docs/decisions/035-content-gateway.md): the one Directus client,
// the content copy with every family of the registry, and the image proxy. The web server
// creates one at start-up (frontend/server.mjs, through the server build's entry) and hands it to
// every render in React Router's context (context.server.ts); nothing of it is a module singleton.
import { familyCollections } from '@agency/contract/collections';
import { DEFAULT_LOCALE } from '@agency/contract/locales';
import { createDirectusClient, type Directus } from '../directus.server';
import type { ServerEnv } from '../env.server';
import { createMediaProxy, type MediaProxy } from '../media-proxy.server';
import { KEPT_ANSWERS, SiteSearch } from '../search/index.server';
import { findRedirect, type FoundRedirect } from './redirects.server';
import { openFamilies, type Families } from './registry.server';
import { ContentStore } from './store.server';

export interface SiteContentOptions {
  /** The validated environment (parseServerEnv, lib/env.server.ts). */
  env: ServerEnv;
  /** A family's read failed (a copy at hand is kept): for the log. */
  onError?: (family: string, error: unknown) => void;
  /** How calls to Directus leave: the global fetch, a stub in tests. */
  fetch?: typeof fetch;
}

export interface SiteContent {
  readonly env: ServerEnv;
  readonly directus: Directus;
  /**
   * The content copy (README "The read path"): the web server reads its state for /readyz,
   * announces changes to it and asks it whether a rendered page is current.
   */
  readonly store: ContentStore;
  readonly families: Families;
  /** The image proxy (routes/media.ts) and the images it keeps. */
  readonly media: MediaProxy;
  /** The site search's index, per language, kept with the copy it was built from (lib/search/). */
  readonly search: SiteSearch;
  /** The redirect editors keep for `url`, answered before any routing (server/pages.mjs). */
  findRedirect(url: string): Promise<FoundRedirect | null>;
}

export function createSiteContent({ env, onError, fetch }: SiteContentOptions): SiteContent {
  const directus = createDirectusClient({ url: env.DIRECTUS_URL, token: env.WEBSITE_API_TOKEN, fetch });
  const store = new ContentStore({ ttlMs: env.CONTENT_CACHE_TTL_SECONDS * 1000, onError: onError ?? (() => {}) });
  const families = openFamilies((family) =>
    store.define(family.name, {
      collections: familyCollections(family.name),
      load: () => family.load(directus),
      ...(family.changesAt ? { changesAt: family.changesAt } : {}),
    }),
  );
  const media = createMediaProxy(directus);
  store.onCollectionsChanged((collections) => media.collectionsChanged(collections));
  // Outside any render: no read log, no preview, the default language (redirects have none).
  const reader = {
    families,
    language: { locale: DEFAULT_LOCALE, locales: [] },
    read: <T>(family: { read: () => Promise<T> }) => family.read(),
    previewed: async () => null,
  };
  // Without a page cache (PAGE_CACHE_MB=0, or no content copy: benchmarks of rendering) no answer is kept either.
  const keepsPages = env.PAGE_CACHE_MB > 0 && env.CONTENT_CACHE_TTL_SECONDS > 0;
  const search = new SiteSearch(store, families, { keptAnswers: keepsPages ? KEPT_ANSWERS : 0 });
  return { env, directus, store, families, media, search, findRedirect: (url) => findRedirect(reader, url) };
}
