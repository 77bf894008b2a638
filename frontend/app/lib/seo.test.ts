import { describe, expect, it } from 'vitest';
import { itemSeo, seoMeta, siteMetaFrom, type SiteMeta } from './seo';

const site: SiteMeta = {
  agencyName: 'Agency',
  siteUrl: 'https://agency.example',
  defaultDescription: 'Default',
  defaultShareImage: { id: 'default-image', width: 1200, height: 630 } as never,
  locale: 'en',
  locales: [{ code: 'en', name: 'English' }],
};
const canonicalOf = (meta: ReturnType<typeof seoMeta>) =>
  (meta.find((tag) => 'rel' in tag && tag.rel === 'canonical') as { href: string } | undefined)?.href;
const content = (meta: ReturnType<typeof seoMeta>, key: string) =>
  (
    meta.find((tag) => ('name' in tag && tag.name === key) || ('property' in tag && tag.property === key)) as
      { content: string } | undefined
  )?.content;

describe('the SEO fields editors set on an item', () => {
  const page = { title: 'Web', path: '/creative-services/web' };

  it('canonical: the page itself unless the editor names a site path or an http(s) address', () => {
    expect(canonicalOf(seoMeta(page, site))).toBe('https://agency.example/creative-services/web');
    expect(canonicalOf(seoMeta({ ...page, canonical: '/creative-services/digital' }, site))).toBe(
      'https://agency.example/creative-services/digital',
    );
    expect(canonicalOf(seoMeta({ ...page, canonical: 'https://partner.example/web' }, site))).toBe(
      'https://partner.example/web',
    );
    // Not an address: ignored rather than published.
    for (const canonical of ['javascript:alert(1)', '//evil.example/x', 'web', '  '])
      expect(canonicalOf(seoMeta({ ...page, canonical }, site))).toBe('https://agency.example/creative-services/web');
  });

  it('noindex asks search engines to leave the page out; without it nothing is said', () => {
    expect(content(seoMeta({ ...page, ...itemSeo({ noindex: true }, null) }, site), 'robots')).toBe('noindex');
    expect(content(seoMeta({ ...page, ...itemSeo({ noindex: false }, null) }, site), 'robots')).toBeUndefined();
    expect(content(seoMeta({ ...page, ...itemSeo({ noindex: null }, null) }, site), 'robots')).toBeUndefined();
  });

  it('the share image is the SEO image, else the item image, else the site default', () => {
    const item = { id: 'item-image' } as never;
    const share = { id: 'share-image' } as never;
    expect(content(seoMeta({ ...page, ...itemSeo({ seo_image: share }, item) }, site), 'og:image')).toContain(
      'share-image',
    );
    expect(content(seoMeta({ ...page, ...itemSeo({ seo_image: null }, item) }, site), 'og:image')).toContain(
      'item-image',
    );
    expect(content(seoMeta({ ...page, ...itemSeo({}, null) }, site), 'og:image')).toContain('default-image');
  });
});

describe("the site's meta as child routes find it (the root route's loader data)", () => {
  const shareImage = { id: 'default-image', width: 1200, height: 630, title: null, description: 'Studio' };
  const meta: SiteMeta = { ...site, defaultShareImage: shareImage };
  const child = { id: 'routes/service', loaderData: { service: {} } };

  it("is the root match's `site`", () => {
    expect(siteMetaFrom([{ id: 'root', loaderData: { site: meta } }, child])).toEqual(meta);
    expect(
      siteMetaFrom([
        { id: 'root', loaderData: { site: { ...meta, defaultDescription: null, defaultShareImage: null } } },
      ]),
    ).toEqual({
      ...meta,
      defaultDescription: null,
      defaultShareImage: null,
    });
  });

  it('is none without a root match, or when its data is not the site meta', () => {
    expect(siteMetaFrom([child, undefined, null])).toBeUndefined();
    for (const site of [
      undefined,
      null,
      { ...meta, agencyName: 1 },
      { ...meta, siteUrl: null },
      { ...meta, defaultDescription: 2 },
      { ...meta, defaultShareImage: { id: 3 } },
      { ...meta, defaultShareImage: { ...shareImage, width: '1200' } },
    ])
      expect(siteMetaFrom([{ id: 'root', loaderData: { site } }])).toBeUndefined();
    expect(siteMetaFrom([{ id: 'root' }])).toBeUndefined();
  });
});
