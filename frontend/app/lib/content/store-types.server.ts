// The content copy's shapes (store.server.ts).

export interface FamilyDefinition<T> {
  /** Reads the whole family from Directus. */
  load: () => Promise<T>;
  /** Collections whose change makes this family outdated. */
  collections: readonly string[];
  /**
   * When the copy changes by itself (a scheduled item goes up or comes down: ms), or null: the
   * store reads the family again then, with no change in Directus.
   */
  changesAt?(value: T): number | null;
}

/**
 * A family as the store holds it: `read` gives the copy (noting it in a render's read log when
 * given one); `peek` gives the copy if there is one, without reading Directus (error pages).
 */
export interface FamilyHandle<T> {
  readonly name: string;
  read: (reads?: RenderReads) => Promise<T>;
  peek: () => T | undefined;
}

/** What the store keeps of one family. */
export interface FamilyState<T> {
  definition: FamilyDefinition<T>;
  value?: T;
  /** The copy as JSON, to tell a refresh that changed something from one that did not. */
  serialized?: string;
  /** When the copy was read (ms). */
  loadedAt: number;
  /** Bumped by every successful read: part of rendered pages' cache validity. */
  version: number;
  /** A change was announced and the copy is known to be outdated until the next read lands. */
  outdated: boolean;
  inflight?: Promise<T>;
  /** A change arrived while a read was in flight: that read may predate it, read again. */
  rereadAfterInflight: boolean;
  /** No background retry before this time after a failed refresh (ms). */
  retryAfter: number;
  lastError?: unknown;
  /** The read at the copy's next scheduled change (changesAt). */
  scheduled?: ReturnType<typeof setTimeout>;
}

/** What one page render read: the families and their versions, and whether any copy was outdated. */
export interface RenderReads {
  families: Map<string, number>;
  outdated: boolean;
}

export interface ContentStoreOptions {
  ttlMs: number;
  /** How long a read of an outdated family waits for the fresh copy before using the old one. */
  outdatedWaitMs?: number;
  /** Pause after a failed background refresh before the next attempt. */
  retryDelayMs?: number;
  now?: () => number;
  onError?: (family: string, error: unknown) => void;
}
