// Demo artwork without any text: the page shows the title once, as text, never inside the image.
// Each case study has a visual language of its own: its palette, its motif and an object of its
// work drawn as flat shapes (a website in a browser, a phone, a dashboard, a booklet, stationery, a
// film frame, review cards, a mood board, packaging, signs), shown as a cover, a close-up, a brand
// board and a wide line-up. Deterministic like lib/demo-images.js: the same name gives the same
// bytes, so a migration can tell its own files from an editor's.
import {
  MOTIF_RENDERERS,
  MOTIFS,
  PALETTES,
  backdrop,
  between,
  gradientDefs,
  pick,
  round,
  seededRandom,
} from './demo-images.js';

/** @typedef {import('./demo-images.js').Palette} Palette */
/** @typedef {import('./demo-images.js').PaletteName} PaletteName */
/** @typedef {import('./demo-images.js').MotifName} MotifName */
/** @typedef {() => number} Random */
/** @typedef {keyof typeof OBJECTS} ObjectName */
/** @typedef {'abstract' | 'cover' | 'detail' | 'board' | 'panorama'} SceneName */
/**
 * One image: `abstract` is the backdrop and motif alone (services, industries, pages); the other
 * scenes show the case study's object.
 * @typedef {{
 *   name: string,
 *   width: number,
 *   height: number,
 *   palette: PaletteName,
 *   motif?: MotifName,
 *   scene: SceneName,
 *   object?: ObjectName,
 *   brand?: string,
 *   description?: string,
 * }} DemoArt
 */
/**
 * What an object needs: the seeded random, the colours, the motif of its screens and a source of
 * unique ids for clip paths.
 * @typedef {{ rand: Random, palette: Palette, motif: MotifName, markKind: number, id: (prefix: string) => string, defs: string[] }} Context
 */
/** @typedef {(context: Context, x: number, y: number, w: number, h: number) => string} ObjectRenderer */

export const PANORAMA_SIZE = { width: 2400, height: 1000 };

const PAPER = '#FBFAF7';
const SHADOW =
  '<filter id="shadow" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="18" stdDeviation="22" flood-color="#000" flood-opacity="0.28"/></filter>';

/** @param {Palette} palette The darkest and the lightest of a palette's colours. */
function extremes(palette) {
  const colours = [...palette.bg, ...palette.accents, palette.ink];
  const light = (/** @type {string} */ hex) =>
    [1, 3, 5].reduce((sum, start) => sum + Number.parseInt(hex.slice(start, start + 2), 16), 0);
  const sorted = [...colours].sort((a, b) => light(a) - light(b));
  return { dark: /** @type {string} */ (sorted[0]), light: /** @type {string} */ (sorted.at(-1)) };
}

/**
 * The motif in miniature inside a rounded window, as on a screen or a printed page.
 * @param {Context} context @param {number} x @param {number} y @param {number} w @param {number} h
 */
function motifPanel(context, x, y, w, h, radius = 10) {
  const clip = context.id('clip');
  context.defs.push(
    `<clipPath id="${clip}"><rect width="${round(w)}" height="${round(h)}" rx="${radius}"/></clipPath>`,
  );
  const inner = MOTIF_RENDERERS[context.motif](context.rand, w, h, context.palette);
  return `<g transform="translate(${round(x)} ${round(y)})"><g clip-path="url(#${clip})"><rect width="${round(w)}" height="${round(h)}" fill="url(#bg)"/>${inner}</g></g>`;
}

/**
 * Lines of "text" as rounded bars.
 * @param {Context} context @param {number} x @param {number} y @param {number} w @param {number} count
 */
function bars(context, x, y, w, count, { height = 10, gap = 14, colour = '#9AA0A6', opacity = 0.55 } = {}) {
  let out = '';
  for (let index = 0; index < count; index += 1) {
    const width = index === count - 1 ? w * between(context.rand, 0.35, 0.6) : w * between(context.rand, 0.75, 1);
    out += `<rect x="${round(x)}" y="${round(y + index * (height + gap))}" width="${round(width)}" height="${height}" rx="${height / 2}" fill="${colour}" fill-opacity="${opacity}"/>`;
  }
  return out;
}

/**
 * A small geometric mark, the project's "logo".
 * @param {Context} context @param {number} cx @param {number} cy @param {number} r
 * @param {string} colour @param {string} background
 */
function mark(context, cx, cy, r, colour, background) {
  const kind = context.markKind;
  const shapes = [
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${colour}"/><rect x="${round(cx - r * 0.15)}" y="${round(cy - r * 0.65)}" width="${round(r * 0.3)}" height="${round(r * 1.3)}" fill="${background}"/>`,
    `<path d="M${round(cx - r)} ${round(cy + r * 0.6)} A${round(r)} ${round(r)} 0 0 1 ${round(cx + r)} ${round(cy + r * 0.6)} Z" fill="${colour}"/><circle cx="${round(cx)}" cy="${round(cy - r * 0.55)}" r="${round(r * 0.32)}" fill="${colour}"/>`,
    `<path d="M${round(cx)} ${round(cy - r)} L${round(cx + r)} ${round(cy + r * 0.8)} L${round(cx - r)} ${round(cy + r * 0.8)} Z" fill="${colour}"/><circle cx="${round(cx)}" cy="${round(cy + r * 0.25)}" r="${round(r * 0.3)}" fill="${background}"/>`,
    `<rect x="${round(cx - r)}" y="${round(cy - r)}" width="${round(r * 2)}" height="${round(r * 2)}" rx="${round(r * 0.35)}" fill="${colour}"/><circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r * 0.55)}" fill="none" stroke="${background}" stroke-width="${round(r * 0.18)}"/>`,
  ];
  return /** @type {string} */ (shapes[kind]);
}

// ── Objects: the work, drawn as shapes inside a box (x, y, w, h) ───────────────────────────────

/** A website in a browser window. @type {ObjectRenderer} */
function browser(context, x, y, w, h) {
  const { palette } = context;
  const { dark } = extremes(palette);
  const top = h * 0.07;
  const hero = h * 0.5;
  const dots = [0, 1, 2]
    .map(
      (index) =>
        `<circle cx="${round(x + top * (0.7 + index * 0.55))}" cy="${round(y + top / 2)}" r="${round(top * 0.16)}" fill="${dark}" fill-opacity="0.35"/>`,
    )
    .join('');
  const column = (w - w * 0.16) / 3;
  const tiles = [0, 1, 2]
    .map(
      (index) =>
        `<rect x="${round(x + w * 0.06 + index * (column + w * 0.02))}" y="${round(y + top + hero + h * 0.16)}" width="${round(column)}" height="${round(h * 0.17)}" rx="8" fill="${palette.accents[index % 3]}" fill-opacity="0.85"/>`,
    )
    .join('');
  return [
    `<g filter="url(#shadow)"><rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(h)}" rx="16" fill="${PAPER}"/></g>`,
    dots,
    motifPanel(context, x, y + top, w, hero, 0),
    `<rect x="${round(x + w * 0.06)}" y="${round(y + top + hero * 0.3)}" width="${round(w * 0.36)}" height="${round(h * 0.05)}" rx="6" fill="${PAPER}"/>`,
    `<rect x="${round(x + w * 0.06)}" y="${round(y + top + hero * 0.3 + h * 0.08)}" width="${round(w * 0.18)}" height="${round(h * 0.05)}" rx="${round(h * 0.025)}" fill="${palette.accents[0]}"/>`,
    bars(context, x + w * 0.06, y + top + hero + h * 0.05, w * 0.5, 2, { height: h * 0.022, gap: h * 0.02 }),
    tiles,
  ].join('');
}

/** A phone with an app. @type {ObjectRenderer} */
function phone(context, x, y, w, h) {
  const { palette } = context;
  const { dark } = extremes(palette);
  const width = Math.min(w, h * 0.5);
  const left = x + (w - width) / 2;
  const inset = width * 0.05;
  const screenW = width - inset * 2;
  const hero = h * 0.34;
  const rows = [0, 1, 2]
    .map((index) => {
      const rowY = y + inset + hero + h * 0.05 + index * h * 0.15;
      return `<rect x="${round(left + inset * 2)}" y="${round(rowY)}" width="${round(screenW - inset * 2)}" height="${round(h * 0.12)}" rx="12" fill="#FFFFFF" stroke="${dark}" stroke-opacity="0.1"/><circle cx="${round(left + inset * 2 + h * 0.06)}" cy="${round(rowY + h * 0.06)}" r="${round(h * 0.03)}" fill="${palette.accents[index % 3]}"/>${bars(context, left + inset * 2 + h * 0.11, rowY + h * 0.035, screenW * 0.5, 2, { height: h * 0.014, gap: h * 0.018 })}`;
    })
    .join('');
  return [
    `<g filter="url(#shadow)"><rect x="${round(left)}" y="${round(y)}" width="${round(width)}" height="${round(h)}" rx="${round(width * 0.14)}" fill="${dark}"/></g>`,
    `<rect x="${round(left + inset)}" y="${round(y + inset)}" width="${round(screenW)}" height="${round(h - inset * 2)}" rx="${round(width * 0.1)}" fill="${PAPER}"/>`,
    motifPanel(context, left + inset, y + inset, screenW, hero, round(width * 0.1)),
    `<rect x="${round(left + width * 0.38)}" y="${round(y + inset + h * 0.012)}" width="${round(width * 0.24)}" height="${round(h * 0.022)}" rx="${round(h * 0.011)}" fill="${dark}"/>`,
    rows,
  ].join('');
}

/** A laptop showing a dashboard: metric tiles, bars and a line. @type {ObjectRenderer} */
function laptop(context, x, y, w, h) {
  const { palette, rand } = context;
  const { dark } = extremes(palette);
  const screenH = h * 0.86;
  const inset = w * 0.03;
  const sx = x + inset;
  const sy = y + inset;
  const sw = w - inset * 2;
  const sh = screenH - inset * 2;
  const tiles = [0, 1, 2]
    .map(
      (index) =>
        `<rect x="${round(sx + sw * 0.04 + index * sw * 0.32)}" y="${round(sy + sh * 0.06)}" width="${round(sw * 0.28)}" height="${round(sh * 0.2)}" rx="8" fill="${palette.accents[index % 3]}" fill-opacity="${index === 0 ? 1 : 0.75}"/>`,
    )
    .join('');
  const chartTop = sy + sh * 0.34;
  const chartH = sh * 0.58;
  const count = 12;
  const step = (sw * 0.56) / count;
  let columns = '';
  for (let index = 0; index < count; index += 1) {
    const value = chartH * between(rand, 0.25, 0.95);
    columns += `<rect x="${round(sx + sw * 0.04 + index * step)}" y="${round(chartTop + chartH - value)}" width="${round(step * 0.62)}" height="${round(value)}" rx="3" fill="${index === count - 3 ? palette.accents[0] : palette.accents[1]}"/>`;
  }
  let line = `M${round(sx + sw * 0.66)} ${round(chartTop + chartH * 0.8)}`;
  for (let index = 1; index <= 6; index += 1)
    line += ` L${round(sx + sw * 0.66 + index * sw * 0.05)} ${round(chartTop + chartH * between(rand, 0.15, 0.85))}`;
  return [
    `<g filter="url(#shadow)"><rect x="${round(x)}" y="${round(y)}" width="${round(w)}" height="${round(screenH)}" rx="18" fill="${dark}"/>`,
    `<path d="M${round(x - w * 0.07)} ${round(y + screenH)} H${round(x + w * 1.07)} L${round(x + w * 1.02)} ${round(y + h)} H${round(x - w * 0.02)} Z" fill="#C9CCD1"/></g>`,
    `<rect x="${round(sx)}" y="${round(sy)}" width="${round(sw)}" height="${round(sh)}" rx="8" fill="${PAPER}"/>`,
    tiles,
    columns,
    `<rect x="${round(sx + sw * 0.64)}" y="${round(chartTop)}" width="${round(sw * 0.32)}" height="${round(chartH)}" rx="8" fill="${palette.bg[0]}" fill-opacity="0.08"/>`,
    `<path d="${line}" fill="none" stroke="${palette.accents[0]}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`,
  ].join('');
}

/** An open booklet: a cover with the motif beside a page of columns. @type {ObjectRenderer} */
function booklet(context, x, y, w, h) {
  const { palette } = context;
  const { dark } = extremes(palette);
  const pageW = Math.min(w / 2, h * 0.72);
  const left = x + w / 2 - pageW;
  const margin = pageW * 0.1;
  return [
    `<g filter="url(#shadow)"><rect x="${round(left)}" y="${round(y)}" width="${round(pageW * 2)}" height="${round(h)}" rx="6" fill="${PAPER}"/></g>`,
    motifPanel(context, left, y, pageW, h, 6),
    `<circle cx="${round(left + pageW * 0.22)}" cy="${round(y + h * 0.16)}" r="${round(pageW * 0.08)}" fill="${PAPER}"/>`,
    `<rect x="${round(left + pageW - 2)}" y="${round(y)}" width="4" height="${round(h)}" fill="${dark}" fill-opacity="0.15"/>`,
    `<rect x="${round(left + pageW + margin)}" y="${round(y + margin)}" width="${round(pageW * 0.55)}" height="${round(h * 0.05)}" rx="4" fill="${dark}"/>`,
    motifPanel(context, left + pageW + margin, y + margin + h * 0.1, pageW - margin * 2, h * 0.3, 4),
    bars(context, left + pageW + margin, y + margin + h * 0.46, (pageW - margin * 3) / 2, 6, {
      height: h * 0.014,
      gap: h * 0.022,
    }),
    bars(
      context,
      left + pageW + margin * 2 + (pageW - margin * 3) / 2,
      y + margin + h * 0.46,
      (pageW - margin * 3) / 2,
      6,
      { height: h * 0.014, gap: h * 0.022 },
    ),
  ].join('');
}

/** Stationery: a business card, a key card and a round badge with the mark. @type {ObjectRenderer} */
function stationery(context, x, y, w, h) {
  const { palette } = context;
  const { dark, light } = extremes(palette);
  const cardW = w * 0.56;
  const cardH = cardW * 0.6;
  const front = `<g transform="rotate(-8 ${round(x + cardW / 2)} ${round(y + h * 0.25 + cardH / 2)})">
<g filter="url(#shadow)"><rect x="${round(x)}" y="${round(y + h * 0.25)}" width="${round(cardW)}" height="${round(cardH)}" rx="12" fill="${palette.accents[0]}"/></g>
${mark(context, x + cardW * 0.2, y + h * 0.25 + cardH * 0.3, cardH * 0.13, light, palette.accents[0])}
${bars(context, x + cardW * 0.1, y + h * 0.25 + cardH * 0.62, cardW * 0.45, 3, { height: cardH * 0.045, gap: cardH * 0.05, colour: light, opacity: 0.8 })}</g>`;
  const keyX = x + w * 0.38;
  const keyY = y + h * 0.02;
  const keyCard = `<g transform="rotate(6 ${round(keyX + cardW / 2)} ${round(keyY + cardH / 2)})"><g filter="url(#shadow)"><rect x="${round(keyX)}" y="${round(keyY)}" width="${round(cardW)}" height="${round(cardH)}" rx="14" fill="${PAPER}"/></g>${motifPanel(context, keyX, keyY, cardW, cardH * 0.62, 14)}<rect x="${round(keyX + cardW * 0.08)}" y="${round(keyY + cardH * 0.74)}" width="${round(cardW * 0.4)}" height="${round(cardH * 0.07)}" rx="4" fill="${dark}"/></g>`;
  const badgeR = Math.min(w, h) * 0.17;
  const badge = `<g filter="url(#shadow)"><circle cx="${round(x + w * 0.8)}" cy="${round(y + h * 0.76)}" r="${round(badgeR)}" fill="${dark}"/></g>${mark(context, x + w * 0.8, y + h * 0.76, badgeR * 0.5, palette.accents[1], dark)}`;
  return keyCard + front + badge;
}

/** A film frame with a play button, and a strip of stills below. @type {ObjectRenderer} */
function film(context, x, y, w, h) {
  const { palette } = context;
  const { dark } = extremes(palette);
  const frameH = Math.min(h * 0.72, (w * 9) / 16);
  const frameW = (frameH * 16) / 9;
  const left = x + (w - frameW) / 2;
  const r = frameH * 0.12;
  const cx = left + frameW / 2;
  const cy = y + frameH / 2;
  const stillW = (frameW - 30) / 4;
  const stills = [0, 1, 2, 3]
    .map((index) =>
      motifPanel(context, left + index * (stillW + 10), y + frameH + h * 0.06, stillW, stillW * 0.5625, 6),
    )
    .join('');
  return [
    `<g filter="url(#shadow)"><rect x="${round(left - 10)}" y="${round(y - 10)}" width="${round(frameW + 20)}" height="${round(frameH + 20)}" rx="14" fill="${dark}"/></g>`,
    motifPanel(context, left, y, frameW, frameH, 6),
    `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${PAPER}" fill-opacity="0.92"/>`,
    `<path d="M${round(cx - r * 0.3)} ${round(cy - r * 0.45)} L${round(cx + r * 0.5)} ${round(cy)} L${round(cx - r * 0.3)} ${round(cy + r * 0.45)} Z" fill="${dark}"/>`,
    `<rect x="${round(left + frameW * 0.05)}" y="${round(y + frameH * 0.9)}" width="${round(frameW * 0.9)}" height="6" rx="3" fill="${PAPER}" fill-opacity="0.4"/>`,
    `<rect x="${round(left + frameW * 0.05)}" y="${round(y + frameH * 0.9)}" width="${round(frameW * 0.55)}" height="6" rx="3" fill="${palette.accents[0]}"/>`,
    stills,
  ].join('');
}

/** A five-pointed star. @param {number} cx @param {number} cy @param {number} r @param {string} fill */
function star(cx, cy, r, fill) {
  const points = [];
  for (let index = 0; index < 10; index += 1) {
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    const radius = index % 2 === 0 ? r : r * 0.45;
    points.push(`${round(cx + Math.cos(angle) * radius)},${round(cy + Math.sin(angle) * radius)}`);
  }
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

/** Review cards, their stars rising. @type {ObjectRenderer} */
function reviews(context, x, y, w, h) {
  const { palette } = context;
  const { dark } = extremes(palette);
  const cardW = w * 0.7;
  const cardH = h * 0.28;
  return [0, 1, 2]
    .map((index) => {
      const cardX = x + index * w * 0.15;
      const cardY = y + index * h * 0.33;
      const filled = 3 + Math.min(index, 2);
      const stars = [0, 1, 2, 3, 4]
        .map((position) =>
          star(
            cardX + cardW * 0.1 + position * cardH * 0.3,
            cardY + cardH * 0.3,
            cardH * 0.12,
            position < filled ? palette.accents[0] : '#D5D8DC',
          ),
        )
        .join('');
      return `<g filter="url(#shadow)"><rect x="${round(cardX)}" y="${round(cardY)}" width="${round(cardW)}" height="${round(cardH)}" rx="14" fill="${PAPER}"/></g>${stars}${bars(context, cardX + cardW * 0.06, cardY + cardH * 0.56, cardW * 0.8, 2, { height: cardH * 0.07, gap: cardH * 0.09, colour: dark, opacity: 0.35 })}`;
    })
    .join('');
}

/** A mood board of pinned tiles: the motif, swatches, the mark, a product shape. @type {ObjectRenderer} */
function moodboard(context, x, y, w, h) {
  const { palette, rand } = context;
  const { dark, light } = extremes(palette);
  const tileW = w * 0.44;
  const tileH = h * 0.44;
  /** @type {{ tx: number, ty: number, content: (tx: number, ty: number) => string }[]} */
  const tiles = [
    { tx: x, ty: y, content: (tx, ty) => motifPanel(context, tx, ty, tileW, tileH, 8) },
    {
      tx: x + w * 0.52,
      ty: y + h * 0.04,
      content: (tx, ty) =>
        [...palette.bg, ...palette.accents]
          .map(
            (colour, index) =>
              `<rect x="${round(tx + (index * tileW) / 5)}" y="${round(ty)}" width="${round(tileW / 5 + 1)}" height="${round(tileH)}" fill="${colour}"/>`,
          )
          .join(''),
    },
    {
      tx: x + w * 0.04,
      ty: y + h * 0.52,
      content: (tx, ty) =>
        `<rect x="${round(tx)}" y="${round(ty)}" width="${round(tileW)}" height="${round(tileH)}" rx="8" fill="${dark}"/>${mark(context, tx + tileW / 2, ty + tileH / 2, tileH * 0.22, palette.accents[0], dark)}`,
    },
    {
      tx: x + w * 0.54,
      ty: y + h * 0.54,
      content: (tx, ty) =>
        `<rect x="${round(tx)}" y="${round(ty)}" width="${round(tileW)}" height="${round(tileH)}" rx="8" fill="${light}"/><path d="M${round(tx + tileW * 0.32)} ${round(ty + tileH * 0.2)} H${round(tx + tileW * 0.68)} L${round(tx + tileW * 0.74)} ${round(ty + tileH * 0.85)} H${round(tx + tileW * 0.26)} Z" fill="${palette.accents[0]}"/><rect x="${round(tx + tileW * 0.36)} " y="${round(ty + tileH * 0.45)}" width="${round(tileW * 0.28)}" height="${round(tileH * 0.2)}" rx="4" fill="${light}"/>`,
    },
  ];
  return tiles
    .map(({ tx, ty, content }) => {
      const angle = round(between(rand, -4, 4));
      return `<g transform="rotate(${angle} ${round(tx + tileW / 2)} ${round(ty + tileH / 2)})"><g filter="url(#shadow)"><rect x="${round(tx - 8)}" y="${round(ty - 8)}" width="${round(tileW + 16)}" height="${round(tileH + 16)}" rx="10" fill="${PAPER}"/></g>${content(tx, ty)}<circle cx="${round(tx + tileW / 2)}" cy="${round(ty - 2)}" r="7" fill="${palette.accents[1]}"/></g>`;
    })
    .join('');
}

/** Flat-packed boxes and a plate, in the brand's colours. @type {ObjectRenderer} */
function boxes(context, x, y, w, h) {
  const { palette } = context;
  const { dark, light } = extremes(palette);
  /**
   * An isometric box: top, left and right faces, a band round the middle.
   * @param {number} bx @param {number} by @param {number} size @param {string} colour
   */
  const box = (bx, by, size, colour) => {
    const dx = size * 0.87;
    const dy = size * 0.5;
    const top = `M${round(bx)} ${round(by)} L${round(bx + dx)} ${round(by + dy)} L${round(bx)} ${round(by + dy * 2)} L${round(bx - dx)} ${round(by + dy)} Z`;
    const left = `M${round(bx - dx)} ${round(by + dy)} L${round(bx)} ${round(by + dy * 2)} V${round(by + dy * 2 + size)} L${round(bx - dx)} ${round(by + dy + size)} Z`;
    const right = `M${round(bx + dx)} ${round(by + dy)} L${round(bx)} ${round(by + dy * 2)} V${round(by + dy * 2 + size)} L${round(bx + dx)} ${round(by + dy + size)} Z`;
    const band = `M${round(bx - dx)} ${round(by + dy + size * 0.45)} L${round(bx)} ${round(by + dy * 2 + size * 0.45)} L${round(bx + dx)} ${round(by + dy + size * 0.45)} V${round(by + dy + size * 0.62)} L${round(bx)} ${round(by + dy * 2 + size * 0.62)} L${round(bx - dx)} ${round(by + dy + size * 0.62)} Z`;
    return `<g filter="url(#shadow)"><path d="${left}" fill="${colour}"/></g><path d="${right}" fill="${colour}" fill-opacity="0.8"/><path d="${right}" fill="${dark}" fill-opacity="0.18"/><path d="${top}" fill="${light}"/><path d="${band}" fill="${palette.accents[1]}"/>`;
  };
  const size = Math.min(w * 0.28, h * 0.42);
  const plate = `<g filter="url(#shadow)"><circle cx="${round(x + w * 0.76)}" cy="${round(y + h * 0.8)}" r="${round(size * 0.62)}" fill="${light}"/></g><circle cx="${round(x + w * 0.76)}" cy="${round(y + h * 0.8)}" r="${round(size * 0.4)}" fill="none" stroke="${palette.accents[0]}" stroke-width="6"/>`;
  return [
    box(x + w * 0.68, y, size * 0.8, palette.accents[2]),
    box(x + w * 0.3, y + h * 0.1, size * 1.05, palette.accents[0]),
    plate,
  ].join('');
}

/** Wayfinding: a sign post of floor colours with arrows, and a floor stripe. @type {ObjectRenderer} */
function signs(context, x, y, w, h) {
  const { palette } = context;
  const { light } = extremes(palette);
  const panelW = w * 0.5;
  const rowH = h * 0.17;
  /** @param {number} ax @param {number} ay @param {number} size @param {'left' | 'right'} direction @param {string} colour */
  const arrow = (ax, ay, size, direction, colour) => {
    const d = direction === 'right' ? 1 : -1;
    return `<path d="M${round(ax - d * size)} ${round(ay - size * 0.18)} H${round(ax)} V${round(ay - size * 0.55)} L${round(ax + d * size * 0.8)} ${round(ay)} L${round(ax)} ${round(ay + size * 0.55)} V${round(ay + size * 0.18)} H${round(ax - d * size)} Z" fill="${colour}"/>`;
  };
  const rows = [0, 1, 2, 3]
    .map((index) => {
      const rowY = y + index * (rowH + h * 0.03);
      const colour = index === 3 ? palette.bg[1] : palette.accents[index % 3];
      return `<g filter="url(#shadow)"><rect x="${round(x)}" y="${round(rowY)}" width="${round(panelW)}" height="${round(rowH)}" rx="10" fill="${colour}"/></g><circle cx="${round(x + rowH * 0.55)}" cy="${round(rowY + rowH / 2)}" r="${round(rowH * 0.3)}" fill="${light}"/>${bars(context, x + rowH * 1.1, rowY + rowH * 0.42, panelW * 0.35, 1, { height: rowH * 0.16, colour: light, opacity: 0.9 })}${arrow(x + panelW - rowH * 0.7, rowY + rowH / 2, rowH * 0.4, index % 2 === 0 ? 'right' : 'left', light)}`;
    })
    .join('');
  const floor = `<path d="M${round(x + w * 0.6)} ${round(y + h)} L${round(x + w * 0.78)} ${round(y + h * 0.1)} H${round(x + w * 0.86)} L${round(x + w * 0.76)} ${round(y + h)} Z" fill="${palette.accents[0]}" fill-opacity="0.9"/><path d="M${round(x + w * 0.8)} ${round(y + h)} L${round(x + w * 0.9)} ${round(y + h * 0.1)} H${round(x + w * 0.96)} L${round(x + w * 0.94)} ${round(y + h)} Z" fill="${palette.accents[1]}" fill-opacity="0.9"/>`;
  return floor + rows;
}

export const OBJECTS = { browser, phone, laptop, booklet, stationery, film, reviews, moodboard, boxes, signs };

/** What each object shows, for the images' descriptions (their alternative text). */
export const OBJECT_DESCRIPTIONS = /** @type {const} @satisfies {Record<ObjectName, string>} */ ({
  browser: 'a website in a browser window',
  phone: 'an app on a phone',
  laptop: 'a dashboard of charts on a laptop',
  booklet: 'an open booklet',
  stationery: 'business card, key card and badge',
  film: 'a film frame with a strip of stills',
  reviews: 'review cards with rising star ratings',
  moodboard: 'a mood board of pinned tiles',
  boxes: 'packaging boxes and a plate',
  signs: 'colour-coded direction signs',
});

// ── Scenes ─────────────────────────────────────────────────────────────────────────────────────

/** @param {DemoArt} art @param {Context} context */
function scene(art, context) {
  const { width, height } = art;
  const object = OBJECTS[art.object ?? 'browser'];
  const motif = MOTIF_RENDERERS[context.motif];
  const { palette, rand } = context;
  switch (art.scene) {
    case 'abstract':
      return motif(rand, width, height, palette);
    case 'cover': {
      // The object in the middle, large enough at card size; the motif behind it, softened.
      const w = width * 0.5;
      const h = height * 0.62;
      return `<g opacity="0.55">${motif(rand, width, height, palette)}</g>${object(context, (width - w) / 2, (height - h) / 2, w, h)}`;
    }
    case 'detail': {
      // A close-up: the object larger than the frame, tilted.
      const w = width * 0.92;
      const h = height * 0.78;
      const tilt = round(between(rand, -7, -3));
      return `<g opacity="0.4">${motif(rand, width, height, palette)}</g><g transform="rotate(${tilt} ${width / 2} ${height / 2}) translate(${round(width * 0.12)} ${round(height * 0.14)})">${object(context, 0, 0, w, h)}</g>`;
    }
    case 'board': {
      // The brand board: the palette, the mark, the motif, a pattern of the mark.
      const gap = Math.round(width * 0.03);
      const cell = (width - gap * 3) / 2;
      const { dark, light } = extremes(palette);
      const colours = [...palette.bg, ...palette.accents];
      const stripes = colours
        .map(
          (colour, index) =>
            `<rect x="${round(gap + (index * cell) / colours.length)}" y="${gap}" width="${round(cell / colours.length + 1)}" height="${round(cell)}" fill="${colour}"/>`,
        )
        .join('');
      let pattern = '';
      const count = 4;
      for (let row = 0; row < count; row += 1)
        for (let column = 0; column < count; column += 1)
          pattern += mark(
            context,
            gap * 2 + cell + ((column + 0.5) * cell) / count,
            gap * 2 + cell + ((row + 0.5) * cell) / count,
            cell / count / 3.2,
            (row + column) % 2 === 0 ? palette.accents[0] : light,
            dark,
          );
      return [
        stripes,
        `<rect x="${round(gap * 2 + cell)}" y="${gap}" width="${round(cell)}" height="${round(cell)}" fill="${palette.accents[0]}"/>`,
        mark(context, gap * 2 + cell * 1.5, gap + cell / 2, cell * 0.24, light, palette.accents[0]),
        motifPanel(context, gap, gap * 2 + cell, cell, cell, 0),
        `<rect x="${round(gap * 2 + cell)}" y="${round(gap * 2 + cell)}" width="${round(cell)}" height="${round(cell)}" fill="${dark}"/>`,
        pattern,
      ].join('');
    }
    case 'panorama': {
      // A line-up: three of the object at different scales over the motif at full width.
      const h = height * 0.6;
      const w = width * 0.26;
      return `${motif(rand, width, height, palette)}${[0, 1, 2]
        .map((index) => {
          const scale = index === 1 ? 1.15 : 0.9;
          return object(
            context,
            width * (0.06 + index * 0.32) + (w - w * scale) / 2,
            (height - h * scale) / 2,
            w * scale,
            h * scale,
          );
        })
        .join('')}`;
    }
  }
}

/**
 * The SVG document of one demo image, without any text in it.
 * @param {DemoArt} art
 */
export function renderDemoArt(art) {
  const palette = PALETTES[art.palette];
  if (!palette) throw new Error(`Unknown palette "${art.palette}" for demo image ${art.name}`);
  const rand = seededRandom(`${art.name}:art`);
  let next = 0;
  /** @type {Context} */
  const context = {
    rand,
    palette,
    motif: art.motif ?? pick(rand, MOTIFS),
    // One mark per brand: the same on every image of a case study.
    markKind: Math.floor(seededRandom(art.brand ?? art.name)() * 4),
    id: (prefix) => `${prefix}${(next += 1)}`,
    defs: [],
  };
  const defs = gradientDefs(rand, palette);
  const body = scene(art, context);
  const allDefs = defs.replace('</defs>', `${SHADOW}${context.defs.join('')}</defs>`);
  const label = (art.description ?? art.name)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('"', '&quot;');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${art.width}" height="${art.height}" viewBox="0 0 ${art.width} ${art.height}" role="img" aria-label="${label}">${allDefs}${backdrop(art.width, art.height)}${body}</svg>\n`;
}
