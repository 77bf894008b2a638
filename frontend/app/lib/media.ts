// Image URLs through the web server's asset proxy (routes/media.ts): the browser never talks to
// Directus. Widths are a fixed ladder so the proxy and caches see few distinct variants.

export const IMAGE_WIDTHS = [320, 480, 640, 800, 960, 1200, 1600, 2000] as const;
export const DEFAULT_IMAGE_QUALITY = 80; // image preset default quality (docs/product.md "Constants")
/** The qualities /media makes: the ones the site asks for, so that no client can ask for more variants. */
export const IMAGE_QUALITIES: readonly number[] = [DEFAULT_IMAGE_QUALITY];

export function mediaUrl(id: string, width: number, quality = DEFAULT_IMAGE_QUALITY) {
  return `/media/${id}?w=${width}&q=${quality}`;
}

/** srcset over the width ladder, up to the image's own width. */
export function mediaSrcSet(id: string, intrinsicWidth: number | null, quality = DEFAULT_IMAGE_QUALITY) {
  const widths = IMAGE_WIDTHS.filter((width) => !intrinsicWidth || width <= intrinsicWidth);
  return (widths.length > 0 ? widths : [IMAGE_WIDTHS[0]])
    .map((width) => `${mediaUrl(id, width, quality)} ${width}w`)
    .join(', ');
}
