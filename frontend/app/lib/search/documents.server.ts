// What the site search indexes (README "Site search", docs/decisions/043-site-search.md): one
// document per page a visitor can open, in one language, made from the content copy by a source
// (sources.server.ts). A document is plain text: markdown and HTML are taken out of it here.
import type { ContentReader } from '../content/family.server';
import type { Families } from '../content/registry.server';

/** One page in the index: its address in the language (with its prefix), its title and its text. */
export interface SearchDocument {
  /** Unique in the index: the source's kind and the page's address. */
  id: string;
  /** What the page is, as the results name it (an English site text: t() translates it). */
  kind: string;
  title: string;
  /** The headline and summary: ranked below the title, above the body. */
  lead: string;
  /** Everything else a visitor reads on the page. */
  body: string;
  /** The page's address in the document's language (/es/creative-services/diseno-web). */
  url: string;
}

/**
 * A content family's documents in the reader's language. Reads go through the reader, so the
 * index knows which families it was built from (index.server.ts) and is rebuilt when one changes.
 */
export interface SearchSource {
  /** What its pages are, an English site text (msg()): 'Service', 'Case study', … */
  kind: string;
  documents: (content: ContentReader<Families>) => Promise<Omit<SearchDocument, 'id' | 'kind'>[]>;
}

/** Plain text of markdown or HTML as editors write it: what a visitor reads, without its marks. */
export function plainText(source: string | null | undefined): string {
  if (!source) return '';
  return source
    .replace(/<[^>]*>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The texts of a list of fields, each made plain, joined into one; one that ends without a stop gets one. */
export const joined = (...texts: (string | null | undefined)[]) =>
  texts
    .map(plainText)
    .filter((text) => text !== '')
    .map((text, index, all) => (index < all.length - 1 && !/[.!?:;…]$/.test(text) ? `${text}.` : text))
    .join(' ');

/**
 * Whether the page at `path` (without a language's prefix) is found: not when an editor keeps it
 * out of search engines, nor when its canonical address is another page (as the sitemap).
 */
export function searchable(item: { noindex?: boolean | null; canonical_url?: string | null }, path: string) {
  const canonical = item.canonical_url?.trim();
  return !item.noindex && (!canonical || canonical === path);
}
