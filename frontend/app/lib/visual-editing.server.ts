// Marks for the admin's Visual Editor (README "For editors"): which item and fields an element of
// the page shows, as @directus/visual-editing's data-directus attribute. Written on the server, so
// the library reaches the browser only inside the Visual Editor (features/visual-editing).
import { setAttr } from '@directus/visual-editing';

/** The data-directus value of an element that shows `fields` of one item; edited in a drawer. */
export const editable = (collection: string, item: number | string, fields: readonly string[]) =>
  setAttr({ collection, item, fields: [...fields], mode: 'drawer' });

type Marked = 'pages' | 'services' | 'industries' | 'portfolio_items' | 'promos';

/** What a page's header shows of an item of each collection. */
const HEADER_FIELDS: Record<Marked, string[]> = {
  pages: ['title', 'headline', 'summary', 'image'],
  services: ['name', 'headline', 'summary', 'image'],
  industries: ['name', 'headline', 'summary', 'image'],
  portfolio_items: ['title', 'client', 'year', 'summary', 'cover_image'],
  promos: ['title', 'headline', 'summary', 'image'],
};

/** The marks of an item's page: its header and its body text. */
export const itemMarks = (collection: Marked, item: number | string) => ({
  hero: editable(collection, item, HEADER_FIELDS[collection]),
  body: editable(collection, item, ['body']),
});
