import { describe, expect, it } from 'vitest';
import { ContentStore } from './store.server';

/** A family whose reads are counted and answered when the test says so. */
function controllableFamily(initial: unknown) {
  let value = initial;
  let fail: Error | null = null;
  const pending: (() => void)[] = [];
  let loads = 0;
  return {
    load: () => {
      loads += 1;
      return new Promise<unknown>((resolve, reject) =>
        pending.push(() => (fail ? reject(fail) : resolve(structuredClone(value)))),
      );
    },
    answerAll: async () => {
      while (pending.length > 0) pending.shift()!();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    set: (next: unknown) => (value = next),
    failWith: (error: Error | null) => (fail = error),
    get loads() {
      return loads;
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the content copy', () => {
  it('reads a family once for any number of concurrent first views', async () => {
    const store = new ContentStore({ ttlMs: 60_000 });
    const family = controllableFamily(['a']);
    const { read } = store.define('services', { collections: ['services'], load: family.load });
    const views = Promise.all(Array.from({ length: 25 }, () => read()));
    await family.answerAll();
    expect(await views).toEqual(Array.from({ length: 25 }, () => ['a']));
    expect(family.loads).toBe(1);
    await read();
    expect(family.loads).toBe(1);
  });

  it('reads a family by its name as its reader does (readiness), and refuses a name it lacks', async () => {
    const store = new ContentStore({ ttlMs: 60_000 });
    const family = controllableFamily(['a']);
    const { read } = store.define('services', { collections: ['services'], load: family.load });
    const byName = store.read('services');
    await family.answerAll();
    expect(await byName).toEqual(['a']);
    expect(store.status()['services']).toMatchObject({ loaded: true });
    expect(await read()).toEqual(['a']);
    expect(family.loads).toBe(1);
    await expect(store.read('nothing')).rejects.toThrow('No content family named nothing');
  });

  it('serves a copy older than the TTL at once and refreshes it once in the background', async () => {
    let now = 0;
    const store = new ContentStore({ ttlMs: 1_000, now: () => now });
    const family = controllableFamily('old');
    const { read } = store.define('pages', { collections: ['pages'], load: family.load });
    const first = read();
    await family.answerAll();
    await first;
    family.set('new');
    now = 5_000;
    expect(await Promise.all([read(), read(), read()])).toEqual(['old', 'old', 'old']);
    expect(family.loads).toBe(2);
    await family.answerAll();
    expect(await read()).toBe('new');
  });

  it('renews the families of a page served without a render once they are past the TTL, and tells the listeners', async () => {
    // A page from the rendered-page cache reads no family: the safety net must still renew them
    // when the change hook was missed (a second web server, a lost call).
    let now = 0;
    const store = new ContentStore({ ttlMs: 1_000, now: () => now });
    const settings = controllableFamily('heading v1');
    const { read } = store.define('site_settings', { collections: ['site_settings'], load: settings.load });
    const warm = read();
    await settings.answerAll();
    await warm;
    const heard: string[][] = [];
    store.onChange((families) => heard.push(families));

    settings.set('heading v2');
    now = 500;
    store.revalidate(['site_settings', 'not-a-family']);
    expect(settings.loads).toBe(1);
    now = 1_500;
    store.revalidate(['site_settings']);
    store.revalidate(['site_settings']);
    expect(settings.loads).toBe(2);
    await settings.answerAll();
    expect(heard).toEqual([['site_settings']]);
    expect(await read()).toBe('heading v2');
  });

  it('says whether a read would give a copy at once: not before the first read, nor while a change is read', async () => {
    let now = 0;
    const store = new ContentStore({ ttlMs: 1_000, now: () => now });
    const family = controllableFamily('v1');
    const handle = store.define('site_settings', { collections: ['site_settings'], load: family.load });
    expect(store.revalidate(['site_settings'])).toBe(false);
    const first = handle.read();
    await family.answerAll();
    await first;
    expect(store.revalidate(['site_settings'])).toBe(true);
    expect(store.revalidate(['site_settings', 'not-a-family'])).toBe(false);
    family.set('v2');
    store.collectionsChanged(['site_settings']);
    expect(store.revalidate(['site_settings'])).toBe(false);
    await family.answerAll();
    expect(store.revalidate(['site_settings'])).toBe(true);
    expect(handle.peek()).toBe('v2');
    // Past the TTL the copy is still given at once, and refreshed once in the background.
    now = 5_000;
    expect(store.revalidate(['site_settings'])).toBe(true);
    expect(store.revalidate(['site_settings'])).toBe(true);
    expect(family.loads).toBe(3);
    // No copy kept at all (TTL 0): every answer reads.
    const uncached = new ContentStore({ ttlMs: 0 });
    uncached.define('pages', { collections: ['pages'], load: controllableFamily('p').load });
    expect(uncached.revalidate(['pages'])).toBe(false);
  });

  it('re-reads a changed collection at once, makes views wait for it, and tells the listeners', async () => {
    const store = new ContentStore({ ttlMs: 60_000 });
    const services = controllableFamily('v1');
    const pages = controllableFamily('p1');
    const { read: readServices } = store.define('services', {
      collections: ['services', 'directus_files'],
      load: services.load,
    });
    const { read: readPages } = store.define('pages', { collections: ['pages', 'directus_files'], load: pages.load });
    const warm = Promise.all([readServices(), readPages()]);
    await services.answerAll();
    await pages.answerAll();
    await warm;
    const heard: string[][] = [];
    store.onChange((families) => heard.push(families));

    services.set('v2');
    expect(store.collectionsChanged(['services'])).toEqual(['services']);
    expect(services.loads).toBe(2);
    expect(pages.loads).toBe(1);
    const view = readServices();
    await services.answerAll();
    expect(await view).toBe('v2');
    expect(heard[0]).toEqual(['services']);

    expect(store.collectionsChanged(['directus_files'])).toEqual(['services', 'pages']);
    expect(store.collectionsChanged(['requests'])).toEqual([]);
  });

  it('reads again when a change arrives while a read is under way (that read may predate it)', async () => {
    const store = new ContentStore({ ttlMs: 60_000 });
    const family = controllableFamily('v1');
    const { read } = store.define('promos', { collections: ['promos'], load: family.load });
    const first = read();
    await family.answerAll();
    await first;
    family.set('v2');
    store.collectionsChanged(['promos']);
    store.collectionsChanged(['promos']);
    expect(family.loads).toBe(2);
    const view = read();
    await family.answerAll();
    await family.answerAll();
    expect(await view).toBe('v2');
    expect(family.loads).toBe(3);
  });

  it('keeps the copy when Directus fails and waits before asking again', async () => {
    let now = 0;
    const errors: string[] = [];
    const store = new ContentStore({
      ttlMs: 1_000,
      retryDelayMs: 5_000,
      now: () => now,
      onError: (name) => errors.push(name),
    });
    const family = controllableFamily('copy');
    const { read } = store.define('industries', { collections: ['industries'], load: family.load });
    const first = read();
    await family.answerAll();
    await first;
    family.failWith(new Error('ECONNREFUSED'));
    now = 2_000;
    expect(await read()).toBe('copy');
    await family.answerAll();
    expect(errors).toEqual(['industries']);
    for (let view = 0; view < 50; view++) expect(await read()).toBe('copy');
    expect(family.loads).toBe(2);
    now = 8_000;
    await read();
    expect(family.loads).toBe(3);
  });

  it('with no copy and Directus failing, fails fast until the retry time instead of reading per view', async () => {
    let now = 0;
    const store = new ContentStore({ ttlMs: 1_000, retryDelayMs: 5_000, now: () => now });
    const family = controllableFamily('x');
    family.failWith(new Error('down'));
    const { read } = store.define('short_links', { collections: ['short_links'], load: family.load });
    const first = expect(read()).rejects.toThrow('down');
    await family.answerAll();
    await first;
    for (let view = 0; view < 20; view++) await expect(read()).rejects.toThrow('down');
    expect(family.loads).toBe(1);
    now = 6_000;
    family.failWith(null);
    const again = read();
    await family.answerAll();
    expect(await again).toBe('x');
  });

  it('keeps the version (and the cached pages) when a refresh brings nothing new', async () => {
    let now = 0;
    const store = new ContentStore({ ttlMs: 1_000, now: () => now });
    const family = controllableFamily({ title: 'Same' });
    const { read } = store.define('pages', { collections: ['pages'], load: family.load });
    const heard: string[][] = [];
    store.onChange((families) => heard.push(families));
    const reads = store.newReadLog();
    const view = read(reads);
    await family.answerAll();
    await view;
    expect([...reads.families]).toEqual([['pages', 1]]);
    expect(store.isCurrent(reads)).toBe(true);
    now = 5_000;
    await read();
    await family.answerAll();
    expect(store.isCurrent(reads)).toBe(true);
    expect(heard).toEqual([]);
    family.set({ title: 'Changed' });
    now = 10_000;
    await read();
    await family.answerAll();
    expect(store.isCurrent(reads)).toBe(false);
    expect(heard).toEqual([['pages']]);
  });

  it('reads Directus for every view when it keeps no copy (TTL 0), still one read for concurrent views', async () => {
    const store = new ContentStore({ ttlMs: 0 });
    const family = controllableFamily('live');
    const { read } = store.define('services', { collections: ['services'], load: family.load });
    const together = Promise.all([read(), read()]);
    await family.answerAll();
    await together;
    expect(family.loads).toBe(1);
    const later = read();
    await family.answerAll();
    await later;
    expect(family.loads).toBe(2);
    await settle();
  });
});
