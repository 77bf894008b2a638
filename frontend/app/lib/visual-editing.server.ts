// Marks for the admin's Visual Editor (README "For editors"): which item and fields an element of
// the page shows, as @directus/visual-editing's data-directus attribute. Written on the server, so
// the library reaches the browser only inside the Visual Editor (features/visual-editing).
// On a page in another language than the default, a mark opens the item's translations (the
// texts of that language) in place of the English fields it shows (docs/decisions/036-languages.md).
import { setAttr } from '@directus/visual-editing';
import { DEFAULT_LOCALE, TRANSLATED_FIELDS, type TranslatedCollection } from '@agency/contract/locales';

/** The data-directus value of an element that shows `fields` of one item; edited in a drawer. */
export const editable = (collection: string, item: number | string, fields: readonly string[]) =>
  setAttr({ collection, item, fields: [...fields], mode: 'drawer' });

/**
 * The fields a mark of `collection` opens on a page in `locale`: in the default locale, those it
 * shows; in another, its translated texts are the item's `translations` (first), the others stay.
 */
export function fieldsIn(collection: TranslatedCollection, fields: readonly string[], locale: string): string[] {
  if (locale === DEFAULT_LOCALE) return [...fields];
  const translated: readonly string[] = TRANSLATED_FIELDS[collection];
  const own = fields.filter((field) => !translated.includes(field));
  return own.length < fields.length ? ['translations', ...own] : own;
}

/** The mark of an element that shows `fields` of an item of a translated collection, on a page in `locale`. */
export const editableIn = (
  collection: TranslatedCollection,
  item: number | string,
  fields: readonly string[],
  locale: string = DEFAULT_LOCALE,
) => editable(collection, item, fieldsIn(collection, fields, locale));

type Marked = 'pages' | 'services' | 'industries' | 'portfolio_items' | 'promos' | 'articles';

/** What a page's header shows of an item of each collection. */
const HEADER_FIELDS: Record<Marked, string[]> = {
  pages: ['title', 'headline', 'summary', 'image'],
  services: ['name', 'headline', 'summary', 'image'],
  industries: ['name', 'headline', 'summary', 'image'],
  portfolio_items: ['title', 'client', 'year', 'summary', 'cover_image'],
  promos: ['title', 'headline', 'summary', 'image'],
  articles: ['title', 'excerpt', 'cover_image', 'date', 'categories', 'author_name', 'author_role', 'author_photo'],
};

/** The marks of an item's page in `locale`: its header and its body text. */
export const itemMarks = (collection: Marked, item: number | string, locale: string = DEFAULT_LOCALE) => ({
  hero: editableIn(collection, item, HEADER_FIELDS[collection], locale),
  body: editableIn(collection, item, ['body'], locale),
});
