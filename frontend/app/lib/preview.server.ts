// Previews of drafts and versions (README "For editors", docs/decisions/023-preview.md). A page
// request that carries `?preview=` with a grant Directus signed (valid, not expired) is rendered
// with that one item read fresh from Directus, draft or version included; the response is never
// cached (no-store, so neither this server, a proxy nor the browser keeps it) and is marked
// noindex. Every other item on the page is the published copy.
import { AsyncLocalStorage } from 'node:async_hooks';
import { type PreviewCollection, type PreviewGrant, readPreview } from '@agency/cms-schema/preview';
import { data, type MiddlewareFunction } from 'react-router';
import { serverEnv } from './env.server';
import { isRecord } from '@agency/contract/guards';

interface PreviewState {
  grant: PreviewGrant;
  /** The previewed item, read once per request. */
  item?: Promise<Record<string, unknown> | null>;
}

const previews = new AsyncLocalStorage<PreviewState>();

export const PREVIEW_PARAMETER = 'preview';

/** Whether the request being rendered is a preview. */
export const isPreview = () => previews.getStore() !== undefined;

/** Checks the grant of a preview link and renders the request with it (root middleware). */
export const previewMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  const token = new URL(request.url).searchParams.get(PREVIEW_PARAMETER);
  if (token === null) return next();
  const verdict = readPreview(token, serverEnv.WEBSITE_API_TOKEN);
  if ('problem' in verdict)
    throw data(
      {
        message:
          verdict.problem === 'expired'
            ? 'This preview link has expired. Open the preview again from the admin.'
            : 'This preview link is not valid. Open the preview again from the admin.',
      },
      { status: 403, headers: { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } },
    );
  const response = await previews.run({ grant: verdict.grant }, () => next());
  response.headers.set('Cache-Control', 'no-store');
  response.headers.set('X-Robots-Tag', 'noindex');
  return response;
};

/**
 * The previewed item when this request previews an item of `collection`, read with `fields`
 * (and its version); null otherwise, or when Directus does not give it.
 */
export function previewedItem<T>(collection: PreviewCollection, fields: readonly string[]): Promise<T | null> {
  const state = previews.getStore();
  if (!state || state.grant.collection !== collection) return Promise.resolve(null);
  state.item ??= readItem(state.grant, fields);
  return state.item as Promise<T | null>;
}

async function readItem({ collection, id, version }: PreviewGrant, fields: readonly string[]) {
  const query = new URLSearchParams({ fields: fields.join(',') });
  if (version) query.set('version', version);
  const response = await fetch(`${serverEnv.DIRECTUS_URL}/items/${collection}/${encodeURIComponent(id)}?${query}`, {
    headers: { Authorization: `Bearer ${serverEnv.WEBSITE_API_TOKEN}` },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) return null;
  const body: unknown = await response.json();
  return isRecord(body) && isRecord(body.data) ? body.data : null;
}
