import { describe, expect, it } from 'vitest';
import { contentPath, readPreview, signPreview, type PreviewGrant } from './preview';

const SECRET = 'a-website-token-of-some-length';
const NOW = Date.UTC(2026, 10, 24, 12);
const grant: PreviewGrant = { collection: 'services', id: '12', version: null, expires: NOW + 60_000 };

describe('a preview grant', () => {
  it('reads back what was signed, version included, until it expires', () => {
    expect(readPreview(signPreview(grant, SECRET), SECRET, NOW)).toEqual({ grant });
    const versioned = { ...grant, collection: 'pages' as const, version: 'spring' };
    expect(readPreview(signPreview(versioned, SECRET), SECRET, NOW)).toEqual({ grant: versioned });
    expect(readPreview(signPreview(grant, SECRET), SECRET, grant.expires)).toEqual({ problem: 'expired' });
    expect(readPreview(signPreview(grant, SECRET), SECRET, grant.expires - 1)).toEqual({ grant });
  });

  it('grants nothing when altered, signed with another secret, or malformed', () => {
    const token = signPreview(grant, SECRET);
    const [payload, signature] = token.split('.') as [string, string];
    const other = Buffer.from(JSON.stringify({ c: 'services', i: '13', v: null, e: grant.expires })).toString(
      'base64url',
    );
    expect(readPreview(`${other}.${signature}`, SECRET, NOW)).toEqual({ problem: 'invalid' });
    expect(
      readPreview(`${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`, SECRET, NOW),
    ).toEqual({
      problem: 'invalid',
    });
    expect(readPreview(signPreview(grant, 'another-secret-entirely'), SECRET, NOW)).toEqual({ problem: 'invalid' });
    expect(readPreview(token, '', NOW)).toEqual({ problem: 'invalid' });
    for (const bad of ['', 'x', `${token}.more`, null, 42])
      expect(readPreview(bad, SECRET, NOW)).toEqual({ problem: 'invalid' });
    // A correctly signed payload that is not a grant of a previewable collection.
    const requests = signPreview({ ...grant, collection: 'requests' as never }, SECRET);
    expect(readPreview(requests, SECRET, NOW)).toEqual({ problem: 'invalid' });
  });
});

describe("an item's address on the site", () => {
  it('follows the route of its collection', () => {
    expect(contentPath('services', { url: 'web' })).toBe('/creative-services/web');
    expect(contentPath('industries', { slug: 'hospitality' })).toBe('/industries/hospitality');
    expect(contentPath('portfolio_items', { slug: 'rebrand' })).toBe('/creative-design-portfolio/rebrand');
    expect(contentPath('promos', { year: 2025, month: 6, slug: 'web' })).toBe('/promos/2025/6/web');
    expect(contentPath('promos', { year: 2025, slug: 'web' })).toBeNull();
    expect(contentPath('services', { url: '' })).toBeNull();
  });

  it("is the page's path, or the route that shows one of the code's own pages", () => {
    expect(contentPath('pages', { slug: 'offers/spring' })).toBe('/offers/spring');
    expect(contentPath('pages', { slug: 'home' })).toBe('/');
    expect(contentPath('pages', { slug: 'industries-original' })).toBe('/industries/original');
    expect(contentPath('pages', { slug: 'privacy' })).toBe('/privacy');
    expect(contentPath('pages', { slug: 'Not A Path' })).toBeNull();
  });
});
