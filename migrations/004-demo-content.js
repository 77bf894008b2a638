// Demo content for the fictional agency Northlight Studio: site settings, services, industries,
// portfolio, a promotion, stand-alone pages and short links, each published item with generated
// artwork (lib/demo-images.js). One draft per collection proves that drafts never reach the site.
// Plain knex query builder only, so it runs on SQLite and PostgreSQL alike; integer ids are left
// to the database and read back. `down` removes exactly these rows (by slug, url or token; the
// files by their name-derived ids) and the image files. The texts are data beside this file.
import { readFileSync } from 'node:fs';
import {
  COVER_SIZE,
  GALLERY_SIZE,
  deleteDemoImageRows,
  demoFileId,
  insertDemoImageRows,
  removeDemoImageFiles,
  writeDemoImageFiles,
} from './lib/demo-images.js';

// The texts live beside this file, in data/004-demo-content/: one JSON file per collection
// (published items in order, then the one draft) and one Markdown file per body, named in the
// item's `body`. They are part of this migration: what they hold is what a fresh setup seeds, so
// edit them only as a new migration would (never to change a database that already ran this one).
const DATA_DIR = new URL('./data/004-demo-content/', import.meta.url);

const readText = (file) => readFileSync(new URL(file, DATA_DIR), 'utf8');
const readJson = (file) => JSON.parse(readText(file));

/** An item with its body read from its Markdown file (stored without the file's final line break). */
const withBody = (item) => (item.body ? { ...item, body: readText(item.body).replace(/\n$/, '') } : item);

/** A collection file: its published items in order and its draft, bodies read. */
function readCollection(file) {
  const { published, draft } = readJson(file);
  return { published: published.map(withBody), draft: withBody(draft) };
}

const SITE = readJson('site.json');
const AGENCY = SITE.agency;
const SITE_SETTINGS = SITE.settings;
const SHARE_IMAGE = { ...COVER_SIZE, ...SITE.shareImage };

// Services (/creative-services/{url}), industries (/industries/{slug}), portfolio
// (/creative-design-portfolio/{slug}), stand-alone pages (/{slug}).
const { published: SERVICES, draft: DRAFT_SERVICE } = readCollection('services.json');
const { published: INDUSTRIES, draft: DRAFT_INDUSTRY } = readCollection('industries.json');
const { published: PORTFOLIO_ITEMS, draft: DRAFT_PORTFOLIO_ITEM } = readCollection('portfolio.json');
const { published: PAGES, draft: DRAFT_PAGE } = readCollection('pages.json');

// The promotion: /promos/{year}/{month}/{slug}.
const { image: promoImage, ...promo } = readJson('promo.json');
const PROMO = withBody(promo);

// Short links: /{token}.
const SHORT_LINKS = readJson('short-links.json');

// ── Images: one per published service, industry, promo and some pages; a cover and two gallery
//    images per project; the default share image. Names are stable: they derive the file ids. ──

const serviceImage = (service) => ({
  name: `service-${service.url}`,
  ...COVER_SIZE,
  palette: service.palette,
  motif: service.motif,
  title: service.name,
  label: `${AGENCY} · Services`,
  description: `Abstract artwork for the ${service.name} service`,
});

const industryImage = (industry) => ({
  name: `industry-${industry.slug}`,
  ...COVER_SIZE,
  palette: industry.palette,
  motif: industry.motif,
  title: industry.name,
  label: `${AGENCY} · Industries`,
  description: `Abstract artwork for the ${industry.name} industry page`,
});

const portfolioImages = (item) => [
  {
    name: `portfolio-${item.slug}-cover`,
    ...COVER_SIZE,
    palette: item.palette,
    motif: item.motif,
    title: item.title,
    label: `Case study · ${item.client} · ${item.year}`,
    description: `Cover artwork for the ${item.title} case study`,
  },
  {
    name: `portfolio-${item.slug}-gallery-1`,
    ...GALLERY_SIZE,
    layout: 'mockup',
    palette: item.palette,
    motif: item.motif,
    title: `${item.title}: layout detail`,
    description: `Layout mock-up from the ${item.title} project`,
  },
  {
    name: `portfolio-${item.slug}-gallery-2`,
    ...GALLERY_SIZE,
    layout: 'swatches',
    palette: item.palette,
    title: item.title,
    label: item.client,
    description: `Colour palette and type specimen from the ${item.title} project`,
  },
];

const PROMO_IMAGE = {
  name: `promo-${PROMO.year}-${PROMO.month}-${PROMO.slug}`,
  ...COVER_SIZE,
  ...promoImage,
};

const pageImage = (page) => ({
  name: `page-${page.slug}`,
  ...COVER_SIZE,
  ...page.image,
  title: page.title,
  description: `Header artwork for the ${page.title} page`,
});

const IMAGES = [
  SHARE_IMAGE,
  ...SERVICES.map(serviceImage),
  ...INDUSTRIES.map(industryImage),
  ...PORTFOLIO_ITEMS.flatMap(portfolioImages),
  PROMO_IMAGE,
  ...PAGES.filter((page) => page.image).map(pageImage),
];

const fileId = (image) => demoFileId(image.name);

// ── Rows ────────────────────────────────────────────────────────────────────────────────────

const SEO_AND_COPY = ['headline', 'summary', 'body', 'seo_title', 'seo_description'];
const copyFields = (source) => Object.fromEntries(SEO_AND_COPY.map((field) => [field, source[field] ?? null]));

/** Inserts one row and returns its id: `returning` works on PostgreSQL and SQLite alike. */
async function insertReturningId(knex, table, row) {
  const [inserted] = await knex(table).insert(row).returning('id');
  return typeof inserted === 'object' ? inserted.id : inserted;
}

const serviceRow = (service, status, sort, image) => ({
  status,
  sort,
  name: service.name,
  url: service.url,
  service_class: service.service_class,
  deliverables: service.deliverables,
  image,
  ...copyFields(service),
});

const industryRow = (industry, status, sort, image) => ({
  status,
  sort,
  name: industry.name,
  slug: industry.slug,
  image,
  ...copyFields(industry),
});

const pageRow = (page, status, sort, image) => ({
  status,
  sort,
  slug: page.slug,
  title: page.title,
  image,
  ...copyFields(page),
});

export async function up(knex) {
  await knex.transaction(async (trx) => {
    await insertDemoImageRows(trx, IMAGES);

    await trx('site_settings')
      .where({ id: 1 })
      .update({ ...SITE_SETTINGS, default_share_image: fileId(SHARE_IMAGE) });

    const serviceIds = {};
    for (const [index, service] of SERVICES.entries()) {
      const row = serviceRow(service, 'published', index + 1, fileId(serviceImage(service)));
      serviceIds[service.url] = await insertReturningId(trx, 'services', row);
    }
    await trx('services').insert(serviceRow(DRAFT_SERVICE, 'draft', SERVICES.length + 1, null));

    const industryIds = {};
    for (const [index, industry] of INDUSTRIES.entries()) {
      const row = industryRow(industry, 'published', index + 1, fileId(industryImage(industry)));
      industryIds[industry.slug] = await insertReturningId(trx, 'industries', row);
    }
    await trx('industries').insert(industryRow(DRAFT_INDUSTRY, 'draft', INDUSTRIES.length + 1, null));

    const items = [
      ...PORTFOLIO_ITEMS.map((item) => ({ item, status: 'published' })),
      { item: DRAFT_PORTFOLIO_ITEM, status: 'draft' },
    ];
    for (const [index, { item, status }] of items.entries()) {
      const [cover, ...gallery] = status === 'published' ? portfolioImages(item) : [];
      const id = await insertReturningId(trx, 'portfolio_items', {
        status,
        sort: index + 1,
        title: item.title,
        slug: item.slug,
        client: item.client,
        year: item.year,
        industry: industryIds[item.industry],
        service: serviceIds[item.service],
        summary: item.summary,
        body: item.body,
        cover_image: cover ? fileId(cover) : null,
        seo_title: item.seo_title,
        seo_description: item.seo_description,
      });
      for (const [position, image] of gallery.entries()) {
        await trx('portfolio_items_files').insert({
          portfolio_items_id: id,
          directus_files_id: fileId(image),
          sort: position + 1,
        });
      }
    }

    await trx('promos').insert({
      status: 'published',
      year: PROMO.year,
      month: PROMO.month,
      slug: PROMO.slug,
      title: PROMO.title,
      offer: PROMO.offer,
      valid_until: PROMO.valid_until,
      service: serviceIds[PROMO.service],
      image: fileId(PROMO_IMAGE),
      ...copyFields(PROMO),
    });

    for (const [index, page] of PAGES.entries()) {
      await trx('pages').insert(pageRow(page, 'published', index + 1, page.image ? fileId(pageImage(page)) : null));
    }
    await trx('pages').insert(pageRow(DRAFT_PAGE, 'draft', PAGES.length + 1, null));

    await trx('short_links').insert(SHORT_LINKS);

    // Last, so that a failed write rolls the rows back (and removes the files written so far).
    writeDemoImageFiles(IMAGES);
  });
}

export async function down(knex) {
  const tokens = SHORT_LINKS.map((link) => link.token);
  const pageSlugs = [...PAGES, DRAFT_PAGE].map((page) => page.slug);
  const itemSlugs = [...PORTFOLIO_ITEMS, DRAFT_PORTFOLIO_ITEM].map((item) => item.slug);
  const industrySlugs = [...INDUSTRIES, DRAFT_INDUSTRY].map((industry) => industry.slug);
  const serviceUrls = [...SERVICES, DRAFT_SERVICE].map((service) => service.url);
  const clearedSettings = Object.fromEntries(Object.keys(SITE_SETTINGS).map((field) => [field, null]));

  await knex.transaction(async (trx) => {
    await trx('short_links').whereIn('token', tokens).delete();
    await trx('pages').whereIn('slug', pageSlugs).delete();
    await trx('promos').where({ year: PROMO.year, month: PROMO.month, slug: PROMO.slug }).delete();
    const itemIds = (await trx('portfolio_items').whereIn('slug', itemSlugs).select('id')).map((item) => item.id);
    await trx('portfolio_items_files').whereIn('portfolio_items_id', itemIds).delete();
    await trx('portfolio_items').whereIn('id', itemIds).delete();
    await trx('industries').whereIn('slug', industrySlugs).delete();
    await trx('services').whereIn('url', serviceUrls).delete();
    await trx('site_settings')
      .where({ id: 1 })
      .update({ ...clearedSettings, default_share_image: null });
    await deleteDemoImageRows(trx, IMAGES);
  });
  // After the commit: files are only removed once nothing refers to them any more.
  removeDemoImageFiles(IMAGES);
}
