// Pages at any address built from blocks (README "For editors", docs/decisions/022-block-pages.md).
// The collections (page_blocks and its two junctions: cards of services or portfolio items, and
// gallery images) are in the snapshot; this grants them like the pages they belong to and seeds
// one published demo page, /offers/spring-rebrand, that shows every kind of block with the demo
// content of migration 004 (left out when that content is not there).
import { grant, revoke } from './lib/access.js';
import {
  COVER_SIZE,
  deleteDemoImageRows,
  demoFileId,
  insertDemoImageRows,
  removeDemoImageFiles,
  writeDemoImageFiles,
} from './lib/demo-images.js';
import { EDITOR_POLICY_ID, WEBSITE_POLICY_ID } from './lib/ids.js';

const COLLECTIONS = ['page_blocks', 'page_blocks_cards', 'page_blocks_files'];
const DEMO_SLUG = 'offers/spring-rebrand';
const HERO_IMAGE = {
  name: 'page-offers-spring-rebrand',
  ...COVER_SIZE,
  palette: 'sage',
  motif: 'arches',
  title: 'Spring rebrand',
  label: 'Spring offer · Six weeks, one price',
  description: 'Header artwork for the spring rebrand offer: green arches on a pale sage background',
};

/** Inserts one row and returns its id: `returning` works on PostgreSQL and SQLite alike. */
async function insertReturningId(knex, table, row) {
  const [inserted] = await knex(table).insert(row).returning('id');
  return typeof inserted === 'object' ? inserted.id : inserted;
}

async function idsBy(knex, table, column, values) {
  const rows = await knex(table).select('id', column).whereIn(column, values);
  return values.map((value) => rows.find((row) => row[column] === value)?.id).filter((id) => id != null);
}

async function existingFiles(knex, names) {
  const ids = names.map(demoFileId);
  const rows = await knex('directus_files').select('id').whereIn('id', ids);
  return ids.filter((id) => rows.some((row) => row.id === id));
}

async function seedDemoPage(knex) {
  const services = await idsBy(knex, 'services', 'url', ['branding', 'web', 'print']);
  const projects = await idsBy(knex, 'portfolio_items', 'slug', ['harbour-and-pine-rebrand']);
  const existing = await knex('pages').where('slug', DEMO_SLUG).first();
  if (services.length < 3 || existing) return;
  const gallery = await existingFiles(knex, [
    'portfolio-harbour-and-pine-rebrand-gallery-1',
    'portfolio-harbour-and-pine-rebrand-gallery-2',
    'portfolio-brightpath-learning-identity-gallery-1',
    'portfolio-kiln-and-co-packaging-gallery-2',
  ]);
  await insertDemoImageRows(knex, [HERO_IMAGE]);
  writeDemoImageFiles([HERO_IMAGE]);
  const page = await insertReturningId(knex, 'pages', {
    status: 'published',
    slug: DEMO_SLUG,
    title: 'Spring rebrand',
    summary: 'A fixed-price identity refresh for teams that want to look their best by summer.',
    seo_title: 'Spring rebrand offer',
    seo_description: 'A fixed-price identity refresh in six weeks: logo, palette, type and templates.',
    noindex: false,
    show_in_navigation: false,
  });
  const block = (sort, row) => insertReturningId(knex, 'page_blocks', { page, sort, ...row });
  await block(1, {
    type: 'hero',
    heading: 'A new look by summer',
    body: 'Six weeks, one fixed price, and an identity your team is proud to put on everything.',
    image: demoFileId(HERO_IMAGE.name),
  });
  await block(2, {
    type: 'rich_text',
    heading: 'What the offer includes',
    body: [
      'Every spring rebrand starts with a workshop and ends with files your team can use the next morning.',
      '',
      '- A refreshed logo with its clear space and small-size versions',
      '- A colour palette and type pairing, tested for contrast on screen and in print',
      '- Templates for slides, social posts and letters',
      '- A short brand guide that says how to use all of the above',
    ].join('\n'),
  });
  const cards = await block(3, { type: 'cards', heading: 'Services in the offer' });
  await knex('page_blocks_cards').insert([
    ...services.map((id, index) => ({
      page_blocks_id: cards,
      collection: 'services',
      item: String(id),
      sort: index + 1,
    })),
    ...projects.map((id, index) => ({
      page_blocks_id: cards,
      collection: 'portfolio_items',
      item: String(id),
      sort: services.length + index + 1,
    })),
  ]);
  if (gallery.length > 0) {
    const grid = await block(4, { type: 'gallery', heading: 'Recent identity work' });
    await knex('page_blocks_files').insert(
      gallery.map((id, index) => ({ page_blocks_id: grid, directus_files_id: id, sort: index + 1 })),
    );
  }
  await block(5, {
    type: 'faq',
    heading: 'Questions teams ask us',
    faq: JSON.stringify([
      {
        question: 'How long does a spring rebrand take?',
        answer: 'Six weeks from the workshop to the final files, with two rounds of changes on the way.',
      },
      {
        question: 'Do we keep the rights to everything?',
        answer: 'Yes: the logo, palette, templates and their source files are yours once the project is paid.',
      },
      {
        question: 'Can we add a website later?',
        answer: 'Of course. The templates are made with a website in mind, and our web team can start from them.',
      },
    ]),
  });
  await block(6, {
    type: 'quote',
    body: 'We walked into the workshop with a tired logo and walked out with a brand the whole team wanted to use.',
    quote_author: 'Maya Lind, Harbour & Pine',
  });
  await block(7, {
    type: 'cta',
    heading: 'Ready for spring?',
    body: 'Tell us about your team and your deadline; we answer within two working days.',
    cta_service: services[0],
    cta_label: 'Ask for the spring rebrand',
  });
}

export async function up(knex) {
  await grant(knex, EDITOR_POLICY_ID, COLLECTIONS, ['create', 'read', 'update', 'delete']);
  await grant(knex, WEBSITE_POLICY_ID, COLLECTIONS, ['read']);
  await seedDemoPage(knex);
}

export async function down(knex) {
  const page = await knex('pages').where('slug', DEMO_SLUG).first();
  if (page) {
    const blocks = (await knex('page_blocks').select('id').where('page', page.id)).map((row) => row.id);
    await knex('page_blocks_cards').whereIn('page_blocks_id', blocks).delete();
    await knex('page_blocks_files').whereIn('page_blocks_id', blocks).delete();
    await knex('page_blocks').whereIn('id', blocks).delete();
    await knex('pages').where('id', page.id).delete();
    await deleteDemoImageRows(knex, [HERO_IMAGE]);
    removeDemoImageFiles([HERO_IMAGE]);
  }
  await revoke(knex, EDITOR_POLICY_ID, COLLECTIONS);
  await revoke(knex, WEBSITE_POLICY_ID, COLLECTIONS);
}
