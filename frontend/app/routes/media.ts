// GET /media/:id?w=&q=: a Directus image, resized, served with long cache headers. Only the width
// ladder and the qualities the site uses (80) are accepted; only raster images leave
// (lib/media-proxy.server.ts). A transform not yet in memory counts against the client's budget
// (frontend/server.mjs).
import type { Route } from './+types/media';
import { clientAddress } from '~/lib/client-address.server';
import { contentContext } from '~/lib/content/context.server';
import { imageRequestOf, type MediaResult } from '~/lib/media-proxy.server';

const text = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } });

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const image = imageRequestOf(params.id, new URL(request.url).searchParams, request.headers.get('accept') ?? '');
  if (!image) return text('Bad image request', 400);
  let result: MediaResult;
  try {
    result = await context.get(contentContext).site.media.fetchImage(image, request.signal, clientAddress(request));
  } catch {
    return text('Image service unavailable', 503, { 'Retry-After': '10' });
  }
  switch (result.kind) {
    case 'image':
      return new Response(result.body, {
        headers: {
          'Content-Type': result.contentType,
          'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
          Vary: 'Accept',
        },
      });
    case 'unsupported':
      return text('This file is not an image the site can show', 415);
    case 'not-found':
      return text('Image not found', 404);
    case 'failed':
      return text('Image not found', 502);
  }
}
