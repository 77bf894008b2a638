import type { ImageRef } from '~/lib/image-ref';
import { DEFAULT_IMAGE_QUALITY, mediaSrcSet, mediaUrl } from '~/lib/media';

interface ResponsiveImageProps {
  image: ImageRef;
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  alt?: string;
  /** Above the fold: load at once with high priority; otherwise lazily. */
  priority?: boolean;
  className?: string;
}

/** An image with explicit dimensions (no layout shift), a width-appropriate srcset and lazy loading. */
export function ResponsiveImage({ image, sizes, alt, priority = false, className }: ResponsiveImageProps) {
  const width = image.width ?? 1600;
  const height = image.height ?? 1000;
  return (
    <img
      className={className}
      src={mediaUrl(image.id, 800, DEFAULT_IMAGE_QUALITY)}
      srcSet={mediaSrcSet(image.id, image.width)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt ?? image.description ?? image.title ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
    />
  );
}
