// The privacy notice the request form's review step links to (docs/product.md "Step 4: Review",
// decision 018): the page `privacy` (/privacy), which editors rewrite in the CMS, and its version
// in Site Settings, which editors change with it. The consent checkbox setting
// (require_consent_checkbox) comes with the snapshot, off.
// The text is data beside this file (data/012-privacy-notice/), a starting point for the agency
// to have checked and adapted; like every migration's data it is frozen once released.
// Nothing an editor made is overwritten or deleted: `up` leaves an existing `privacy` page and a
// version already set alone, and `down` removes the page and the version only while they are
// still as seeded.
import { readFileSync } from 'node:fs';

const DATA_DIR = new URL('./data/012-privacy-notice/', import.meta.url);
const readText = (file) => readFileSync(new URL(file, DATA_DIR), 'utf8');

const { body: bodyFile, ...PAGE } = JSON.parse(readText('page.json'));
/** Stored without the file's final line break, as the demo pages are. */
const BODY = readText(bodyFile).replace(/\n$/, '');
const PRIVACY_NOTICE_VERSION = '2026-11';

export async function up(knex) {
  await knex.transaction(async (trx) => {
    if (!(await trx('pages').where({ slug: PAGE.slug }).first('id'))) {
      const { highest } = (await trx('pages').max('sort as highest').first()) ?? {};
      await trx('pages').insert({
        ...PAGE,
        body: BODY,
        status: 'published',
        sort: (Number(highest) || 0) + 1,
        image: null,
      });
    }
    await trx('site_settings').whereNull('privacy_notice_version').update({
      privacy_notice_version: PRIVACY_NOTICE_VERSION,
    });
  });
}

export async function down(knex) {
  await knex.transaction(async (trx) => {
    await trx('pages').where({ slug: PAGE.slug, title: PAGE.title, body: BODY }).delete();
    await trx('site_settings')
      .where({ privacy_notice_version: PRIVACY_NOTICE_VERSION })
      .update({ privacy_notice_version: null });
  });
}
