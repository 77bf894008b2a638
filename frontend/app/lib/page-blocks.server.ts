// The blocks of a page built by an editor (README "For editors", docs/decisions/022-block-pages.md):
// what the web server reads of them, and what a page shows of them. Drafts among the chosen
// services and portfolio items are left out; blocks with nothing to show are left out too.
import { formatFields } from '@directus/sdk';
import { isImageRef, type ImageRef } from './image-ref';
import { isRecord } from '@agency/contract/guards';
import { IMAGE_FIELDS } from './content/images.server';
import { renderMarkdown } from './markdown.server';
import { editableIn } from './visual-editing.server';

/**
 * The fields of a block the web server reads (its page's id, to group them by page), in the SDK's
 * nested syntax: a card's `item` is a service or a portfolio item (many-to-any), read with the
 * fields of each collection.
 */
export const BLOCK_ITEM_FIELDS = [
  'id',
  'page',
  'sort',
  'type',
  'heading',
  'body',
  'faq',
  'quote_author',
  'cta_label',
  'translations',
  {
    image: IMAGE_FIELDS,
    cta_service: ['name', 'url', 'service_class', 'status', 'translations'],
    gallery: [{ directus_files_id: IMAGE_FIELDS }, 'sort'],
    cards: [
      'sort',
      'collection',
      {
        item: {
          services: ['name', 'url', 'summary', 'status', 'translations', { image: IMAGE_FIELDS }],
          portfolio_items: [
            'title',
            'slug',
            'summary',
            'client',
            'year',
            'status',
            'translations',
            { cover_image: IMAGE_FIELDS },
          ],
        },
      },
    ],
  },
] as const;

/** The same fields read with a page, as Directus' `fields` parameter (a previewed draft and its blocks, in one request). */
export const BLOCK_FIELDS = formatFields([...BLOCK_ITEM_FIELDS]).map((field) => `blocks.${field}`);

export interface CardSource {
  collection: string | null;
  sort: number | null;
  item: Record<string, unknown> | string | null;
}

/** One block as Directus returns it with BLOCK_FIELDS. */
export interface RawBlock {
  id: number;
  page?: number | string | null;
  sort: number | null;
  type: string;
  heading: string | null;
  body: string | null;
  image: ImageRef | null;
  faq: unknown;
  quote_author: string | null;
  cta_label: string | null;
  translations?: unknown;
  cta_service: {
    name: string;
    url: string;
    service_class: string | null;
    status: string;
    translations?: unknown;
  } | null;
  gallery: { sort: number | null; directus_files_id: ImageRef | null }[] | null;
  cards: CardSource[] | null;
}

export interface BlockCard {
  /** A service, or a piece of work (a case study): the page sets the work apart from the services. */
  kind: 'service' | 'work';
  to: string;
  title: string;
  text: string | null;
  meta: string | null;
  image: ImageRef | null;
}

/** What a page shows of a block: Markdown already rendered, links already made. */
export type BlockView = BlockContent & {
  /** The block's mark for the admin's Visual Editor (data-directus). */
  edit: string;
};

/** The fields of a block of each kind, as the Visual Editor offers them. */
const EDIT_FIELDS: Record<BlockContent['type'], string[]> = {
  hero: ['heading', 'body', 'image'],
  rich_text: ['heading', 'body'],
  image: ['image', 'body'],
  cards: ['heading', 'cards'],
  cta: ['heading', 'body', 'cta_label', 'cta_service'],
  gallery: ['heading', 'gallery'],
  faq: ['heading', 'body', 'faq'],
  quote: ['body', 'quote_author'],
};

type BlockContent =
  | { id: number; type: 'hero'; heading: string; lead: string | null; image: ImageRef | null }
  | { id: number; type: 'rich_text'; heading: string | null; html: string }
  | { id: number; type: 'image'; image: ImageRef; caption: string | null }
  | { id: number; type: 'cards'; heading: string | null; cards: BlockCard[] }
  | {
      id: number;
      type: 'cta';
      heading: string | null;
      html: string;
      /** The editor's label; none: the site's "Start a project" in the page's language. */
      label: string | null;
      service: { serviceName: string; serviceUrl: string; serviceClass: string } | null;
    }
  | { id: number; type: 'gallery'; heading: string | null; images: ImageRef[] }
  | { id: number; type: 'faq'; heading: string | null; html: string; items: { question: string; answer: string }[] }
  | { id: number; type: 'quote'; text: string; author: string | null };

const bySort = <T extends { sort: number | null }>(items: readonly T[]) =>
  [...items].sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
const str = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const PUBLISHED = 'published';
const imageOf = (value: unknown) => (isImageRef(value) ? value : null);

function card({ collection, item }: CardSource): BlockCard | null {
  if (!item || typeof item !== 'object' || item['status'] !== PUBLISHED) return null;
  if (collection === 'services' && str(item['url']) && str(item['name']))
    return {
      kind: 'service',
      to: `/creative-services/${String(item['url'])}`,
      title: String(item['name']),
      text: str(item['summary']),
      meta: 'Service',
      image: imageOf(item['image']),
    };
  if (collection === 'portfolio_items' && str(item['slug']) && str(item['title']))
    return {
      kind: 'work',
      to: `/creative-design-portfolio/${String(item['slug'])}`,
      title: String(item['title']),
      text: str(item['summary']),
      meta: [str(item['client']), item['year'] ? String(item['year']) : null].filter(Boolean).join(' · ') || 'Work',
      image: imageOf(item['cover_image']),
    };
  return null;
}

export function faqItems(value: unknown): { question: string; answer: string }[] {
  const list: unknown = typeof value === 'string' ? safeJson(value) : value;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    const row: Record<string, unknown> = isRecord(entry) ? entry : {};
    const question = str(row['question']);
    const answer = str(row['answer']);
    return question && answer ? [{ question, answer }] : [];
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** One block as a page shows it, or null when it has nothing to show. */
function blockView(block: RawBlock): BlockContent | null {
  const { id } = block;
  const heading = str(block.heading);
  switch (block.type) {
    case 'hero':
      return heading ? { id, type: 'hero', heading, lead: str(block.body), image: block.image ?? null } : null;
    case 'rich_text': {
      const html = renderMarkdown(block.body);
      return html || heading ? { id, type: 'rich_text', heading, html } : null;
    }
    case 'image':
      return block.image ? { id, type: 'image', image: block.image, caption: str(block.body) } : null;
    case 'cards': {
      const cards = bySort(block.cards ?? []).flatMap((source) => card(source) ?? []);
      return cards.length > 0 ? { id, type: 'cards', heading, cards } : null;
    }
    case 'cta': {
      const service = block.cta_service?.status === PUBLISHED ? block.cta_service : null;
      return {
        id,
        type: 'cta',
        heading,
        html: renderMarkdown(block.body),
        label: str(block.cta_label),
        service: service
          ? {
              serviceName: service.name,
              serviceUrl: `/creative-services/${service.url}`,
              serviceClass: service.service_class ?? '',
            }
          : null,
      };
    }
    case 'gallery': {
      const images = bySort(block.gallery ?? []).flatMap(({ directus_files_id: file }) => (file ? [file] : []));
      return images.length > 0 ? { id, type: 'gallery', heading, images } : null;
    }
    case 'faq': {
      const items = faqItems(block.faq);
      return items.length > 0 ? { id, type: 'faq', heading, html: renderMarkdown(block.body), items } : null;
    }
    case 'quote': {
      const text = str(block.body);
      return text ? { id, type: 'quote', text, author: str(block.quote_author) } : null;
    }
    default:
      return null;
  }
}

/** A page's blocks in the editor's order, as the page shows them; marked for the Visual Editor in `locale`. */
export function blockViews(blocks: readonly RawBlock[] | null | undefined, locale?: string): BlockView[] {
  return bySort(blocks ?? []).flatMap((block) => {
    const view = blockView(block);
    return view ? [{ ...view, edit: editableIn('page_blocks', block.id, EDIT_FIELDS[view.type], locale) }] : [];
  });
}
