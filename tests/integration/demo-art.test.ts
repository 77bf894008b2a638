// The demo art of migration 023 (docs/decisions/031-demo-art-and-case-studies.md): after setup no
// demo image prints a title, each case study's gallery leads with its wide line-up and its body
// with its figures; `down` and `up` again change only what is still as the migrations left it, so
// an editor's replaced image and rewritten body stay.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from './database-fingerprint.mjs';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}
interface FileRow {
  id: string;
  filename_disk: string;
  filename_download: string;
  filesize: number | string;
  width: number | string;
  height: number | string;
  description: string | null;
}

const MIGRATION = path.resolve(import.meta.dirname, '../../migrations/023-demo-art-without-titles.js');
const DEMO_IMAGE = /^(service|industry|portfolio|promo|page)-.+\.svg$/;

describe('demo art without titles (migration 023)', () => {
  const stack = inject('stack');
  const uploads = stack.cmsEnv.STORAGE_LOCAL_ROOT!;
  let db: Knex;
  let migration: Migration;
  const storageRoot = process.env.STORAGE_LOCAL_ROOT;

  beforeAll(async () => {
    db = connect(stack.cmsEnv);
    // The migration finds local storage as Directus does, from the environment.
    process.env.STORAGE_LOCAL_ROOT = uploads;
    migration = (await import(pathToFileURL(MIGRATION).href)) as Migration;
  });
  afterAll(async () => {
    process.env.STORAGE_LOCAL_ROOT = storageRoot;
    await db?.destroy();
  });

  const demoFiles = async () =>
    ((await db('directus_files').select('*')) as FileRow[]).filter((row) => DEMO_IMAGE.test(row.filename_download));
  const stored = (row: FileRow) => readFileSync(path.join(uploads, row.filename_disk), 'utf8');
  const fileNamed = async (name: string) =>
    (await db('directus_files')
      .where({ filename_download: `${name}.svg` })
      .first()) as FileRow;
  const bodyOf = async (slug: string) =>
    ((await db('portfolio_items').where({ slug }).first('body')) as { body: string }).body;

  it('leaves no title in any demo image, and every row tells its file’s size', async () => {
    const files = await demoFiles();
    // 8 services, 5 industries, 12 case studies × 4, the promotion and 4 page headers.
    expect(files.length).toBeGreaterThanOrEqual(8 + 5 + 12 * 4 + 1 + 4);
    for (const row of files) {
      const svg = stored(row);
      expect({ file: row.filename_download, text: svg.includes('<text') }).toEqual({
        file: row.filename_download,
        text: false,
      });
      expect(Number(row.filesize)).toBe(Buffer.byteLength(svg));
    }
  });

  it('leads each case study’s gallery with a wide line-up, and its result with figures', async () => {
    const item = (await db('portfolio_items').where({ slug: 'harbour-and-pine-rebrand' }).first('id')) as {
      id: number;
    };
    const gallery = (await db('portfolio_items_files as j')
      .join('directus_files as f', 'f.id', 'j.directus_files_id')
      .where('j.portfolio_items_id', item.id)
      .orderBy('j.sort')
      .select('f.width', 'f.height', 'f.description')) as FileRow[];
    expect(gallery.map((image) => Number(image.width) / Number(image.height))).toEqual([2.4, 1, 1]);
    expect(gallery.every((image) => image.description && !/type specimen|mock-up/.test(image.description))).toBe(true);
    const body = await bodyOf('harbour-and-pine-rebrand');
    expect(body).toMatch(/^## The result\n\n- \*\*22 %\*\* of returning guests/m);
    expect(body).toMatch(/\n## Credits\n\n- Creative direction: Maya Lindqvist/);
  });

  it('down and up again redraw only what is still theirs: an editor’s image and body stay', async () => {
    const edited = await fileNamed('portfolio-harbour-and-pine-rebrand-cover');
    const untouched = await fileNamed('portfolio-kiln-and-co-packaging-cover');
    const editedSvg = stored(edited);
    const untouchedSvg = stored(untouched);
    const editedBody = await bodyOf('saltmarsh-kitchen-booking-site');
    // What an editor's "Replace file" leaves: the same id and name on disk, other bytes and size.
    const editorsImage = editedSvg.replace('</svg>', '<circle cx="10" cy="10" r="5"/></svg>');
    const editorsBody = `${editedBody}\n\nA line an editor added.`;
    writeFileSync(path.join(uploads, edited.filename_disk), editorsImage);
    await db('directus_files')
      .where({ id: edited.id })
      .update({ filesize: Buffer.byteLength(editorsImage) });
    await db('portfolio_items').where({ slug: 'saltmarsh-kitchen-booking-site' }).update({ body: editorsBody });
    try {
      await migration.down(db);
      expect(stored(edited)).toBe(editorsImage);
      expect(stored(untouched)).toContain('<text');
      expect((await fileNamed('portfolio-kiln-and-co-packaging-cover')).description).toBe(
        'Cover artwork for the Kiln & Co. Packaging System case study',
      );
      expect(await fileNamed('portfolio-kiln-and-co-packaging-gallery-3')).toBeUndefined();
      expect(await bodyOf('saltmarsh-kitchen-booking-site')).toBe(editorsBody);
      expect(await bodyOf('kiln-and-co-packaging')).not.toContain('## Credits');

      await migration.up(db);
      expect(stored(edited)).toBe(editorsImage);
      expect(stored(untouched)).toBe(untouchedSvg);
      expect(await fileNamed('portfolio-kiln-and-co-packaging-gallery-3')).toBeDefined();
      expect(await bodyOf('saltmarsh-kitchen-booking-site')).toBe(editorsBody);
      expect(await bodyOf('kiln-and-co-packaging')).toContain('## Credits');
    } finally {
      writeFileSync(path.join(uploads, edited.filename_disk), editedSvg);
      await db('directus_files')
        .where({ id: edited.id })
        .update({ filesize: Buffer.byteLength(editedSvg) });
      await db('portfolio_items').where({ slug: 'saltmarsh-kitchen-booking-site' }).update({ body: editedBody });
    }
  });
});
