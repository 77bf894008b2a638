// The blocks of a page in a language (docs/decisions/036-languages.md): each block's texts, its
// images' texts (the alt text), its call to action's service and its cards' items, from the one
// copy that holds every language.
import { isRecord } from '@agency/contract/guards';
import { isTranslatedCollection, localize } from '@agency/contract/locales';
import { imageIn } from './content/images.server';
import { isImageRef } from './image-ref';
import type { CardSource, RawBlock } from './page-blocks.server';

/** A card's item in `locale`: its texts and its image's (a service's image, a case study's cover). */
function localizeCardItem(collection: string, item: Record<string, unknown>, locale: string) {
  const shown = { ...(isTranslatedCollection(collection) ? localize(collection, item, locale) : item) };
  for (const field of ['image', 'cover_image']) {
    const image = item[field];
    if (field in item) shown[field] = imageIn(isImageRef(image) ? image : null, locale);
  }
  return shown;
}

/**
 * A block in `locale`: its texts, its images' texts (the alt text), its call to action's service
 * and its cards' items (docs/decisions/036-languages.md).
 */
export function localizeBlock(block: RawBlock, locale: string): RawBlock {
  const cardItem = (card: CardSource): CardSource =>
    isRecord(card.item) && card.collection
      ? { ...card, item: localizeCardItem(card.collection, card.item, locale) }
      : card;
  return {
    ...localize('page_blocks', block, locale),
    image: imageIn(block.image, locale),
    gallery:
      block.gallery &&
      block.gallery.map((entry) => ({ ...entry, directus_files_id: imageIn(entry.directus_files_id, locale) })),
    cta_service: block.cta_service && localize('services', block.cta_service, locale),
    cards: block.cards && block.cards.map(cardItem),
  };
}
