// The site's image proxy (routes/media.ts): Directus assets, served on the site's origin only as
// raster images the site asked for. Anything else is refused: an uploaded page, script or SVG
// served here would run with the site's origin, where visitors' unsent drafts live.
//   - JPEG, PNG, WebP, AVIF and TIFF originals: Directus resizes and converts them; what comes
//     back must be of the requested output type, or it was not transformed.
//   - SVG originals: Directus never transforms them, so the site rasterises them here (sharp):
//     their scripts and links are gone in the pixels.
//   - Every other type: refused (415).
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { readCapped } from './capped-body.server';
import type { Directus } from './directus.server';
import { errorMessage, log } from './log.server';
import { DEFAULT_IMAGE_QUALITY, IMAGE_QUALITIES, IMAGE_WIDTHS } from './media';

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

/** Larger transformed images are not kept in memory (they are rare: widths stop at 2000 px). */
const CACHED_IMAGE_MAX_BYTES = 4 * 1024 * 1024;

const imageKey = ({ id, width, quality, format }: ImageRequest) => `${id}:${width}:${quality}:${format}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The image a /media address asks for (`?w=` one of the width ladder, `?q=` a quality the site
 * uses), or null when it is not one the site makes. Browsers that take WebP get WebP, the others
 * JPEG.
 */
export function imageRequestOf(id: string, query: URLSearchParams, accept: string): ImageRequest | null {
  const width = Number(query.get('w') ?? IMAGE_WIDTHS[3]);
  const quality = Number(query.get('q') ?? DEFAULT_IMAGE_QUALITY);
  if (
    !UUID.test(id) ||
    !IMAGE_WIDTHS.some((ladderWidth) => ladderWidth === width) ||
    !IMAGE_QUALITIES.includes(quality)
  ) {
    return null;
  }
  return { id, width, quality, format: accept.includes('image/webp') ? 'webp' : 'jpg' };
}

export interface MediaProxy {
  /**
   * Whether the web server answers this /media address from memory (frontend/server.mjs counts
   * only the others against the client's budget: each costs a transform).
   */
  isKept(url: string, accept: string): boolean;
  /** A transformed image, from memory when the site already made it. */
  fetchImage(request: ImageRequest, signal: AbortSignal, visitor: string | null): Promise<MediaResult>;
  /** Collections changed in Directus: a change to any file drops every image kept. */
  collectionsChanged(collections: readonly string[]): void;
}

/** The image proxy of one web server, with the images it keeps (createSiteContent makes it). */
export function createMediaProxy(directus: Directus): MediaProxy {
  // Images the site has transformed, kept in memory (64 MB): a page's images cost Directus one
  // transform each, not one per view, and SVGs are rasterised once. A change to any file drops
  // them all (Directus' change hook announces directus_files; README "The read path").
  const images = new LRUCache<string, { contentType: string; bytes: Uint8Array<ArrayBuffer> }>({
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (image) => image.bytes.length + 256,
  });
  return {
    isKept(url, accept) {
      const { pathname, searchParams } = new URL(url, 'http://site.invalid');
      const request = imageRequestOf(pathname.split('/')[2] ?? '', searchParams, accept);
      return request !== null && images.has(imageKey(request));
    },
    async fetchImage(request, signal, visitor) {
      const key = imageKey(request);
      const kept = images.get(key);
      if (kept) return { kind: 'image', contentType: kept.contentType, body: kept.bytes };
      const result = await transformImage(directus, request, signal, visitor);
      if (result.kind !== 'image') return result;
      const bytes =
        result.body instanceof Uint8Array ? result.body : new Uint8Array(await new Response(result.body).arrayBuffer());
      if (bytes.length <= CACHED_IMAGE_MAX_BYTES) images.set(key, { contentType: result.contentType, bytes });
      return { kind: 'image', contentType: result.contentType, body: bytes };
    },
    collectionsChanged(collections) {
      if (collections.includes('directus_files')) images.clear();
    },
  };
}

/**
 * Asks Directus for the transform, with the server's token (the browser never sees it). The
 * visitor's address goes along, so Directus' per-address rate limit counts images per visitor
 * rather than all of them against the web server.
 */
async function transformImage(
  directus: Directus,
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
  const upstream = await directus.fetch(`/assets/${encodeURIComponent(request.id)}`, {
    query,
    token: true,
    visitor,
    signal,
  });
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
      log.error({ file: request.id, err: errorMessage(error) }, 'SVG could not be rasterised');
      return { kind: 'failed' };
    }
  }
  await upstream.body?.cancel();
  return { kind: 'unsupported' };
}
