import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PREVIEW_COLLECTIONS } from '@agency/cms-schema/preview';
import {
  CMS_ONLY_COLLECTIONS,
  SITE_COLLECTIONS,
  SITE_COLLECTION_NAMES,
  collectionsReadAs,
  isSiteCollection,
} from '@agency/contract/collections';
import { WEBSITE_READABLE_COLLECTIONS } from '../../migrations/lib/collections.js';

// The collections the site reads (packages/contract/src/collections.ts) against the schema
// snapshot and the migrations that grant the Website API its reads.
const root = path.resolve(import.meta.dirname, '../..');
const snapshot = JSON.parse(readFileSync(path.join(root, 'snapshots/schema.json'), 'utf8')) as {
  collections: { collection: string; schema: unknown }[];
};
/** Collections with a table (folders of the admin's navigation have none). */
const snapshotCollections = snapshot.collections.filter((entry) => entry.schema).map((entry) => entry.collection);

describe('the site collections and the schema snapshot', () => {
  it('places every collection of the snapshot: read by the site, or by the CMS only', () => {
    const placed = [...SITE_COLLECTION_NAMES.filter((name) => !name.startsWith('directus_')), ...CMS_ONLY_COLLECTIONS];
    expect([...snapshotCollections].sort()).toEqual([...placed].sort());
  });

  it('places each collection once', () => {
    const both = CMS_ONLY_COLLECTIONS.filter((name) => isSiteCollection(name));
    expect(both).toEqual([]);
  });

  it('knows every collection that has a page of its own as one the site reads as a list', () => {
    const lists = collectionsReadAs('list');
    for (const collection of PREVIEW_COLLECTIONS) expect(lists).toContain(collection);
  });
});

describe('the migrations', () => {
  // Migrations are frozen records (docs/decisions/032-site-cms-contract.md): they keep their own
  // lists. A collection the site reads with the Website API token must be granted to it by one.
  const sources = readdirSync(path.join(root, 'migrations'))
    .filter((name) => /^\d{3}-.*\.js$/.test(name))
    .map((name) => readFileSync(path.join(root, 'migrations', name), 'utf8'));
  const websiteGrants = sources.filter((source) => /grant\(knex, WEBSITE_POLICY_ID/.test(source)).join('\n');

  it('grant the Website API read access to every collection it reads', () => {
    const read = SITE_COLLECTION_NAMES.filter((name) => SITE_COLLECTIONS[name].readAs !== 'options');
    const granted = read.filter(
      (name) => WEBSITE_READABLE_COLLECTIONS.includes(name) || websiteGrants.includes(`'${name}'`),
    );
    expect(granted).toEqual(read);
  });
});
