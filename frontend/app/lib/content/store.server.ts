// The web server's own copy of published content (README "The read path"). Content is kept per
// family (one Directus read fills one family: all published services, all pages, …), so the
// number of Directus reads depends on content changes, never on traffic:
// - a family is read once, on first use; concurrent first uses share that one read;
// - Directus' change hook (extensions/website-access) says which collections changed: the
//   families built from them are re-read at once, and pages built from them are dropped;
// - a copy older than the safety-net TTL is still served while one background read refreshes it
//   (stale-while-revalidate), and a failed refresh keeps the copy and waits before trying again;
// - with TTL 0 nothing is kept (every read goes to Directus): development and benchmarks only;
// - a family whose copy changes by itself at a known time (scheduled publishing: an item goes up
//   or comes down) is read again at that time, and pages built from it are dropped as for a change.
// The web server creates one store (createSiteContent, site-content.server.ts); each render reads
// it through its request's content (request.server.ts), which names the render's read log.
import type {
  ContentStoreOptions,
  FamilyDefinition,
  FamilyHandle,
  FamilyState,
  RenderReads,
} from './store-types.server';
import { scheduleReread } from './store-schedule.server';

export class ContentStore {
  readonly #families = new Map<string, FamilyState<unknown>>();
  readonly #listeners = new Set<(families: string[]) => void>();
  readonly #collectionListeners = new Set<(collections: readonly string[]) => void>();
  readonly #options: Required<ContentStoreOptions>;
  /** Directus reads made so far (figures for /readyz and the benchmarks). */
  reads = 0;

  constructor(options: ContentStoreOptions) {
    this.#options = {
      outdatedWaitMs: 3_000,
      retryDelayMs: 5_000,
      now: Date.now,
      onError: () => {},
      ...options,
    };
  }

  /** Adds a family; its handle reads the family's copy, and peeks at it without reading. */
  define<T>(name: string, definition: FamilyDefinition<T>): FamilyHandle<T> {
    const state: FamilyState<T> = {
      definition,
      loadedAt: 0,
      version: 0,
      outdated: false,
      rereadAfterInflight: false,
      retryAfter: 0,
    };
    this.#families.set(name, state);
    return { name, read: (reads) => this.#read(name, state, reads), peek: () => state.value };
  }

  /**
   * The copy of the family named `name`, as its reader gives it: for those who know families by
   * name only (the web server's readiness check, `server/health.mjs`).
   */
  read(name: string): Promise<unknown> {
    const state = this.#families.get(name);
    if (!state) return Promise.reject(new Error(`No content family named ${name}`));
    return this.#read(name, state);
  }

  /** The family's copy, noted in `reads` when given; waits on Directus only when there is no usable copy. */
  async #read<T>(name: string, state: FamilyState<T>, reads?: RenderReads): Promise<T> {
    const { ttlMs } = this.#options;
    const copy = state.value;
    if (copy !== undefined && ttlMs > 0) {
      const now = this.#options.now();
      if (state.outdated) {
        const fresh = await this.#waitForFresh(state, name);
        if (fresh) return this.#record(reads, name, state, copy);
        if (reads) reads.outdated = true;
      } else if (now - state.loadedAt > ttlMs && now >= state.retryAfter) {
        void this.#refresh(name, state).catch(() => {});
      }
      return this.#record(reads, name, state, copy);
    }
    // No copy: read it now, unless a read just failed (then fail fast until the retry time,
    // rather than one Directus read per view while it is down).
    if (!state.inflight && state.lastError !== undefined && this.#options.now() < state.retryAfter) {
      throw state.lastError;
    }
    return this.#record(reads, name, state, await this.#refresh(name, state));
  }

  /**
   * Refreshes, in the background, those of the families whose copy is past the TTL, for pages
   * served without reading them (the rendered-page cache; else the safety-net TTL would never renew
   * them). True when a read of each would give its copy at once: there is one, no change announced.
   */
  revalidate(names: Iterable<string>): boolean {
    const { ttlMs } = this.#options;
    if (ttlMs <= 0) return false;
    const now = this.#options.now();
    let ready = true;
    for (const name of names) {
      const state = this.#families.get(name);
      if (!state || state.value === undefined || state.outdated) ready = false;
      else if (now - state.loadedAt > ttlMs && now >= state.retryAfter) void this.#refresh(name, state).catch(() => {});
    }
    return ready;
  }

  /**
   * A new read log for one render: the web server (server/pages.mjs) hands it to the render
   * through React Router's context, and asks isCurrent with it before it caches the page.
   */
  newReadLog(): RenderReads {
    return { families: new Map(), outdated: false };
  }

  /** True when every family the render read is still at the version it read. */
  isCurrent(reads: RenderReads): boolean {
    if (reads.outdated) return false;
    for (const [name, version] of reads.families) {
      const state = this.#families.get(name);
      if (!state || state.version !== version || state.outdated) return false;
    }
    return true;
  }

  /**
   * Collections changed in Directus: their families are re-read now (a read in flight is
   * followed by another), and listeners (the page cache) hear which families changed.
   */
  collectionsChanged(collections: readonly string[]): string[] {
    const changed = [...this.#families]
      .filter(([, state]) => state.definition.collections.some((collection) => collections.includes(collection)))
      .map(([name]) => name);
    for (const name of changed) {
      const state = this.#families.get(name)!;
      if (state.value === undefined && !state.inflight) continue;
      state.outdated = true;
      state.retryAfter = 0;
      if (state.inflight) state.rereadAfterInflight = true;
      else void this.#refresh(name, state).catch(() => {});
    }
    if (changed.length > 0) for (const listener of this.#listeners) listener(changed);
    for (const listener of this.#collectionListeners) listener(collections);
    return changed;
  }

  /** Hears every announced change by collection (caches of other things than families). */
  onCollectionsChanged(listener: (collections: readonly string[]) => void): () => void {
    this.#collectionListeners.add(listener);
    return () => this.#collectionListeners.delete(listener);
  }

  onChange(listener: (families: string[]) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Which families hold a copy, and how old it is: for readiness checks. */
  status() {
    const now = this.#options.now();
    return Object.fromEntries(
      [...this.#families].map(([name, state]) => [
        name,
        {
          loaded: state.value !== undefined,
          ageSeconds: state.value === undefined ? null : Math.round((now - state.loadedAt) / 1000),
          outdated: state.outdated,
        },
      ]),
    );
  }

  /** Forgets every copy (tests). */
  clear() {
    for (const state of this.#families.values()) {
      state.value = undefined;
      state.serialized = undefined;
      state.loadedAt = 0;
      state.outdated = false;
    }
  }

  /**
   * Notes the family's version in the render's reads and gives its copy as it is now: `read` is
   * what the caller last saw of it (the copy it found, or what its own read brought), for a copy
   * cleared in the meantime.
   */
  #record<T>(reads: RenderReads | undefined, name: string, state: FamilyState<T>, read: T): T {
    reads?.families.set(name, state.version);
    return state.value !== undefined ? state.value : read;
  }

  async #waitForFresh<T>(state: FamilyState<T>, name: string): Promise<boolean> {
    // After a failed read, wait for the retry time rather than asking Directus once per view.
    if (!state.inflight && this.#options.now() < state.retryAfter) return false;
    const pending = state.inflight ?? this.#refresh(name, state);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), this.#options.outdatedWaitMs);
    });
    try {
      return await Promise.race([pending.then(() => !state.outdated).catch(() => false), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  /** One read of the family at a time: callers during a read share it. */
  #refresh<T>(name: string, state: FamilyState<T>): Promise<T> {
    if (state.inflight) return state.inflight;
    this.reads += 1;
    const inflight = state.definition
      .load()
      .then((value) => {
        state.inflight = undefined;
        if (state.rereadAfterInflight) {
          state.rereadAfterInflight = false;
          state.value ??= value;
          return this.#refresh(name, state);
        }
        // A refresh that brings nothing new (the safety-net TTL, mostly) keeps the version, so
        // pages built from the family stay cached; a change bumps it and drops them.
        const serialized = JSON.stringify(value);
        const changed = serialized !== state.serialized;
        state.value = value;
        state.serialized = serialized;
        state.loadedAt = this.#options.now();
        state.outdated = false;
        if (changed) {
          state.version += 1;
          if (state.version > 1) for (const listener of this.#listeners) listener([name]);
        }
        state.retryAfter = 0;
        state.lastError = undefined;
        scheduleReread(state, value, this.#options.now(), () => {
          state.outdated = true;
          void this.#refresh(name, state).catch(() => {});
        });
        return value;
      })
      .catch((error: unknown) => {
        state.inflight = undefined;
        state.rereadAfterInflight = false;
        state.retryAfter = this.#options.now() + this.#options.retryDelayMs;
        state.lastError = error;
        this.#options.onError(name, error);
        throw error;
      });
    state.inflight = inflight;
    return inflight;
  }
}
