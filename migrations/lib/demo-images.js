// Demo artwork made in code: abstract SVG compositions (gradients, geometric shapes, display
// type), so the demo content has images without downloads, binary files in git or new packages.
// Each image is deterministic (shapes come from a PRNG seeded by the image name), so running the
// migration twice gives byte-identical files, and its directus_files id is derived from the name,
// so `down` can find what `up` wrote.
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {import('knex').Knex} Knex */
/** A PRNG: a number in [0, 1) per call. @typedef {() => number} Random */
/** @typedef {{ bg: readonly [string, string], accents: readonly [string, string, string], ink: string }} Palette */
/** @typedef {keyof typeof PALETTES} PaletteName */
/** @typedef {typeof MOTIFS[number]} MotifName */
/**
 * One family of shapes filling a width × height canvas.
 * @typedef {(rand: Random, width: number, height: number, palette: Palette, options?: { keepTextAreaClear?: boolean }) => string} Motif
 */
/** @typedef {'cover' | 'mockup' | 'swatches'} LayoutName */
/**
 * A demo image: its palette, layout and motif (else chosen from the name), the title and label
 * it shows and the description of its file.
 * @typedef {{
 *   name: string,
 *   width: number,
 *   height: number,
 *   palette: PaletteName,
 *   layout?: LayoutName,
 *   motif?: MotifName,
 *   title?: string,
 *   label?: string,
 *   description?: string,
 * }} DemoImage
 */

export const COVER_SIZE = { width: 1600, height: 1000 };
export const GALLERY_SIZE = { width: 1200, height: 1200 };

// Namespace of the demo files' name-based ids; changing it orphans files seeded earlier.
const DEMO_FILES_NAMESPACE = '0c6f4e1a-3b2d-4f5e-8a71-9d2c6b3e4f10';

const FONT_STACK = "'Inter', 'Helvetica Neue', Arial, sans-serif";

/**
 * Colour sets: two background stops, three accents, and the colour of text on them.
 * @satisfies {Record<string, Palette>}
 */
export const PALETTES = {
  ember: { bg: ['#1B1B2F', '#3A1F2B'], accents: ['#E4572E', '#F3A712', '#FFD8BE'], ink: '#FFF6EE' },
  fjord: { bg: ['#0B2545', '#13315C'], accents: ['#5FA8D3', '#8DA9C4', '#EEF4ED'], ink: '#EEF4ED' },
  moss: { bg: ['#1F2A1D', '#34472F'], accents: ['#A3B18A', '#E9C46A', '#DAD7CD'], ink: '#F4F1E8' },
  dune: { bg: ['#F4E9DC', '#E6D0B8'], accents: ['#C1663B', '#264653', '#E9A96B'], ink: '#1E2A30' },
  plum: { bg: ['#2B1335', '#4A1942'], accents: ['#C874B2', '#F2A1C4', '#FFE3F1'], ink: '#FFF0F7' },
  lagoon: { bg: ['#003B46', '#07575B'], accents: ['#66A5AD', '#F6AE2D', '#C4DFE6'], ink: '#F1FAFB' },
  citrus: { bg: ['#FFF8E1', '#FFE6A0'], accents: ['#FF7F11', '#2E294E', '#1B998B'], ink: '#2E294E' },
  graphite: { bg: ['#111111', '#26282E'], accents: ['#E4572E', '#8A8F98', '#F5F5F5'], ink: '#F5F5F5' },
  glacier: { bg: ['#EAF2F6', '#CFE3EC'], accents: ['#457B9D', '#E63946', '#1D3557'], ink: '#1D3557' },
  clay: { bg: ['#3D2C29', '#5B3A2E'], accents: ['#D68C45', '#81B29A', '#F2CC8F'], ink: '#FBF3E6' },
  aurora: { bg: ['#0D1B2A', '#1B263B'], accents: ['#3DDC97', '#7B61FF', '#FF6B9A'], ink: '#F0F4FF' },
  saffron: { bg: ['#2A1A04', '#4A2C06'], accents: ['#F4B400', '#FF8C42', '#FFF3C4'], ink: '#FFF8E7' },
  sage: { bg: ['#EEF2EA', '#D5E0CC'], accents: ['#3A5A40', '#E07A5F', '#A3B18A'], ink: '#1F2D22' },
};

export const MOTIFS = /** @type {const} */ (['orbits', 'blocks', 'waves', 'grid', 'arches', 'rays']);

/**
 * A name-based uuid in the RFC 4122 version-5 layout: the same name always gives the same id.
 * @param {string} name
 */
export function demoFileId(name) {
  const namespace = Buffer.from(DEMO_FILES_NAMESPACE.replaceAll('-', ''), 'hex');
  const hash = createHash('sha1').update(namespace).update(name).digest();
  hash[6] = (hash.readUInt8(6) & 0x0f) | 0x50;
  hash[8] = (hash.readUInt8(8) & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * mulberry32, seeded from the name: small, fast and good enough for placing shapes.
 * @param {string} name
 * @returns {Random}
 */
export function seededRandom(name) {
  let state = createHash('sha1').update(name).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const round = (/** @type {number} */ value) => Math.round(value * 10) / 10;
/**
 * @template T
 * @param {Random} rand
 * @param {readonly [T, ...T[]]} list
 */
export const pick = (rand, list) => /** @type {T} */ (list[Math.floor(rand() * list.length)]);
/** @param {Random} rand @param {number} min @param {number} max */
export const between = (rand, min, max) => min + rand() * (max - min);

/**
 * Relative luminance (0 dark … 1 light) of a #RRGGBB colour, to pick text colours.
 * @param {string} hex
 */
function luminance(hex) {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** @param {readonly string[]} colours */
const darkest = (colours) => colours.reduce((dark, colour) => (luminance(colour) < luminance(dark) ? colour : dark));

/** @param {string} text */
function escapeXml(text) {
  return String(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/**
 * Splits a title into at most `maxLines` lines of about `maxChars` characters.
 * @param {string} text
 * @param {number} maxChars
 * @param {number} maxLines
 */
function wrapWords(text, maxChars, maxLines) {
  /** @type {string[]} */
  const lines = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= maxChars) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length <= maxLines ? lines : [...lines.slice(0, maxLines - 1), lines.slice(maxLines - 1).join(' ')];
}

/** @param {Random} rand @param {Palette} palette */
export function gradientDefs(rand, palette) {
  const [from, to] = palette.bg;
  const [a, b, c] = palette.accents;
  const x = round(between(rand, 0.2, 0.8));
  return `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow" cx="${x}" cy="0.35" r="0.65"><stop offset="0" stop-color="${a}" stop-opacity="0.55"/><stop offset="1" stop-color="${a}" stop-opacity="0"/></radialGradient>
<linearGradient id="a1" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>
<linearGradient id="a2" x1="1" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${b}"/><stop offset="1" stop-color="${c}"/></linearGradient>
</defs>`;
}

/** @param {number} width @param {number} height */
export function backdrop(width, height) {
  return `<rect width="${width}" height="${height}" fill="url(#bg)"/><rect width="${width}" height="${height}" fill="url(#glow)"/>`;
}

// ── Motifs: each fills the canvas with one family of shapes ─────────────────────────────────────

/** @type {Motif} */
function orbits(rand, width, height, palette) {
  const cx = round(width * between(rand, 0.55, 0.78));
  const cy = round(height * between(rand, 0.3, 0.5));
  const base = Math.min(width, height);
  const rings = [];
  for (let index = 0; index < 7; index += 1) {
    const r = round(base * (0.12 + index * 0.075));
    const colour = palette.accents[index % 3];
    const dash =
      index % 2 === 0 ? '' : ` stroke-dasharray="${round(between(rand, 4, 18))} ${round(between(rand, 10, 30))}"`;
    rings.push(
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colour}" stroke-opacity="${round(0.75 - index * 0.08)}" stroke-width="${round(between(rand, 1.5, 4))}"${dash}/>`,
    );
  }
  const planet = round(base * 0.11);
  const angle = between(rand, 0, Math.PI * 2);
  const moonRing = base * (0.12 + 4 * 0.075);
  return [
    `<circle cx="${cx}" cy="${cy}" r="${planet}" fill="url(#a1)"/>`,
    ...rings,
    `<circle cx="${round(cx + Math.cos(angle) * moonRing)}" cy="${round(cy + Math.sin(angle) * moonRing)}" r="${round(base * 0.025)}" fill="${palette.accents[2]}"/>`,
  ].join('');
}

/** @type {Motif} */
function blocks(rand, width, height, palette) {
  const shapes = [];
  for (let index = 0; index < 6; index += 1) {
    const w = round(width * between(rand, 0.18, 0.4));
    const h = round(height * between(rand, 0.18, 0.45));
    const x = round(width * between(rand, 0.3, 0.85) - w / 2);
    const y = round(height * between(rand, 0.05, 0.6));
    const fill = index % 3 === 2 ? palette.accents[2] : `url(#a${(index % 2) + 1})`;
    shapes.push(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${round(Math.min(w, h) * between(rand, 0, 0.2))}" fill="${fill}" fill-opacity="${round(between(rand, 0.55, 0.95))}" transform="rotate(${round(between(rand, -18, 18))} ${round(x + w / 2)} ${round(y + h / 2)})"/>`,
    );
  }
  const r = round(Math.min(width, height) * 0.09);
  shapes.push(
    `<circle cx="${round(width * between(rand, 0.55, 0.85))}" cy="${round(height * between(rand, 0.15, 0.45))}" r="${r}" fill="${palette.accents[0]}"/>`,
  );
  return shapes.join('');
}

/** @type {Motif} */
function waves(rand, width, height, palette) {
  const layers = [];
  for (let index = 0; index < 5; index += 1) {
    const baseline = height * (0.35 + index * 0.12);
    const amplitude = height * between(rand, 0.04, 0.12);
    const points = 4;
    let d = `M0 ${round(baseline)}`;
    for (let step = 1; step <= points; step += 1) {
      const x = (width / points) * step;
      const cx1 = x - (width / points) * 0.66;
      const cx2 = x - (width / points) * 0.33;
      const direction = step % 2 === 0 ? 1 : -1;
      d += ` C${round(cx1)} ${round(baseline + direction * amplitude)} ${round(cx2)} ${round(baseline + direction * amplitude)} ${round(x)} ${round(baseline + between(rand, -0.3, 0.3) * amplitude)}`;
    }
    d += ` V${height} H0 Z`;
    const fill = index % 2 === 0 ? 'url(#a1)' : palette.accents[(index + 1) % 3];
    layers.push(`<path d="${d}" fill="${fill}" fill-opacity="${round(0.35 + index * 0.12)}"/>`);
  }
  return layers.join('');
}

/** @type {Motif} */
function grid(rand, width, height, palette, { keepTextAreaClear = false } = {}) {
  const columns = width > height ? 10 : 8;
  const cell = width / columns;
  const rows = Math.ceil(height / cell);
  const dots = [];
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const roll = rand();
      if (roll < 0.35) continue;
      // The title sits bottom-left: dots there would fight with it.
      if (keepTextAreaClear && row >= rows * 0.5 && column < columns * 0.65) continue;
      const cx = round(cell * (column + 0.5));
      const cy = round(cell * (row + 0.5));
      const r = round(cell * between(rand, 0.12, 0.42));
      const colour = pick(rand, palette.accents);
      dots.push(
        roll < 0.7
          ? `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${colour}" fill-opacity="${round(between(rand, 0.25, 0.9))}"/>`
          : `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colour}" stroke-width="3" stroke-opacity="0.7"/>`,
      );
    }
  }
  return dots.join('');
}

/** @type {Motif} */
function arches(rand, width, height, palette) {
  const count = 4;
  const span = (width * 0.62) / count;
  const left = width * 0.34;
  const shapes = [];
  for (let index = 0; index < count; index += 1) {
    const x = left + index * span;
    const r = span / 2;
    const top = height * between(rand, 0.12, 0.5);
    const fill = index % 2 === 0 ? `url(#a${(index % 4) / 2 + 1})` : palette.accents[index % 3];
    shapes.push(
      `<path d="M${round(x)} ${height} V${round(top + r)} A${round(r)} ${round(r)} 0 0 1 ${round(x + span)} ${round(top + r)} V${height} Z" fill="${fill}" fill-opacity="${round(between(rand, 0.7, 1))}"/>`,
    );
  }
  shapes.push(
    `<circle cx="${round(left + span * between(rand, 0.5, 3.5))}" cy="${round(height * 0.14)}" r="${round(span * 0.22)}" fill="${palette.accents[2]}"/>`,
  );
  return shapes.join('');
}

/** @type {Motif} */
function rays(rand, width, height, palette) {
  const cx = width * between(rand, 0.6, 0.8);
  const cy = height * between(rand, 0.55, 0.8);
  const reach = Math.hypot(width, height);
  const count = 14;
  const shapes = [];
  for (let index = 0; index < count; index += 1) {
    const start = (Math.PI * 2 * index) / count;
    const end = start + (Math.PI * 2) / count / 2;
    shapes.push(
      `<path d="M${round(cx)} ${round(cy)} L${round(cx + Math.cos(start) * reach)} ${round(cy + Math.sin(start) * reach)} L${round(cx + Math.cos(end) * reach)} ${round(cy + Math.sin(end) * reach)} Z" fill="${palette.accents[index % 2]}" fill-opacity="${round(between(rand, 0.12, 0.3))}"/>`,
    );
  }
  const r = Math.min(width, height) * 0.2;
  shapes.push(`<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="url(#a1)"/>`);
  shapes.push(
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r * 1.35)}" fill="none" stroke="${palette.accents[2]}" stroke-width="3" stroke-opacity="0.8"/>`,
  );
  return shapes.join('');
}

/** @type {Record<MotifName, Motif>} */
export const MOTIF_RENDERERS = { orbits, blocks, waves, grid, arches, rays };

// ── Layouts ────────────────────────────────────────────────────────────────────────────────────

/**
 * Small uppercase label and large display title, bottom-left, over a soft scrim for contrast.
 * @param {{ title: string, label?: string | undefined }} text
 * @param {number} width
 * @param {number} height
 * @param {Palette} palette
 */
function displayText({ title, label }, width, height, palette) {
  const margin = Math.round(width * 0.06);
  let fontSize = Math.round(width * 0.062);
  let lines = wrapWords(title, Math.floor((width * 0.62) / (fontSize * 0.56)), 3);
  if (lines.length === 3) {
    fontSize = Math.round(fontSize * 0.82);
    lines = wrapWords(title, Math.floor((width * 0.66) / (fontSize * 0.56)), 3);
  }
  const lineHeight = Math.round(fontSize * 1.08);
  const lastBaseline = height - margin;
  const firstBaseline = lastBaseline - lineHeight * (lines.length - 1);
  const labelY = firstBaseline - fontSize - Math.round(fontSize * 0.35);
  const labelSize = Math.round(fontSize * 0.24);
  const tspans = lines
    .map((line, index) => `<tspan x="${margin}" y="${firstBaseline + index * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  return [
    `<rect x="${margin}" y="${labelY - labelSize * 2}" width="${Math.round(width * 0.08)}" height="4" fill="${palette.accents[0]}"/>`,
    label
      ? `<text x="${margin}" y="${labelY}" font-family="${FONT_STACK}" font-size="${labelSize}" font-weight="600" letter-spacing="${round(labelSize * 0.18)}" fill="${palette.ink}" fill-opacity="0.8">${escapeXml(label.toUpperCase())}</text>`
      : '',
    `<text font-family="${FONT_STACK}" font-size="${fontSize}" font-weight="700" letter-spacing="${round(-fontSize * 0.02)}" fill="${palette.ink}">${tspans}</text>`,
  ].join('');
}

/** @type {Layout} */
function coverLayout(image, rand, palette) {
  const { width, height } = image;
  const motif = MOTIF_RENDERERS[image.motif ?? pick(rand, MOTIFS)];
  // The scrim keeps the title readable whatever the motif puts behind it.
  const scrim = `<linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="${palette.bg[0]}" stop-opacity="0"/><stop offset="1" stop-color="${palette.bg[0]}" stop-opacity="0.75"/></linearGradient>`;
  return [
    gradientDefs(rand, palette).replace('</defs>', `${scrim}</defs>`),
    backdrop(width, height),
    motif(rand, width, height, palette, { keepTextAreaClear: Boolean(image.title) }),
    image.title ? `<rect width="${width}" height="${height}" fill="url(#scrim)"/>` : '',
    image.title ? displayText({ title: image.title, label: image.label }, width, height, palette) : '',
  ].join('');
}

/**
 * A screen or poster floating on the backdrop, with the motif in miniature and text bars.
 * @type {Layout}
 */
function mockupLayout(image, rand, palette) {
  const { width, height } = image;
  const frameW = Math.round(width * 0.66);
  const frameH = Math.round(height * 0.72);
  const x = Math.round((width - frameW) / 2);
  const y = Math.round((height - frameH) / 2);
  const tilt = round(between(rand, -6, 6));
  const heroH = Math.round(frameH * 0.46);
  const inner = MOTIF_RENDERERS[image.motif ?? pick(rand, MOTIFS)](rand, frameW, heroH, palette);
  const bars = [0, 1, 2, 3]
    .map(
      (index) =>
        `<rect x="${Math.round(frameW * 0.08)}" y="${heroH + Math.round(frameH * (0.1 + index * 0.075))}" width="${Math.round(frameW * (index === 0 ? 0.6 : between(rand, 0.45, 0.82)))}" height="${index === 0 ? 26 : 12}" rx="6" fill="${index === 0 ? darkest([palette.bg[0], palette.ink]) : '#9AA0A6'}" fill-opacity="${index === 0 ? 1 : 0.5}"/>`,
    )
    .join('');
  const button = `<rect x="${Math.round(frameW * 0.08)}" y="${heroH + Math.round(frameH * 0.42)}" width="${Math.round(frameW * 0.3)}" height="44" rx="22" fill="${palette.accents[0]}"/>`;
  return [
    gradientDefs(rand, palette).replace(
      '</defs>',
      `<clipPath id="hero"><rect width="${frameW}" height="${heroH}" rx="18"/></clipPath></defs>`,
    ),
    backdrop(width, height),
    `<g transform="rotate(${tilt} ${width / 2} ${height / 2})">`,
    `<rect x="${x + 18}" y="${y + 28}" width="${frameW}" height="${frameH}" rx="18" fill="#000" fill-opacity="0.22"/>`,
    `<g transform="translate(${x} ${y})"><rect width="${frameW}" height="${frameH}" rx="18" fill="#FBFAF7"/>`,
    `<g clip-path="url(#hero)"><rect width="${frameW}" height="${heroH}" fill="url(#bg)"/>${inner}</g>`,
    `${bars}${button}</g></g>`,
  ].join('');
}

/**
 * A brand board: the palette as swatches with their hex codes, and a type specimen.
 * @type {Layout}
 */
function swatchesLayout(image, rand, palette) {
  const { width, height } = image;
  const colours = [...palette.bg, ...palette.accents];
  const margin = Math.round(width * 0.08);
  const size = Math.round((width - margin * 2) / colours.length);
  const top = Math.round(height * 0.56);
  const swatches = colours
    .map((colour, index) => {
      const cx = margin + size * index + size / 2;
      return `<circle cx="${round(cx)}" cy="${top}" r="${round(size * 0.44)}" fill="${colour}" stroke="${palette.ink}" stroke-opacity="0.35" stroke-width="2"/><text x="${round(cx)}" y="${round(top + size * 0.44 + 44)}" text-anchor="middle" font-family="${FONT_STACK}" font-size="22" font-weight="600" letter-spacing="2" fill="${palette.ink}" fill-opacity="0.85">${colour}</text>`;
    })
    .join('');
  const glyphSize = Math.round(height * 0.28);
  return [
    gradientDefs(rand, palette),
    backdrop(width, height),
    `<text x="${margin}" y="${Math.round(height * 0.38)}" font-family="${FONT_STACK}" font-size="${glyphSize}" font-weight="700" letter-spacing="${round(-glyphSize * 0.03)}" fill="url(#a1)">Aa</text>`,
    `<text x="${width - margin}" y="${Math.round(height * 0.16)}" text-anchor="end" font-family="${FONT_STACK}" font-size="26" font-weight="600" letter-spacing="5" fill="${palette.ink}" fill-opacity="0.8">${escapeXml((image.label ?? 'Palette').toUpperCase())}</text>`,
    swatches,
    `<rect x="${margin}" y="${Math.round(height * 0.84)}" width="${width - margin * 2}" height="3" fill="${palette.ink}" fill-opacity="0.3"/>`,
    `<text x="${margin}" y="${Math.round(height * 0.9)}" font-family="${FONT_STACK}" font-size="30" font-weight="500" fill="${palette.ink}">${escapeXml(image.title ?? '')}</text>`,
  ].join('');
}

/** @typedef {(image: DemoImage, rand: Random, palette: Palette) => string} Layout */

/** @type {Record<LayoutName, Layout>} */
const LAYOUTS = { cover: coverLayout, mockup: mockupLayout, swatches: swatchesLayout };

/**
 * The SVG document of one demo image.
 * @param {DemoImage} image
 */
export function renderDemoImage(image) {
  const palette = PALETTES[image.palette];
  if (!palette) throw new Error(`Unknown palette "${image.palette}" for demo image ${image.name}`);
  const rand = seededRandom(image.name);
  const body = LAYOUTS[image.layout ?? 'cover'](image, rand, palette);
  const label = escapeXml(image.description ?? image.title ?? image.name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${image.width}" height="${image.height}" viewBox="0 0 ${image.width} ${image.height}" role="img" aria-label="${label}">${body}</svg>\n`;
}

/** Directus' local storage folder, or null when no local storage location is configured. */
export function localStorageRoot() {
  const locations = (process.env.STORAGE_LOCATIONS ?? 'local').split(',').map((location) => location.trim());
  if (!locations.includes('local')) return null;
  // Directus' own default, resolved like Directus does: against the working directory.
  return path.resolve(process.cwd(), process.env.STORAGE_LOCAL_ROOT ?? './uploads');
}

/**
 * Registers the images as Directus files (storage 'local'); their ids come from their names.
 * @param {Knex} knex
 * @param {readonly DemoImage[]} images
 */
export async function insertDemoImageRows(knex, images) {
  const uploadedOn = new Date();
  for (const image of images) {
    const id = demoFileId(image.name);
    await knex('directus_files').insert({
      id,
      storage: 'local',
      filename_disk: `${id}.svg`,
      filename_download: `${image.name}.svg`,
      title: image.title ?? image.name,
      description: image.description ?? null,
      type: 'image/svg+xml',
      folder: null,
      filesize: Buffer.byteLength(renderDemoImage(image)),
      width: image.width,
      height: image.height,
      uploaded_on: uploadedOn,
    });
  }
}

/**
 * Writes the SVG files into local storage, when it is configured. Returns the bytes written.
 * All or nothing: when one write fails, the files written so far are removed again.
 * @param {readonly DemoImage[]} images
 */
export function writeDemoImageFiles(images) {
  const root = localStorageRoot();
  if (!root) return 0;
  mkdirSync(root, { recursive: true });
  /** @type {string[]} */
  const written = [];
  let bytes = 0;
  try {
    for (const image of images) {
      const svg = renderDemoImage(image);
      const file = path.join(root, `${demoFileId(image.name)}.svg`);
      writeFileSync(file, svg);
      written.push(file);
      bytes += Buffer.byteLength(svg);
    }
  } catch (error) {
    for (const file of written) rmSync(file, { force: true });
    throw error;
  }
  return bytes;
}

/**
 * Removes the file rows of the demo images (call before `removeDemoImageFiles`).
 * @param {Knex} knex
 * @param {readonly DemoImage[]} images
 */
export async function deleteDemoImageRows(knex, images) {
  const ids = images.map((image) => demoFileId(image.name));
  await knex('directus_files').whereIn('id', ids).delete();
}

/**
 * Removes the demo images' files from local storage; files already gone are not an error.
 * @param {readonly DemoImage[]} images
 */
export function removeDemoImageFiles(images) {
  const root = localStorageRoot();
  if (!root) return;
  for (const image of images) rmSync(path.join(root, `${demoFileId(image.name)}.svg`), { force: true });
}
