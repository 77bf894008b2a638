import { beforeEach, describe, expect, it } from 'vitest';
import { getBlockPage } from './pages.server';
import { getPortfolioItem } from './portfolio.server';
import { getService } from './services.server';
import type { RequestContent } from './request.server';
import type { SiteContent } from './site-content.server';
import { atAddress as contentAt, settingsWith, stubbedSite } from './stub-directus.test-support';

// An image's alt text in the page's language (docs/decisions/036-languages.md): each image is read
// with its item, translations included, and a page gets it localized field by field, as an
// ImageRef with no translations. Directus is a stub of fetch here.
const SETTINGS = settingsWith();
const file = (id: string, description: string | null, translations: unknown = null) => ({
  id,
  width: 1600,
  height: 1000,
  title: `${id} title`,
  description,
  translations,
});
const HEADER = file('header', 'Orange waves', { es: { description: 'Ondas naranjas', title: '' } });
const SHARE = file('share', 'A share card', { es: { title: 'Tarjeta' } });
const SERVICE = {
  id: 1,
  url: 'web',
  name: 'Web',
  status: 'published',
  translations: null,
  image: HEADER,
  seo_image: SHARE,
};
const CASE_STUDY = {
  id: 2,
  slug: 'orbitly',
  title: 'Orbitly',
  status: 'published',
  translations: null,
  industry: null,
  service: null,
  cover_image: file('cover', 'A browser window', { es: { description: 'Una ventana del navegador' } }),
  seo_image: null,
  gallery: [
    { directus_files_id: file('detail', 'A close-up', { es: { description: 'Un primer plano' } }) },
    { directus_files_id: file('board', 'A brand board') },
  ],
};
const CARD_WORK = {
  title: 'Orbitly',
  slug: 'orbitly',
  summary: null,
  client: 'O',
  year: 2024,
  status: 'published',
  translations: null,
};
const PAGE = { id: 3, slug: 'offers', title: 'Offers', status: 'published', translations: null, image: null };
const BLOCKS = [
  {
    id: 10,
    page: 3,
    sort: 1,
    type: 'gallery',
    translations: null,
    image: file('hero', 'Green arches', { es: { description: 'Arcos verdes' } }),
    gallery: [{ sort: 1, directus_files_id: file('tile', 'A tile', { es: { description: 'Una baldosa' } }) }],
    // A card's item: the fields the blocks' read asks for (page-blocks.server.ts).
    cards: [
      {
        sort: 1,
        collection: 'services',
        item: { name: 'Web', url: 'web', summary: null, status: 'published', translations: null, image: HEADER },
      },
      {
        sort: 2,
        collection: 'portfolio_items',
        item: { ...CARD_WORK, cover_image: CASE_STUDY.cover_image },
      },
    ],
    cta_service: null,
  },
];

const DATA: Record<string, unknown[]> = {
  '/items/services': [SERVICE],
  '/items/portfolio_items': [CASE_STUDY],
  '/items/pages': [PAGE],
  '/items/page_blocks': BLOCKS,
};

let asked: URL[];
let site: SiteContent;

beforeEach(() => {
  ({ site, asked } = stubbedSite(SETTINGS, (path) => DATA[path]));
});

/** `read` with the content of a request for `path` (its language from the address). */
const atAddress = <T>(path: string, read: (content: RequestContent) => Promise<T>) => contentAt(site, path, read);

/** Every image in `value`, wherever it is nested: each object with an id and a description. */
function imagesIn(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(imagesIn);
  if (!value || typeof value !== 'object') return [];
  const own = 'description' in value && 'width' in value ? [Object.fromEntries(Object.entries(value))] : [];
  return [...own, ...Object.values(value).flatMap(imagesIn)];
}

describe("an image's texts in the page's language", () => {
  it('give a Spanish page the Spanish description, field by field, and the English page the English', async () => {
    const spanish = await atAddress('/es/creative-services/web', (content) => getService(content, 'web'));
    // The empty Spanish title and the missing one show the English.
    expect(spanish?.image).toEqual({
      id: 'header',
      width: 1600,
      height: 1000,
      title: 'header title',
      description: 'Ondas naranjas',
    });
    expect(spanish?.seo_image).toMatchObject({ title: 'Tarjeta', description: 'A share card' });
    const english = await atAddress('/creative-services/web', (content) => getService(content, 'web'));
    expect(english?.image).toMatchObject({ title: 'header title', description: 'Orange waves' });
    expect(english?.seo_image).toMatchObject({ title: 'share title', description: 'A share card' });
    // One read of the services for both languages, the images' translations with it.
    const reads = asked.filter((url) => url.pathname === '/items/services' && url.searchParams.get('page') === '1');
    expect(reads).toHaveLength(1);
    expect(reads[0]?.searchParams.get('fields')?.split(',')).toEqual(
      expect.arrayContaining(['image.translations', 'seo_image.translations']),
    );
  });

  it("localize a case study's cover and gallery, and a block page's hero, gallery and cards", async () => {
    const item = await atAddress('/es/creative-design-portfolio/orbitly', (content) =>
      getPortfolioItem(content, 'orbitly'),
    );
    expect(item?.cover_image?.description).toBe('Una ventana del navegador');
    expect(item?.gallery.map(({ directus_files_id: image }) => image.description)).toEqual([
      'Un primer plano',
      'A brand board',
    ]);
    const page = await atAddress('/es/offers', (content) => getBlockPage(content, 'offers'));
    const [block] = page?.blocks ?? [];
    expect(block?.image?.description).toBe('Arcos verdes');
    expect(block?.gallery?.map(({ directus_files_id: image }) => image?.description)).toEqual(['Una baldosa']);
    expect(imagesIn(block?.cards).map((image) => image['description'])).toEqual([
      'Ondas naranjas',
      'Una ventana del navegador',
    ]);
  });

  it('give a page no translations of any image, in either language', async () => {
    for (const prefix of ['', '/es']) {
      const shown = await atAddress(`${prefix}/any`, async (content) => [
        await getService(content, 'web'),
        await getPortfolioItem(content, 'orbitly'),
        await getBlockPage(content, 'offers'),
      ]);
      const images = imagesIn(shown);
      // Two of the service, three of the case study, four of the block (its hero, its tile, its two cards').
      expect(images.length, prefix).toBe(9);
      for (const image of images)
        expect(Object.keys(image).sort()).toEqual(['description', 'height', 'id', 'title', 'width']);
    }
  });
});
