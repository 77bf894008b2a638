// Images' alt texts in Spanish (docs/decisions/036-languages.md): the demo images of migrations
// 004, 018 and 023 get the Spanish of their description (the alt text a page gives them) and,
// where it differs, of their title, in the file's `translations` field (the schema adds it).
// Nothing an editor made is touched: a file gets its Spanish only while its translations are still
// empty and its English description is still the seeded one (a replaced or re-described image
// keeps showing its English until an editor translates it), and `down` empties the field only
// while it is still what `up` wrote.
import { readFileSync } from 'node:fs';
import { demoFileId } from './lib/demo-images.js';

const DATA_DIR = new URL('./data/028-image-alt-texts/', import.meta.url);

/**
 * The demo images by their seeded name: their English description as seeded, and their Spanish.
 * @type {Record<string, { en: string, title?: string, description: string }>}
 */
const SPANISH = JSON.parse(readFileSync(new URL('es.json', DATA_DIR), 'utf8'));

/** Every file's seeded value: its id, the English description it must still have, its translations as text. */
const SEEDED = Object.entries(SPANISH).map(([name, { en, ...spanish }]) => ({
  id: demoFileId(name),
  en,
  translations: JSON.stringify({ es: spanish }),
}));

/** A JSON column's value as text, whichever way the database hands it over. */
const asText = (value) =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

const sameJson = (a, b) => JSON.stringify(JSON.parse(a)) === JSON.stringify(JSON.parse(b));

async function eachFile(knex, change) {
  await knex.transaction(async (trx) => {
    const rows = await trx('directus_files')
      .select('id', 'description', 'translations')
      .whereIn(
        'id',
        SEEDED.map((file) => file.id),
      );
    for (const file of SEEDED) {
      const row = rows.find((candidate) => candidate.id === file.id);
      if (!row) continue;
      const next = change({ ...row, translations: asText(row.translations) }, file);
      if (next !== undefined) await trx('directus_files').where({ id: file.id }).update({ translations: next });
    }
  });
}

export async function up(knex) {
  await eachFile(knex, (row, file) =>
    row.translations === null && row.description === file.en ? file.translations : undefined,
  );
}

export async function down(knex) {
  await eachFile(knex, (row, file) =>
    row.translations !== null && sameJson(row.translations, file.translations) ? null : undefined,
  );
}
