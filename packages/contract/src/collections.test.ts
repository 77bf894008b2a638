import { describe, expect, it } from 'vitest';
import { SITE_COLLECTIONS, familyCollections, type Family } from './collections';

describe('the families of the content copy', () => {
  it('are built from the collections the site reads them from', () => {
    const expected: Record<Family, string[]> = {
      site_settings: ['site_settings', 'directus_files'],
      services: ['services', 'directus_files'],
      industries: ['industries', 'directus_files'],
      portfolio: ['services', 'industries', 'portfolio_items', 'portfolio_items_files', 'directus_files'],
      promos: ['services', 'promos', 'directus_files'],
      pages: ['pages', 'directus_files'],
      page_blocks: [
        'services',
        'portfolio_items',
        'pages',
        'page_blocks',
        'page_blocks_cards',
        'page_blocks_files',
        'directus_files',
      ],
      // An article and its blocks, their cards and gallery, and the services and case studies shown as cards.
      articles: [
        'services',
        'portfolio_items',
        'articles',
        'page_blocks',
        'page_blocks_cards',
        'page_blocks_files',
        'directus_files',
      ],
      short_links: ['short_links'],
      redirects: ['redirects'],
      form: ['site_settings', 'project_types', 'specific_project_types', 'form_options'],
    };
    for (const [family, collections] of Object.entries(expected))
      expect(familyCollections(family as Family), family).toEqual(collections);
  });

  it('each have a collection the site reads directly (not only through a relation)', () => {
    const families = new Set(Object.values(SITE_COLLECTIONS).flatMap((entry) => entry.families));
    for (const family of families) {
      const direct = familyCollections(family).filter((name) => SITE_COLLECTIONS[name].readAs !== 'relation');
      expect(direct.length, family).toBeGreaterThan(0);
    }
  });
});
