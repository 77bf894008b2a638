// The site's own texts in Spanish (docs/decisions/036-languages.md): Site Settings' `messages`
// (the schema adds the field) gets the Spanish of every text of the site and of its request form,
// by their English (data/027-site-texts/es-*.json). Nothing an editor wrote is touched: the field
// is written only while it is empty, and `down` empties it only while it is still what `up` wrote.
import { readFileSync, readdirSync } from 'node:fs';

const DATA_DIR = new URL('./data/027-site-texts/', import.meta.url);

/** Every Spanish text, from each of the folder's es-*.json files. */
function spanish() {
  const texts = {};
  for (const file of readdirSync(DATA_DIR)
    .filter((name) => /^es-.*\.json$/.test(name))
    .sort())
    Object.assign(texts, JSON.parse(readFileSync(new URL(file, DATA_DIR), 'utf8')));
  return texts;
}

const SEEDED = JSON.stringify({ es: spanish() });

/** A JSON column's value as text, whichever way the database hands it over. */
const asText = (value) =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

export async function up(knex) {
  const rows = await knex('site_settings').select('id', 'messages');
  for (const row of rows) {
    if (asText(row.messages) === null) await knex('site_settings').where({ id: row.id }).update({ messages: SEEDED });
  }
}

export async function down(knex) {
  const rows = await knex('site_settings').select('id', 'messages');
  for (const row of rows) {
    const current = asText(row.messages);
    if (current !== null && JSON.stringify(JSON.parse(current)) === SEEDED)
      await knex('site_settings').where({ id: row.id }).update({ messages: null });
  }
}
