// The site in more than one language (docs/decisions/036-languages.md): Site Settings lists the
// languages (English, the default, and Spanish), and the demo content gets its Spanish
// translation in each item's `translations` field (the schema adds the fields): every published
// service, industry, case study, promotion, page and block, the option lists' labels, the
// settings' texts and the confirmation e-mail.
// Nothing an editor made is touched: a value is written only where the field is still empty, and
// `down` empties it only while it is still what `up` wrote.
import { readFileSync } from 'node:fs';

const DATA_DIR = new URL('./data/026-languages/', import.meta.url);
const readJson = (file) => JSON.parse(readFileSync(new URL(file, DATA_DIR), 'utf8'));
/** A Markdown body as the migrations store it: without the file's final line break. */
const readBody = (file) => readFileSync(new URL(file, DATA_DIR), 'utf8').replace(/\n$/, '');

export const LOCALES = [
  { code: 'en', name: 'English', enabled: true },
  { code: 'es', name: 'Español', enabled: true },
];

const SPANISH = readJson('es/content.json');

/** Items with an address, by the field that names them, and the folder of their Spanish bodies. */
const ITEMS = [
  { collection: 'services', key: 'url', bodies: 'services' },
  { collection: 'industries', key: 'slug', bodies: 'industries' },
  { collection: 'portfolio_items', key: 'slug', bodies: 'portfolio' },
  { collection: 'promos', key: 'slug', bodies: 'promos' },
  { collection: 'pages', key: 'slug', bodies: 'pages' },
];

const bodyFile = (folder, key) => `es/${folder}/${key}.md`;

function readOptionalBody(file) {
  try {
    return readBody(file);
  } catch {
    return undefined;
  }
}

/** Every row's seeded value: [table, where, column, value]. */
function seeded() {
  const rows = [];
  const es = (fields) => JSON.stringify({ es: fields });
  for (const { collection, key, bodies } of ITEMS) {
    for (const [name, fields] of Object.entries(SPANISH[collection] ?? {})) {
      const body = readOptionalBody(bodyFile(bodies, name));
      rows.push([collection, { [key]: name }, 'translations', es(body === undefined ? fields : { ...fields, body })]);
    }
  }
  for (const [table, labels] of [
    ['project_types', SPANISH.project_types],
    ['specific_project_types', SPANISH.specific_project_types],
  ]) {
    for (const [value, label] of Object.entries(labels ?? {}))
      rows.push([table, { value }, 'translations', es({ label })]);
  }
  for (const [listValue, label] of Object.entries(SPANISH.form_options ?? {})) {
    const [list, value] = listValue.split(':');
    rows.push(['form_options', { list, value }, 'translations', es({ label })]);
  }
  if (SPANISH.site_settings) rows.push(['site_settings', {}, 'translations', es(SPANISH.site_settings)]);
  if (SPANISH.confirmation_mail) rows.push(['confirmation_mail', {}, 'translations', es(SPANISH.confirmation_mail)]);
  rows.push(['site_settings', {}, 'locales', JSON.stringify(LOCALES)]);
  return rows;
}

/** The blocks' translations: by page (its slug) and the block's place on it. */
async function blockRows(knex) {
  const rows = [];
  for (const [slug, blocks] of Object.entries(SPANISH.page_blocks ?? {})) {
    const page = await knex('pages').first('id').where({ slug });
    if (!page) continue;
    for (const [sort, fields] of Object.entries(blocks)) {
      rows.push(['page_blocks', { page: page.id, sort: Number(sort) }, 'translations', JSON.stringify({ es: fields })]);
    }
  }
  return rows;
}

/** A JSON column's value as text, whichever way the database hands it over. */
const asText = (value) =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

async function eachRow(knex, change) {
  const rows = [...seeded(), ...(await blockRows(knex))];
  await knex.transaction(async (trx) => {
    for (const [table, where, column, value] of rows) {
      const found = await trx(table).select('id', column).where(where);
      for (const row of found) {
        const next = change(asText(row[column]), value);
        if (next !== undefined)
          await trx(table)
            .where({ id: row.id })
            .update({ [column]: next });
      }
    }
  });
}

export async function up(knex) {
  await eachRow(knex, (current, value) => (current === null ? value : undefined));
}

export async function down(knex) {
  await eachRow(knex, (current, value) =>
    current !== null && JSON.stringify(JSON.parse(current)) === JSON.stringify(JSON.parse(value)) ? null : undefined,
  );
}
