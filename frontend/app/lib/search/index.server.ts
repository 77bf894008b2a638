// The site search's index (README "Site search", docs/decisions/043-site-search.md): MiniSearch
// over the documents of every source, one index per language, built from the content copy on
// the first query in that language and kept until a family it was built from moves on (the store
// says so, as it does for a cached page). A query reads no Directus and builds nothing.
import { LRUCache } from 'lru-cache';
import MiniSearch, { type SearchResult as Hit } from 'minisearch';
import type { ContentReader, FamilyHandle, ReadLanguage } from '../content/family.server';
import type { Families } from '../content/registry.server';
import type { RenderReads } from '../content/store-types.server';
import type { SearchDocument, SearchSource } from './documents.server';
import { WORD, foldedText, marked, snippet, termOf } from './highlight.server';
import type { SearchResult } from './query';
import { SEARCH_SOURCES } from './sources.server';

/** What the index needs of the content copy: a read log per build, whether it is still current, and its renewal. */
interface Store {
  newReadLog(): RenderReads;
  isCurrent(reads: RenderReads): boolean;
  revalidate(names: Iterable<string>): void;
}

/** A document as the results show it: its lead and body as one text for the snippet (and its foldedText). */
type Shown = SearchDocument & { text: string; folded: string | null };

interface Built {
  index: MiniSearch<SearchDocument>;
  documents: Map<string, Shown>;
  /** The families the documents came from, at the versions read. */
  reads: RenderReads;
  families: FamilyHandle<unknown>[];
  /** Answers given from this index, by limit and query (null: none are kept). */
  answers: LRUCache<string, SearchAnswer> | null;
}

export interface SearchAnswer {
  results: SearchResult[];
  /** Every page found (results holds the first `limit`). */
  total: number;
}

// Ranked by field: a word in the title counts four times one in the body, the lead twice.
const BOOST = { title: 4, lead: 2, body: 1 };
// Typos: one letter off from four letters on, two from six (a swap of two letters is two). Every word is also a prefix
// (as typed so far); MiniSearch weighs prefix and fuzzy matches below exact ones.
const fuzzy = (term: string) => (term.length < 4 ? false : term.length < 6 ? 1 : 2);
const prefix = (term: string) => term.length >= 2;

// Every word as typed (or its first letters) first; typos are forgiven only when that finds
// nothing (the typo-tolerant search costs several times more, and finds look-alike words of a
// query typed right); any of the words when every one of them finds nothing.
const PASSES = [{ combineWith: 'AND', fuzzy: false }, { combineWith: 'AND' }, { combineWith: 'OR' }] as const;

const tokenize = (text: string) => text.match(WORD) ?? [];

function newIndex(documents: readonly SearchDocument[]) {
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'lead', 'body'],
    tokenize,
    processTerm: termOf,
    searchOptions: { boost: BOOST, fuzzy, prefix },
  });
  index.addAll(documents);
  return index;
}

/** A language's key: its locale and the site's locales (the documents' addresses depend on both). */
const keyOf = (language: ReadLanguage) => `${language.locale} ${language.locales.map(({ code }) => code).join(',')}`;

/**
 * Answers kept per language (a few kilobytes each): visitors typing into the box ask the same
 * first letters and the same popular words, and a kept answer costs no search.
 */
export const KEPT_ANSWERS = 500;

export interface SiteSearchOptions {
  sources?: readonly SearchSource[];
  /** Answers kept per language until the index is built again (0: none, every query searches). */
  keptAnswers?: number;
}

export class SiteSearch {
  readonly #store: Store;
  readonly #families: Families;
  readonly #sources: readonly SearchSource[];
  readonly #keptAnswers: number;
  readonly #built = new Map<string, Built>();
  readonly #building = new Map<string, Promise<Built>>();
  /** Indexes built so far (figures for the benchmark and tests). */
  builds = 0;

  /** Indexes held now, one per language (figures for tests). */
  get indexes(): number {
    return this.#built.size;
  }

  constructor(
    store: Store,
    families: Families,
    { sources = SEARCH_SOURCES, keptAnswers = KEPT_ANSWERS }: SiteSearchOptions = {},
  ) {
    this.#store = store;
    this.#families = families;
    this.#sources = sources;
    this.#keptAnswers = keptAnswers;
  }

  /**
   * The pages `query` finds in the reader's language, best first. The families the index was
   * built from are noted in the reader's read log, so a page that shows the results is dropped
   * from the page cache when one of them changes. An answer given before from the same index is
   * given again, the same object: callers never change it.
   */
  async search(content: ContentReader<Families>, query: string, limit: number): Promise<SearchAnswer> {
    return this.#answer(await this.#current(content), query, limit);
  }

  /**
   * The answer from the language's index when it is built and current, at once (no read, no
   * promise; families past their TTL are refreshed in the background, as a read would); else
   * undefined, and `search` builds or waits. The search box's answers take this way first.
   */
  searchNow(language: ReadLanguage, query: string, limit: number): SearchAnswer | undefined {
    const built = this.#built.get(keyOf(language));
    if (!built || !this.#store.isCurrent(built.reads)) return undefined;
    this.#store.revalidate(built.reads.families.keys());
    return this.#answer(built, query, limit);
  }

  #answer(built: Built, query: string, limit: number): SearchAnswer {
    const key = `${limit} ${query}`;
    const kept = built.answers?.get(key);
    if (kept) return kept;
    let hits: Hit[] = [];
    for (const pass of PASSES) {
      hits = built.index.search(query, pass);
      if (hits.length > 0) break;
    }
    const answer = { total: hits.length, results: hits.slice(0, limit).map((hit) => this.#result(built, hit)) };
    built.answers?.set(key, answer);
    return answer;
  }

  #result(built: Built, hit: Hit): SearchResult {
    const document = built.documents.get(String(hit.id))!;
    const terms = new Set(hit.terms);
    return {
      kind: document.kind,
      url: document.url,
      title: marked(document.title, terms),
      snippet: snippet(document.text, terms, document.folded),
    };
  }

  /** The language's index, built again when a family it came from changed since. */
  async #current(content: ContentReader<Families>): Promise<Built> {
    const key = keyOf(content.language);
    const kept = this.#built.get(key);
    if (kept) {
      // Reading the families through the request waits for a copy announced as changed (as a page does).
      await Promise.all(kept.families.map((family) => content.read(family)));
      if (this.#store.isCurrent(kept.reads)) return kept;
    }
    let building = this.#building.get(key);
    if (!building) {
      building = this.#build(content).finally(() => this.#building.delete(key));
      this.#building.set(key, building);
    }
    const built = await building;
    await Promise.all(built.families.map((family) => content.read(family)));
    return built;
  }

  async #build(content: ContentReader<Families>): Promise<Built> {
    const reads = this.#store.newReadLog();
    const reader: ContentReader<Families> = {
      families: this.#families,
      language: content.language,
      // A family that cannot be read is answered as the request's own read answers it (503).
      read: (family) => family.read(reads).catch(() => content.read(family)),
      previewed: () => Promise.resolve(null),
    };
    const perSource = await Promise.all(
      this.#sources.map(async (source) =>
        (await source.documents(reader)).map((document) => ({
          ...document,
          id: `${source.kind} ${document.url}`,
          kind: source.kind,
        })),
      ),
    );
    const documents = new Map(
      perSource.flat().map((document) => {
        const text = [document.lead, document.body].filter(Boolean).join(' ');
        return [document.id, { ...document, text, folded: foldedText(text) }];
      }),
    );
    const built = {
      index: newIndex([...documents.values()]),
      documents,
      reads,
      families: Object.values<FamilyHandle<unknown>>(this.#families).filter((family) =>
        reads.families.has(family.name),
      ),
      answers: this.#keptAnswers > 0 ? new LRUCache<string, SearchAnswer>({ max: this.#keptAnswers }) : null,
    };
    // The language's index for an earlier list of the site's languages is of no use any more.
    const key = keyOf(content.language);
    for (const other of this.#built.keys())
      if (other !== key && other.startsWith(`${content.language.locale} `)) this.#built.delete(other);
    this.#built.set(key, built);
    this.builds += 1;
    return built;
  }
}
