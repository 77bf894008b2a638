// The site's image proxy (routes/media.ts): Directus assets, served on the site's origin only as
// raster images the site asked for. Anything else is refused: an uploaded page, script or SVG
// served here would run with the site's origin, where visitors' unsent drafts live.
//   - JPEG, PNG, WebP, AVIF and TIFF originals: Directus resizes and converts them; what comes
//     back must be of the requested output type, or it was not transformed.
//   - SVG originals: Directus never transforms them, so the site rasterises them here (sharp):
//     their scripts and links are gone in the pixels.
//   - Every other type: refused (415).
import sharp from 'sharp';
import { readCapped } from './capped-body.server';
import { serverEnv } from './env.server';

export const OUTPUT_TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const;
export type OutputFormat = keyof typeof OUTPUT_TYPES;

export interface ImageRequest {
  id: string;
  width: number;
  quality: number;
  format: OutputFormat;
}

export type MediaResult =
  | { kind: 'image'; contentType: string; body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer> }
  | { kind: 'not-found' }
  | { kind: 'unsupported' }
  | { kind: 'failed' };

/** Larger SVG sources are not rasterised (the demo images are a few kilobytes). */
const SVG_MAX_BYTES = 2 * 1024 * 1024;
/** Bounds sharp's work per SVG: 40 megapixels decoded at most. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Fetches a Directus asset with the server's token (the browser never sees it). The visitor's
 * address goes along, so Directus' per-address rate limit counts images per visitor rather than
 * all of them against the web server.
 */
function fetchAsset(id: string, query: URLSearchParams, signal: AbortSignal, visitor: string | null) {
  const headers: Record<string, string> = { Authorization: `Bearer ${serverEnv.WEBSITE_API_TOKEN}` };
  if (visitor) headers['X-Forwarded-For'] = visitor;
  return fetch(`${serverEnv.DIRECTUS_URL}/assets/${encodeURIComponent(id)}?${query}`, { headers, signal });
}

const mediaType = (response: Response) =>
  (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();

/** Renders an SVG at the requested width (vector: drawn at that size, not upscaled pixels). */
async function rasterise(svg: Uint8Array, { width, quality, format }: ImageRequest): Promise<Uint8Array<ArrayBuffer>> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS };
  const intrinsicWidth = (await sharp(svg, options).metadata()).width ?? width;
  const density = Math.min(Math.max((72 * width) / intrinsicWidth, 1), 2400);
  const image = sharp(svg, { ...options, density }).resize({ width });
  const output =
    format === 'webp' ? image.webp({ quality }) : image.flatten({ background: '#ffffff' }).jpeg({ quality });
  return new Uint8Array(await output.toBuffer());
}

export async function fetchImage(
  request: ImageRequest,
  signal: AbortSignal,
  visitor: string | null,
): Promise<MediaResult> {
  const query = new URLSearchParams({
    width: String(request.width),
    quality: String(request.quality),
    format: request.format,
    withoutEnlargement: 'true',
  });
  const upstream = await fetchAsset(request.id, query, signal, visitor);
  if (!upstream.ok) {
    await upstream.body?.cancel();
    return { kind: upstream.status === 403 || upstream.status === 404 ? 'not-found' : 'failed' };
  }
  const type = mediaType(upstream);
  const wanted = OUTPUT_TYPES[request.format];
  if (type === wanted && upstream.body) return { kind: 'image', contentType: wanted, body: upstream.body };
  if (type === 'image/svg+xml') {
    const svg = await readCapped(upstream.body, SVG_MAX_BYTES);
    if (!svg.ok) {
      await upstream.body?.cancel();
      return { kind: 'unsupported' };
    }
    try {
      return { kind: 'image', contentType: wanted, body: await rasterise(svg.bytes, request) };
    } catch (error) {
      console.error(`SVG ${request.id} could not be rasterised:`, error instanceof Error ? error.message : error);
      return { kind: 'failed' };
    }
  }
  await upstream.body?.cancel();
  return { kind: 'unsupported' };
}
