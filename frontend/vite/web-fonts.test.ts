import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORE, FACES, REST, codePoints, fallbackFaces, unicodeRange, writeWebFonts } from './web-fonts';

// The site's faces (docs/design.md "Type"): the first view loads each face's core characters only,
// the rest of latin comes with a page that needs it, and the fallback takes the face's room.
describe('unicode ranges', () => {
  it('reads and writes ranges, merging neighbours', () => {
    expect([...codePoints('U+0041-0043,U+00A9')]).toEqual([0x41, 0x42, 0x43, 0xa9]);
    expect(unicodeRange([0x43, 0x41, 0x42, 0xa9, 0x2013, 0x2014])).toBe('U+0041-0043,U+00A9,U+2013-2014');
  });

  it('splits latin into the core and the rest, with no character in both', () => {
    const core = codePoints(CORE);
    const rest = codePoints(REST);
    expect([...core].filter((point) => rest.has(point))).toEqual([]);
    // What the site's text uses is in the core: quotes, dashes, ©, ·, ×, the ellipsis.
    for (const character of 'Aa0 ’“”–—©·×…€') expect(core.has(character.codePointAt(0)!), character).toBe(true);
    // And the Spanish the switcher and the demo's Spanish pages use.
    for (const character of '¡¿áéíóúñüÁÉÍÓÚÑÜ') expect(core.has(character.codePointAt(0)!), character).toBe(true);
    // Other accented letters are latin too, in the rest.
    for (const character of 'èçäöß') expect(rest.has(character.codePointAt(0)!), character).toBe(true);
  });
});

describe('fallback faces', () => {
  it.each(FACES)('resize Arial to $family: its average width and its line metrics', (face) => {
    const css = fallbackFaces(face);
    const value = (name: string) => parseFloat(css.match(new RegExp(`${name}: ([\\d.]+)%`))![1]!) / 100;
    // Arial: 2048 units per em, an average latin character 913 units wide.
    const sizeAdjust = face.metrics.xWidthAvg / face.metrics.unitsPerEm / (913 / 2048);
    expect(value('size-adjust')).toBeCloseTo(sizeAdjust, 3);
    expect(value('ascent-override')).toBeCloseTo(face.metrics.ascent / face.metrics.unitsPerEm / sizeAdjust, 3);
    expect(value('descent-override')).toBeCloseTo(-face.metrics.descent / face.metrics.unitsPerEm / sizeAdjust, 3);
    expect(css).toContain(`font-family: '${face.family.replace(/ Variable$/, '')} Fallback'`);
    expect(css).toMatch(/font-weight: 400;\s+src: local\('Arial'\)/);
    expect(css).toMatch(/font-weight: 700;\s+src: local\('Arial Bold'\)/);
  });
});

describe('the files written', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'web-fonts-'));
    await writeWebFonts(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keep the two faces of a first view under 60 KB together', () => {
    const core = FACES.map((face) => statSync(path.join(dir, `${face.name}-core.woff2`)).size);
    for (const [index, face] of FACES.entries())
      expect(core[index]).toBeLessThan(statSync(path.join(dir, `${face.name}-latin.woff2`)).size);
    expect(core.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(60 * 1024);
  });

  it('declare the core after the rest (checked first), swapped in, and the fallbacks', () => {
    const css = readFileSync(path.join(dir, 'fonts.css'), 'utf8');
    for (const face of FACES) {
      const latin = css.indexOf(`url('./${face.name}-latin.woff2')`);
      const core = css.indexOf(`url('./${face.name}-core.woff2')`);
      expect(latin).toBeGreaterThan(-1);
      expect(core).toBeGreaterThan(latin);
    }
    expect(css.match(/font-display: swap/g)).toHaveLength(FACES.length * 2);
    expect(css.match(/size-adjust/g)).toHaveLength(FACES.length * 2);
  });
});
