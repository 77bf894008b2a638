// GET /media/:id?w=&q=: a Directus asset fetched with the server's token, resized by Directus,
// served with long cache headers. Only the width ladder and quality 1–100 are accepted.
import type { Route } from './+types/media';
import { clientAddress } from '~/lib/client-address.server';
import { fetchAsset } from '~/lib/cms.server';
import { DEFAULT_IMAGE_QUALITY, IMAGE_WIDTHS } from '~/lib/media';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const width = Number(url.searchParams.get('w') ?? IMAGE_WIDTHS[3]);
  const quality = Number(url.searchParams.get('q') ?? DEFAULT_IMAGE_QUALITY);
  if (
    !UUID.test(params.id) ||
    !IMAGE_WIDTHS.includes(width as (typeof IMAGE_WIDTHS)[number]) ||
    !(quality >= 1 && quality <= 100)
  ) {
    return new Response('Bad image request', { status: 400, headers: { 'Content-Type': 'text/plain' } });
  }
  // Browsers that take WebP get WebP; SVG sources are rasterised by Directus.
  const accept = request.headers.get('accept') ?? '';
  const format = accept.includes('image/webp') ? 'webp' : 'jpg';
  const query = new URLSearchParams({
    width: String(width),
    quality: String(Math.round(quality)),
    format,
    withoutEnlargement: 'true',
  });
  let upstream: Response;
  try {
    upstream = await fetchAsset(params.id, query, request.signal, clientAddress(request));
  } catch {
    return new Response('Image service unavailable', {
      status: 503,
      headers: { 'Content-Type': 'text/plain', 'Retry-After': '10' },
    });
  }
  if (!upstream.ok) {
    const status = upstream.status === 403 || upstream.status === 404 ? 404 : 502;
    return new Response('Image not found', { status, headers: { 'Content-Type': 'text/plain' } });
  }
  return new Response(upstream.body, {
    headers: {
      'Content-Type': upstream.headers.get('content-type') ?? `image/${format}`,
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
      Vary: 'Accept',
    },
  });
}
