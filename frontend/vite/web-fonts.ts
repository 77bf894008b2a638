// The site's two faces, self-hosted from npm (docs/design.md "Type", docs/decisions/030): written
// into app/styles/fonts/ when Vite starts (a build, the dev server), before any module is read.
//
// - Each face's latin file is split in two: a "core" file with the characters the site's pages use
//   (ASCII, typographic quotes and dashes, ©, ·, ×, …), which the first view needs and the document
//   preloads, and the rest of latin, which a browser fetches only for a page that has such a
//   character. The two faces' core files together stay under the 60 KB of fonts a first view may
//   load; the latin files alone would not (41 + 30 KB).
// - Each face gets a fallback: the local Arial (or Liberation Sans, metric-compatible with it)
//   resized to the face's metrics with size-adjust and ascent/descent/line-gap overrides, from
//   @capsizecss: text set before the web font arrives takes the same room, so nothing moves when it
//   swaps in (CLS 0).
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import bricolageGrotesque from '@capsizecss/metrics/bricolageGrotesque';
import instrumentSans from '@capsizecss/metrics/instrumentSans';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
export const FONTS_DIR = fileURLToPath(new URL('../app/styles/fonts/', import.meta.url));

interface Face {
  /** The file names' stem: `<name>-core.woff2`, `<name>-latin.woff2`. */
  name: string;
  family: string;
  weight: string;
  /** The fontsource package's latin file (variable, weight axis only). */
  latinFile: string;
  /** The font's vertical metrics and average width, for its fallback. */
  metrics: Parameters<typeof createFontStack>[0][number];
}

export const FACES: Face[] = [
  {
    name: 'bricolage-grotesque',
    family: 'Bricolage Grotesque Variable',
    weight: '200 800',
    latinFile: '@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2',
    metrics: bricolageGrotesque,
  },
  {
    name: 'instrument-sans',
    family: 'Instrument Sans Variable',
    weight: '400 700',
    latinFile: '@fontsource-variable/instrument-sans/files/instrument-sans-latin-wght-normal.woff2',
    metrics: instrumentSans,
  },
];

/** fontsource's latin subset, the characters both files of a face cover together. */
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/**
 * The core: printable ASCII and the few other characters the site's own text and its seeded
 * content use (a no-break space, ©, ·, ×, dashes, typographic quotes, …, •, €, ™) and their usual
 * neighbours (« » ® °), and Spanish's (¡ ¿ ª º, the accented vowels, ñ, ü): the language switcher
 * says "Español" on every page, and the demo's Spanish pages read in the core alone.
 */
export const CORE =
  'U+0020-007E,U+00A0-00A1,U+00A9-00AB,U+00AE,U+00B0,U+00B7,U+00BA-00BB,U+00BF,U+00C1,U+00C9,U+00CD,U+00D1,U+00D3,U+00D7,U+00DA,U+00DC,U+00E1,U+00E9,U+00ED,U+00F1,U+00F3,U+00FA,U+00FC,U+2013-2014,U+2018-201D,U+2022,U+2026,U+20AC,U+2122';

export function codePoints(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let point = parseInt(from!, 16); point <= parseInt(to!, 16); point += 1) points.add(point);
  }
  return points;
}

export function unicodeRange(points: Iterable<number>): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i += 1) {
    const start = sorted[i]!;
    while (sorted[i + 1] === sorted[i]! + 1) i += 1;
    parts.push(start === sorted[i] ? `U+${hex(start)}` : `U+${hex(start)}-${hex(sorted[i]!)}`);
  }
  return parts.join(',');
}

/** The rest of latin: what the latin file covers and the core does not. */
export const REST = unicodeRange([...codePoints(LATIN)].filter((point) => !codePoints(CORE).has(point)));

/** Arial's names on Windows and macOS, and Liberation Sans (the same metrics) on Linux. */
const LOCAL_REGULAR = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'];
const LOCAL_BOLD = ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'];

/** The fallback faces of `face`: Arial at the face's size and line metrics, regular and bold. */
export function fallbackFaces(face: Face): string {
  const [fallback] = createFontStack([face.metrics, arial], { fontFaceFormat: 'styleObject' }).fontFaces;
  const overrides = fallback!['@font-face'];
  const family = `${face.family.replace(/ Variable$/, '')} Fallback`;
  return (
    [
      [400, LOCAL_REGULAR],
      [700, LOCAL_BOLD],
    ] satisfies [number, string[]][]
  )
    .map(
      ([weight, names]) => `@font-face {
  font-family: '${family}';
  font-weight: ${weight};
  src: ${names.map((name) => `local('${name}')`).join(', ')};
  size-adjust: ${overrides.sizeAdjust};
  ascent-override: ${overrides.ascentOverride};
  descent-override: ${overrides.descentOverride};
  line-gap-override: ${overrides.lineGapOverride};
}`,
    )
    .join('\n');
}

function webFace(face: Face, file: string, range: string) {
  return `@font-face {
  font-family: '${face.family}';
  font-style: normal;
  font-display: swap;
  font-weight: ${face.weight};
  src: url('./${file}') format('woff2');
  unicode-range: ${range};
}`;
}

/** Writes each face's core and latin files and fonts.css (its @font-face rules) into FONTS_DIR. */
export async function writeWebFonts(outDir = FONTS_DIR) {
  mkdirSync(outDir, { recursive: true });
  const css = ['/* Made by frontend/vite/web-fonts.ts when Vite starts: not edited by hand, not committed. */'];
  for (const face of FACES) {
    const latin = readFileSync(require.resolve(face.latinFile));
    const characters = String.fromCodePoint(...codePoints(CORE));
    // Every OpenType feature is kept (tabular figures among them); only glyphs outside the core go.
    const core = await subsetFont(latin, characters, { targetFormat: 'woff2' });
    writeFileSync(path.join(outDir, `${face.name}-core.woff2`), core);
    writeFileSync(path.join(outDir, `${face.name}-latin.woff2`), latin);
    css.push(
      webFace(face, `${face.name}-latin.woff2`, REST),
      webFace(face, `${face.name}-core.woff2`, CORE),
      fallbackFaces(face),
    );
  }
  writeFileSync(path.join(outDir, 'fonts.css'), `${css.join('\n\n')}\n`);
}

export function webFonts(): Plugin {
  return {
    name: 'agency:web-fonts',
    // Before Vite reads any module: app.css imports fonts.css, root.tsx the core files' addresses.
    async configResolved() {
      await writeWebFonts();
    },
  };
}
