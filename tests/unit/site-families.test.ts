import { describe, expect, it } from 'vitest';
import { SITE_COLLECTIONS, SITE_COLLECTION_NAMES } from '@agency/contract/collections';
import { parseServerEnv } from '../../frontend/app/lib/env.server';
import { openFamilies } from '../../frontend/app/lib/content/registry.server';
import { createSiteContent } from '../../frontend/app/lib/content/site-content.server';

// The site's families are those of packages/contract/src/collections.ts, one module each in
// frontend/app/lib/content/ and one entry each in its registry; the store built from the registry
// takes each family's collections from the contract (docs/decisions/035-content-gateway.md).
const contractFamilies = [...new Set(SITE_COLLECTION_NAMES.flatMap((name) => SITE_COLLECTIONS[name].families))];

describe("the site's families", () => {
  it('are the families of the contract, each opened once by the registry', () => {
    const opened: string[] = [];
    openFamilies((family) => {
      opened.push(family.name);
      return { name: family.name, read: () => Promise.reject(new Error('not read here')), peek: () => undefined };
    });
    expect(opened.length).toBe(new Set(opened).size);
    expect([...opened].sort()).toEqual([...contractFamilies].sort());
  });

  it('are re-read for a change of exactly the collections the contract builds them from', () => {
    const site = createSiteContent({ env: parseServerEnv({ WEBSITE_API_TOKEN: 'a-website-token-of-the-test' }) });
    expect(Object.keys(site.store.status()).sort()).toEqual([...contractFamilies].sort());
    // No family holds a copy yet: announcing a change names the families and reads nothing.
    for (const collection of SITE_COLLECTION_NAMES) {
      expect(site.store.collectionsChanged([collection]).sort(), collection).toEqual(
        [...SITE_COLLECTIONS[collection].families].sort(),
      );
    }
    expect(site.store.reads).toBe(0);
  });
});
