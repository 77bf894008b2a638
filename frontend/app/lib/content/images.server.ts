// Images in the language of a page (docs/decisions/036-languages.md): the content copy reads each
// image with the translations of its title and description (the alt text), in the same read as
// the item that shows it; a page gets the image in its language as an ImageRef, nothing more.
import { localize } from '@agency/contract/locales';
import type { ImageRef } from '../image-ref';

/** The fields of an image the site reads (the SDK's nested syntax): the page's, and the translations of its texts. */
export const IMAGE_FIELDS = ['id', 'width', 'height', 'title', 'description', 'translations'] as const;

/** `image` in `locale`: its title and description translated field by field, else the default's. */
export function imageIn(image: ImageRef | null | undefined, locale: string): ImageRef | null {
  if (!image) return null;
  const { id, width, height } = image;
  // The copy's image carries its translations (IMAGE_FIELDS); the ImageRef type does not name them.
  const translations: unknown = 'translations' in image ? image.translations : null;
  const { title, description } = localize('directus_files', { ...image, translations }, locale);
  return { id, width, height, title, description };
}

/** An item with the images every content item has (its header image and its share image). */
export interface WithImages {
  image: ImageRef | null;
  seo_image: ImageRef | null;
}

/** `item`'s header and share images in `locale`. */
export const itemImagesIn = <T extends WithImages>(item: T, locale: string): T => ({
  ...item,
  // Only the images the item was read with: none is added.
  ...('image' in item ? { image: imageIn(item.image, locale) } : {}),
  ...('seo_image' in item ? { seo_image: imageIn(item.seo_image, locale) } : {}),
});
