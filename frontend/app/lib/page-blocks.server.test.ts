import { describe, expect, it } from 'vitest';
import { blockViews, type RawBlock } from './page-blocks.server';

const block = (id: number, sort: number, fields: Partial<RawBlock>): RawBlock => ({
  id,
  sort,
  type: 'rich_text',
  heading: null,
  body: null,
  image: null,
  faq: null,
  quote_author: null,
  cta_label: null,
  cta_service: null,
  gallery: null,
  cards: null,
  ...fields,
});

const service = (url: string, status = 'published') => ({
  name: url.toUpperCase(),
  url,
  summary: 'S',
  status,
  image: null,
});

describe("the blocks of an editor's page", () => {
  it("come in the editor's order, with Markdown rendered and empty blocks left out", () => {
    const views = blockViews([
      block(1, 3, { type: 'quote', body: ' Good work. ', quote_author: 'Ada' }),
      block(2, 1, { type: 'hero', heading: 'Spring', body: 'Lead' }),
      block(3, 2, { type: 'rich_text', heading: 'Text', body: '**bold**' }),
      block(4, 4, { type: 'rich_text' }),
      block(5, 5, { type: 'hero', heading: '  ' }),
      block(6, 6, { type: 'quote', body: '' }),
      block(7, 7, { type: 'unknown-kind', heading: 'x' }),
    ]);
    expect(views.map((view) => view.id)).toEqual([2, 3, 1]);
    expect(views[0]).toEqual({
      id: 2,
      type: 'hero',
      heading: 'Spring',
      lead: 'Lead',
      image: null,
      // The admin's Visual Editor edits the block's own fields (data-directus).
      edit: 'collection:page_blocks;item:2;fields:heading,body,image;mode:drawer',
    });
    expect(views[1]).toMatchObject({ type: 'rich_text', html: '<p><strong>bold</strong></p>\n' });
    expect(views[2]).toEqual({
      id: 1,
      type: 'quote',
      text: 'Good work.',
      author: 'Ada',
      edit: 'collection:page_blocks;item:1;fields:body,quote_author;mode:drawer',
    });
  });

  it('show published services and portfolio items as cards, in order, and leave drafts out', () => {
    const [cards] = blockViews([
      block(1, 1, {
        type: 'cards',
        cards: [
          {
            collection: 'portfolio_items',
            sort: 3,
            item: {
              title: 'Rebrand',
              slug: 'rebrand',
              client: 'Pine',
              year: 2025,
              status: 'published',
              cover_image: null,
            },
          },
          { collection: 'services', sort: 1, item: service('web') },
          { collection: 'services', sort: 2, item: service('draft', 'draft') },
          { collection: 'services', sort: 0, item: '12' },
        ],
      }),
    ]);
    expect(cards).toMatchObject({
      type: 'cards',
      cards: [
        { kind: 'service', to: '/creative-services/web', title: 'WEB', meta: 'Service' },
        { kind: 'work', to: '/creative-design-portfolio/rebrand', title: 'Rebrand', meta: 'Pine · 2025' },
      ],
    });
    expect(
      blockViews([
        block(2, 1, { type: 'cards', cards: [{ collection: 'services', sort: 1, item: service('x', 'draft') }] }),
      ]),
    ).toEqual([]);
  });

  it("show a card's image when Directus gives one, none when what it gives is not an image", () => {
    const image = { id: 'file-1', width: 800, height: 600, title: 'Shop', description: null };
    const card = (item: Record<string, unknown>) =>
      blockViews([block(1, 1, { type: 'cards', cards: [{ collection: 'services', sort: 1, item }] })])[0];
    expect(card({ ...service('web'), image })).toMatchObject({ cards: [{ image }] });
    expect(card({ ...service('web'), image: 'file-1' })).toMatchObject({ cards: [{ image: null }] });
    expect(card({ ...service('web'), image: { ...image, width: '800' } })).toMatchObject({ cards: [{ image: null }] });
    const work = { title: 'Rebrand', slug: 'rebrand', status: 'published', cover_image: image };
    const [cards] = blockViews([
      block(1, 1, { type: 'cards', cards: [{ collection: 'portfolio_items', sort: 1, item: work }] }),
    ]);
    expect(cards).toMatchObject({ cards: [{ kind: 'work', image }] });
  });

  it('open the request form for the chosen service only while it is published', () => {
    const cta = (status: string) =>
      blockViews([
        block(1, 1, {
          type: 'cta',
          heading: 'Ready?',
          cta_service: { name: 'Branding', url: 'branding', service_class: 'Design', status },
        }),
      ])[0];
    // No label of the editor's: the page shows the site's own, in its language.
    expect(cta('published')).toMatchObject({
      label: null,
      service: { serviceName: 'Branding', serviceUrl: '/creative-services/branding', serviceClass: 'Design' },
    });
    expect(cta('draft')).toMatchObject({ service: null });
  });

  it('keep the questions that have an answer, whether Directus sends the list or its JSON text', () => {
    const faq = [{ question: 'Q1', answer: 'A1' }, { question: 'Q2', answer: '' }, { nonsense: true }, null, 'Q3'];
    expect(blockViews([block(1, 1, { type: 'faq', faq })])[0]).toMatchObject({
      items: [{ question: 'Q1', answer: 'A1' }],
    });
    expect(blockViews([block(1, 1, { type: 'faq', faq: JSON.stringify(faq) })])[0]).toMatchObject({
      items: [{ question: 'Q1', answer: 'A1' }],
    });
    expect(blockViews([block(1, 1, { type: 'faq', faq: '{broken' })])).toEqual([]);
  });

  it('show the gallery images in order and skip removed files', () => {
    const image = (id: string) => ({ id, width: 10, height: 10, title: null, description: null });
    const [gallery] = blockViews([
      block(1, 1, {
        type: 'gallery',
        gallery: [
          { sort: 2, directus_files_id: image('b') },
          { sort: 1, directus_files_id: image('a') },
          { sort: 3, directus_files_id: null },
        ],
      }),
    ]);
    expect(gallery).toMatchObject({ images: [{ id: 'a' }, { id: 'b' }] });
  });
});
