// GET /media/:id?w=&q=: a Directus image, resized, served with long cache headers. Only the width
// ladder and quality 1–100 are accepted; only raster images leave (lib/media-proxy.server.ts).
import type { Route } from './+types/media';
import { clientAddress } from '~/lib/client-address.server';
import { fetchImage, type MediaResult } from '~/lib/media-proxy.server';
import { DEFAULT_IMAGE_QUALITY, IMAGE_WIDTHS } from '~/lib/media';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const text = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } });

export async function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const width = Number(url.searchParams.get('w') ?? IMAGE_WIDTHS[3]);
  const quality = Number(url.searchParams.get('q') ?? DEFAULT_IMAGE_QUALITY);
  if (
    !UUID.test(params.id) ||
    !IMAGE_WIDTHS.includes(width as (typeof IMAGE_WIDTHS)[number]) ||
    !(quality >= 1 && quality <= 100)
  ) {
    return text('Bad image request', 400);
  }
  // Browsers that take WebP get WebP, the others JPEG.
  const accept = request.headers.get('accept') ?? '';
  const format = accept.includes('image/webp') ? 'webp' : 'jpg';
  let result: MediaResult;
  try {
    result = await fetchImage(
      { id: params.id, width, quality: Math.round(quality), format },
      request.signal,
      clientAddress(request),
    );
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
