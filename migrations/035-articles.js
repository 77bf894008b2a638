// Ideas: the agency's articles (README "For editors", docs/decisions/042-articles.md). The schema
// adds the `articles` collection and the blocks' `article` field (an article is built from the
// same blocks as a page); here editors get full rights on it, staff read it, the Website API reads
// it, its list shows the date and the schedule, and the demo gets six articles in three
// categories by two authors, one scheduled two weeks after setup and one that ends 45 days
// after it, each with its Spanish translation (docs/decisions/036-languages.md) and art without
// text (docs/decisions/031-demo-art-and-case-studies.md). `down` removes exactly what `up` made.
import { readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { grant, revoke } from './lib/access.js';
import { renderDemoArt } from './lib/demo-art.js';
import { COVER_SIZE, demoFileId, localStorageRoot } from './lib/demo-images.js';
import { EDITOR_POLICY_ID, STAFF_POLICY_ID, WEBSITE_POLICY_ID } from './lib/ids.js';

const DEMO = JSON.parse(readFileSync(new URL('./data/035-articles/articles.json', import.meta.url), 'utf8'));
const DAY = 24 * 60 * 60 * 1000;
const PORTRAIT_SIZE = { width: 600, height: 600 };

/** The demo's images: each article's cover and one inline image, each author's portrait. */
function demoArt() {
  const art = [];
  for (const article of DEMO.articles) {
    const base = { palette: article.palette, motif: article.motif, scene: 'abstract', ...COVER_SIZE };
    art.push({ ...base, name: `article-${article.slug}-cover`, description: `Cover art for “${article.title}”` });
    art.push({
      ...base,
      name: `article-${article.slug}-figure`,
      scene: 'board',
      object: 'moodboard',
      description: `Illustration for “${article.title}”: a board of shapes in its palette`,
    });
  }
  for (const [key, author] of Object.entries(DEMO.authors))
    art.push({
      name: `author-${key}`,
      palette: author.palette,
      motif: author.motif,
      scene: 'abstract',
      ...PORTRAIT_SIZE,
      description: `Portrait of ${author.name}`,
    });
  return art;
}

async function insertArt(knex, art) {
  const root = localStorageRoot();
  if (root) mkdirSync(root, { recursive: true });
  for (const image of art) {
    const id = demoFileId(image.name);
    const svg = renderDemoArt(image);
    await knex('directus_files').insert({
      id,
      storage: 'local',
      filename_disk: `${id}.svg`,
      filename_download: `${image.name}.svg`,
      title: image.description,
      description: image.description,
      type: 'image/svg+xml',
      filesize: Buffer.byteLength(svg),
      width: image.width,
      height: image.height,
      uploaded_on: new Date(),
    });
    if (root) writeFileSync(path.join(root, `${id}.svg`), svg);
  }
}

async function insertReturningId(knex, table, row) {
  const [inserted] = await knex(table).insert(row).returning('id');
  return typeof inserted === 'object' ? inserted.id : inserted;
}

async function idsBy(knex, table, column, values) {
  const rows = await knex(table)
    .select('id', column)
    .whereIn(column, values ?? []);
  return (values ?? []).flatMap((value) => rows.filter((row) => row[column] === value).map((row) => row.id));
}

const dayOf = (time) => new Date(time).toISOString().slice(0, 10);
/** 09:00 UTC, `days` after today: a scheduled time an editor would pick. */
const morningIn = (days) => new Date(Date.parse(`${dayOf(Date.now() + days * DAY)}T09:00:00Z`));

/** The blocks' rows of one article: their Spanish texts beside them, cards and gallery after. */
async function insertBlocks(knex, articleId, article) {
  for (const [index, block] of article.blocks.entries()) {
    const es = article.es.blocks[index] ?? {};
    const row = { article: articleId, sort: index + 1, type: block.type, translations: JSON.stringify({ es }) };
    for (const field of ['heading', 'body', 'quote_author', 'cta_label']) row[field] = block[field] ?? null;
    if (block.type === 'image') row.image = demoFileId(`article-${article.slug}-figure`);
    const id = await insertReturningId(knex, 'page_blocks', row);
    if (block.type === 'cards') {
      const services = await idsBy(knex, 'services', 'url', article.cards?.services);
      const work = await idsBy(knex, 'portfolio_items', 'slug', article.cards?.portfolio);
      const cards = [
        ...services.map((item) => ({ collection: 'services', item: String(item) })),
        ...work.map((item) => ({ collection: 'portfolio_items', item: String(item) })),
      ];
      if (cards.length > 0)
        await knex('page_blocks_cards').insert(
          cards.map((card, at) => ({ page_blocks_id: id, sort: at + 1, ...card })),
        );
    }
    if (block.type === 'gallery') {
      const files = await idsBy(knex, 'directus_files', 'id', (article.gallery ?? []).map(demoFileId));
      if (files.length > 0)
        await knex('page_blocks_files').insert(
          files.map((file, at) => ({ page_blocks_id: id, directus_files_id: file, sort: at + 1 })),
        );
    }
  }
}

async function seedArticles(knex) {
  const slugs = DEMO.articles.map((article) => article.slug);
  if ((await knex('articles').whereIn('slug', slugs).first()) || !(await knex('services').first())) return;
  await insertArt(knex, demoArt());
  for (const article of DEMO.articles) {
    const author = DEMO.authors[article.author];
    const publishAt = article.publish_in_days ? morningIn(article.publish_in_days) : null;
    const id = await insertReturningId(knex, 'articles', {
      status: 'published',
      publish_at: publishAt,
      unpublish_at: article.expires_in_days ? morningIn(article.expires_in_days) : null,
      slug: article.slug,
      title: article.title,
      date: article.date ?? dayOf(publishAt.getTime()),
      excerpt: article.excerpt,
      cover_image: demoFileId(`article-${article.slug}-cover`),
      categories: JSON.stringify(article.categories),
      author_name: author.name,
      author_role: author.role,
      author_photo: demoFileId(`author-${article.author}`),
      noindex: false,
      translations: JSON.stringify({
        es: {
          title: article.es.title,
          slug: article.es.slug,
          excerpt: article.es.excerpt,
          categories: article.categories.map((name) => DEMO.categories_es[name] ?? name),
          author_role: author.role_es,
        },
      }),
    });
    await insertBlocks(knex, id, article);
  }
}

/** The articles' list: title, date, status and schedule (migration 032's "Schedule" display). */
const LIST = {
  fields: ['title', 'date', 'status', 'publish_at'],
  widths: { title: 380, date: 120, status: 100, publish_at: 230 },
};

export async function up(knex) {
  await grant(knex, EDITOR_POLICY_ID, ['articles'], ['create', 'read', 'update', 'delete']);
  await grant(knex, STAFF_POLICY_ID, ['articles'], ['read']);
  await grant(knex, WEBSITE_POLICY_ID, ['articles'], ['read']);
  await knex('directus_presets').insert({
    collection: 'articles',
    icon: 'bookmark',
    layout: 'tabular',
    layout_query: JSON.stringify({ tabular: { fields: LIST.fields, sort: ['-date'], page: 1, limit: 100 } }),
    layout_options: JSON.stringify({ tabular: { widths: LIST.widths, spacing: 'cozy' } }),
  });
  await seedArticles(knex);
}

export async function down(knex) {
  const articles = await knex('articles')
    .select('id')
    .whereIn(
      'slug',
      DEMO.articles.map((article) => article.slug),
    );
  const ids = articles.map((row) => row.id);
  const blocks = (await knex('page_blocks').select('id').whereIn('article', ids)).map((row) => row.id);
  await knex('page_blocks_cards').whereIn('page_blocks_id', blocks).delete();
  await knex('page_blocks_files').whereIn('page_blocks_id', blocks).delete();
  await knex('page_blocks').whereIn('id', blocks).delete();
  await knex('articles').whereIn('id', ids).delete();
  const art = demoArt();
  await knex('directus_files')
    .whereIn(
      'id',
      art.map((image) => demoFileId(image.name)),
    )
    .delete();
  const root = localStorageRoot();
  if (root) for (const image of art) rmSync(path.join(root, `${demoFileId(image.name)}.svg`), { force: true });
  await knex('directus_presets').where({ collection: 'articles' }).whereNull('user').whereNull('role').delete();
  await revoke(knex, EDITOR_POLICY_ID, ['articles']);
  await revoke(knex, STAFF_POLICY_ID, ['articles']);
  await revoke(knex, WEBSITE_POLICY_ID, ['articles']);
}
