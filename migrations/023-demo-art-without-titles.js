// Demo art without titles, and case studies that show their results (docs/decisions/031-demo-art-and-case-studies.md).
// - The demo images of migrations 004 and 018 printed their title inside the image, so every
//   card and header showed it twice. Each is redrawn without any text (lib/demo-art.js): services,
//   industries, pages and the promotion as their palette and motif; each case study as the object
//   of its work (a website, a phone, packaging, signs…) in its own palette, motif and mark. The
//   default share image keeps its name: on a social card the studio's name belongs in the picture.
// - Each published demo case study gets a wide line-up image, first in its gallery (the page sets a
//   wide image full-bleed, two others side by side), and a body whose result leads with its figures
//   as a list of bold numbers (stat callouts on the site) and ends with its credits.
// Nothing an editor made is touched: a file is redrawn only while its bytes, size and name are
// still the ones migration 004 or 018 wrote (an editor's replaced image stays), a description or a
// body changes only while it is still the seeded one, and a gallery gains its line-up only while
// it holds exactly the two seeded images. `down` undoes each change only where it is still as
// `up` left it. Files live in local storage; without it (or without the file) nothing changes.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { OBJECT_DESCRIPTIONS, PANORAMA_SIZE, renderDemoArt } from './lib/demo-art.js';
import { COVER_SIZE, GALLERY_SIZE, demoFileId, localStorageRoot, renderDemoImage } from './lib/demo-images.js';

const DEMO_DIR = new URL('./data/004-demo-content/', import.meta.url);
const DATA_DIR = new URL('./data/023-demo-art-without-titles/', import.meta.url);
const readJson = (dir, file) => JSON.parse(readFileSync(new URL(file, dir), 'utf8'));
/** A Markdown body as the migrations store it: without the file's final line break. */
const readBody = (dir, file) => readFileSync(new URL(file, dir), 'utf8').replace(/\n$/, '');

const AGENCY = readJson(DEMO_DIR, 'site.json').agency;
const published = (file) => readJson(DEMO_DIR, file).published;
const SERVICES = published('services.json');
const INDUSTRIES = published('industries.json');
const PORTFOLIO = published('portfolio.json');
const PAGES = published('pages.json');
const { image: promoImage, ...PROMO } = readJson(DEMO_DIR, 'promo.json');
const { objects: OBJECT_OF } = readJson(DATA_DIR, 'art.json');

// ── The images as migrations 004 and 018 made them (the same names, sizes, texts and colours) ──

const abstract = (old) => ({
  old,
  art: {
    name: old.name,
    width: old.width,
    height: old.height,
    palette: old.palette,
    motif: old.motif,
    scene: 'abstract',
  },
  description: old.description,
});

const IMAGES = [
  ...SERVICES.map((service) =>
    abstract({
      name: `service-${service.url}`,
      ...COVER_SIZE,
      palette: service.palette,
      motif: service.motif,
      title: service.name,
      label: `${AGENCY} · Services`,
      description: `Abstract artwork for the ${service.name} service`,
    }),
  ),
  ...INDUSTRIES.map((industry) =>
    abstract({
      name: `industry-${industry.slug}`,
      ...COVER_SIZE,
      palette: industry.palette,
      motif: industry.motif,
      title: industry.name,
      label: `${AGENCY} · Industries`,
      description: `Abstract artwork for the ${industry.name} industry page`,
    }),
  ),
  abstract({ name: `promo-${PROMO.year}-${PROMO.month}-${PROMO.slug}`, ...COVER_SIZE, ...promoImage }),
  ...PAGES.filter((page) => page.image).map((page) =>
    abstract({
      name: `page-${page.slug}`,
      ...COVER_SIZE,
      ...page.image,
      title: page.title,
      description: `Header artwork for the ${page.title} page`,
    }),
  ),
  // migrations/018-block-pages.js
  abstract({
    name: 'page-offers-spring-rebrand',
    ...COVER_SIZE,
    palette: 'sage',
    motif: 'arches',
    title: 'Spring rebrand',
    label: 'Spring offer · Six weeks, one price',
    description: 'Header artwork for the spring rebrand offer: green arches on a pale sage background',
  }),
  ...PORTFOLIO.flatMap((item) => {
    const object = OBJECT_OF[item.slug];
    const shows = OBJECT_DESCRIPTIONS[object];
    const look = { palette: item.palette, motif: item.motif, object, brand: item.slug };
    const cover = `portfolio-${item.slug}-cover`;
    const closeUp = `portfolio-${item.slug}-gallery-1`;
    const board = `portfolio-${item.slug}-gallery-2`;
    return [
      {
        old: {
          name: cover,
          ...COVER_SIZE,
          palette: item.palette,
          motif: item.motif,
          title: item.title,
          label: `Case study · ${item.client} · ${item.year}`,
          description: `Cover artwork for the ${item.title} case study`,
        },
        art: { name: cover, ...COVER_SIZE, ...look, scene: 'cover' },
        description: `Artwork for the ${item.title} case study: ${shows}, drawn as flat shapes in the project’s colours`,
      },
      {
        old: {
          name: closeUp,
          ...GALLERY_SIZE,
          layout: 'mockup',
          palette: item.palette,
          motif: item.motif,
          title: `${item.title}: layout detail`,
          description: `Layout mock-up from the ${item.title} project`,
        },
        art: { name: closeUp, ...GALLERY_SIZE, ...look, scene: 'detail' },
        description: `Close-up of ${shows} from the ${item.title} project`,
      },
      {
        old: {
          name: board,
          ...GALLERY_SIZE,
          layout: 'swatches',
          palette: item.palette,
          title: item.title,
          label: item.client,
          description: `Colour palette and type specimen from the ${item.title} project`,
        },
        art: { name: board, ...GALLERY_SIZE, ...look, scene: 'board' },
        description: `Brand board from the ${item.title} project: its colours, its mark, its motif and a pattern of the mark`,
      },
    ];
  }),
].map((image) => ({
  ...image,
  id: demoFileId(image.old.name),
  before: renderDemoImage(image.old),
  after: renderDemoArt({ ...image.art, description: image.description }),
}));

/** The new wide image of each case study and the gallery it joins. */
const LINE_UPS = PORTFOLIO.map((item) => {
  const object = OBJECT_OF[item.slug];
  const name = `portfolio-${item.slug}-gallery-3`;
  const description = `${OBJECT_DESCRIPTIONS[object].replace(/^an? /, '')} from the ${item.title} project, three side by side`;
  const art = {
    name,
    ...PANORAMA_SIZE,
    palette: item.palette,
    motif: item.motif,
    object,
    brand: item.slug,
    scene: 'panorama',
    description,
  };
  return {
    slug: item.slug,
    id: demoFileId(name),
    name,
    title: `${item.title}: line-up`,
    description: description.charAt(0).toUpperCase() + description.slice(1),
    svg: renderDemoArt(art),
    seededGallery: [demoFileId(`portfolio-${item.slug}-gallery-1`), demoFileId(`portfolio-${item.slug}-gallery-2`)],
  };
});

/** The case studies' bodies: as migration 004 seeded them, and with figures and credits. */
const BODIES = PORTFOLIO.map((item) => ({
  slug: item.slug,
  before: readBody(DEMO_DIR, item.body),
  after: readBody(DATA_DIR, `portfolio/${item.slug}.md`),
}));

// ── Files ─────────────────────────────────────────────────────────────────────────────────────

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/** The file's bytes in local storage, or null when it is not there. */
function readStored(root, name) {
  try {
    return readFileSync(path.join(root, name));
  } catch {
    return null;
  }
}

/** Whether the row and its file are exactly `svg` as a migration wrote it (id-named, its size, its bytes). */
function isUnchanged(root, row, svg, size) {
  if (!row || row.filename_disk !== `${row.id}.svg` || row.type !== 'image/svg+xml') return false;
  if (Number(row.filesize) !== Buffer.byteLength(svg)) return false;
  if (Number(row.width) !== size.width || Number(row.height) !== size.height) return false;
  const stored = readStored(root, row.filename_disk);
  return stored !== null && sha256(stored) === sha256(svg);
}

/**
 * Writes files as one step: when a write fails, the files written so far get their earlier
 * content back (or are removed when they were new), and the error is thrown.
 * @param {string} root
 * @param {{ file: string, content: string, previous: string | null }[]} writes
 */
function writeAll(root, writes) {
  const done = [];
  try {
    for (const write of writes) {
      writeFileSync(path.join(root, write.file), write.content);
      done.push(write);
    }
  } catch (error) {
    for (const write of done) {
      if (write.previous === null) rmSync(path.join(root, write.file), { force: true });
      else writeFileSync(path.join(root, write.file), write.previous);
    }
    throw error;
  }
}

/**
 * Turns each seeded image that is still unchanged from `from` into `to`: its file, its size and
 * its description (while that is still `from`'s). Returns the files to write.
 */
async function redraw(trx, root, from, to) {
  const rows = await trx('directus_files').whereIn(
    'id',
    IMAGES.map((image) => image.id),
  );
  const writes = [];
  for (const image of IMAGES) {
    const row = rows.find((candidate) => candidate.id === image.id);
    if (!isUnchanged(root, row, image[from], image.old)) continue;
    const update = { filesize: Buffer.byteLength(image[to]) };
    const description = { before: image.old.description ?? null, after: image.description ?? null };
    if ((row.description ?? null) === description[from]) update.description = description[to];
    await trx('directus_files').where({ id: image.id }).update(update);
    writes.push({ file: row.filename_disk, content: image[to], previous: image[from] });
  }
  return writes;
}

/** Body changes from `from` to `to`, for the case studies whose body is still `from`'s. */
async function rewriteBodies(trx, from, to) {
  for (const body of BODIES) {
    await trx('portfolio_items').where({ slug: body.slug, body: body[from] }).update({ body: body[to] });
  }
}

async function galleryOf(trx, itemId) {
  const rows = await trx('portfolio_items_files').where({ portfolio_items_id: itemId }).select('directus_files_id');
  return rows.map((row) => row.directus_files_id).sort();
}

/** The wide images for the galleries still holding exactly their two seeded images. */
async function addLineUps(trx) {
  const writes = [];
  const uploadedOn = new Date();
  for (const lineUp of LINE_UPS) {
    const item = await trx('portfolio_items').where({ slug: lineUp.slug }).first('id');
    if (!item) continue;
    const gallery = await galleryOf(trx, item.id);
    if (JSON.stringify(gallery) !== JSON.stringify([...lineUp.seededGallery].sort())) continue;
    if (await trx('directus_files').where({ id: lineUp.id }).first('id')) continue;
    await trx('directus_files').insert({
      id: lineUp.id,
      storage: 'local',
      filename_disk: `${lineUp.id}.svg`,
      filename_download: `${lineUp.name}.svg`,
      title: lineUp.title,
      description: lineUp.description,
      type: 'image/svg+xml',
      folder: null,
      filesize: Buffer.byteLength(lineUp.svg),
      width: PANORAMA_SIZE.width,
      height: PANORAMA_SIZE.height,
      uploaded_on: uploadedOn,
    });
    // First in the gallery: the page sets it full-bleed, before the close-up and the brand board.
    await trx('portfolio_items_files').insert({ portfolio_items_id: item.id, directus_files_id: lineUp.id, sort: 0 });
    writes.push({ file: `${lineUp.id}.svg`, content: lineUp.svg, previous: null });
  }
  return writes;
}

/** The wide images still as `up` made them, taken out of their galleries; returns their files. */
async function removeLineUps(trx, root) {
  const rows = await trx('directus_files').whereIn(
    'id',
    LINE_UPS.map((lineUp) => lineUp.id),
  );
  const files = [];
  for (const lineUp of LINE_UPS) {
    const row = rows.find((candidate) => candidate.id === lineUp.id);
    if (!isUnchanged(root, row, lineUp.svg, PANORAMA_SIZE)) continue;
    await trx('portfolio_items_files').where({ directus_files_id: lineUp.id }).delete();
    await trx('directus_files').where({ id: lineUp.id }).delete();
    files.push(row.filename_disk);
  }
  return files;
}

export async function up(knex) {
  const root = localStorageRoot();
  await knex.transaction(async (trx) => {
    await rewriteBodies(trx, 'before', 'after');
    if (!root) return;
    const writes = [...(await redraw(trx, root, 'before', 'after')), ...(await addLineUps(trx))];
    // Last, so that a failed write rolls the rows back (and puts back the files written so far).
    writeAll(root, writes);
  });
}

export async function down(knex) {
  const root = localStorageRoot();
  /** @type {string[]} */
  let removed = [];
  await knex.transaction(async (trx) => {
    await rewriteBodies(trx, 'after', 'before');
    if (!root) return;
    removed = await removeLineUps(trx, root);
    writeAll(root, await redraw(trx, root, 'after', 'before'));
  });
  // After the commit: files are only removed once nothing refers to them any more.
  if (root) for (const file of removed) rmSync(path.join(root, file), { force: true });
}
