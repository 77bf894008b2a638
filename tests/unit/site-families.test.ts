import { describe, expect, it } from 'vitest';
import { familyCollections } from '@agency/contract/collections';
import { BLOCK_COLLECTIONS } from '../../frontend/app/lib/page-blocks.server';

// The site's families are built from the collections of packages/contract/src/collections.ts;
// the blocks' list of collections lives beside the fields they are read with.
describe("the site's family of page blocks", () => {
  it('is built from the collections the contract gives it, with the images', () => {
    expect([...BLOCK_COLLECTIONS, 'directus_files'].sort()).toEqual(familyCollections('page_blocks').sort());
  });
});
