import { describe, expect, it } from 'vitest';
import { blockViews, type RawBlock } from './page-blocks.server';
import { fieldsIn, itemMarks } from './visual-editing.server';

// The Visual Editor's marks (README "For editors"): on a page in another language, a mark of
// translated texts opens the item's translations, the language's texts.
const fieldsOf = (mark: string) => /(?:^|;)fields:([^;]*)/.exec(mark)?.[1]?.split(',') ?? null;

describe('a mark of the Visual Editor', () => {
  it("opens the fields it shows on an English page, the item's translations in their place on another", () => {
    expect(fieldsIn('services', ['name', 'headline', 'summary', 'image'], 'en')).toEqual([
      'name',
      'headline',
      'summary',
      'image',
    ]);
    expect(fieldsIn('services', ['name', 'headline', 'summary', 'image'], 'es')).toEqual(['translations', 'image']);
    expect(fieldsIn('portfolio_items', ['title', 'client', 'year', 'summary', 'cover_image'], 'es')).toEqual([
      'translations',
      'client',
      'year',
      'cover_image',
    ]);
    // Nothing translated: the mark stays as it is.
    expect(fieldsIn('page_blocks', ['gallery'], 'es')).toEqual(['gallery']);
  });

  it("of an item's page and of a block is written for the page's language", () => {
    expect(fieldsOf(itemMarks('industries', 3).hero)).toEqual(['name', 'headline', 'summary', 'image']);
    expect(fieldsOf(itemMarks('industries', 3, 'es').hero)).toEqual(['translations', 'image']);
    expect(fieldsOf(itemMarks('industries', 3, 'es').body)).toEqual(['translations']);
    const block: RawBlock = {
      id: 7,
      sort: 1,
      type: 'hero',
      heading: 'A heading',
      body: null,
      image: null,
      faq: null,
      quote_author: null,
      cta_label: null,
      cta_service: null,
      cards: null,
      gallery: null,
    };
    expect(fieldsOf(blockViews([block])[0]!.edit)).toEqual(['heading', 'body', 'image']);
    expect(fieldsOf(blockViews([block], 'es')[0]!.edit)).toEqual(['translations', 'image']);
  });
});
