import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentStore } from './store.server';

// Scheduled publishing in the content copy (@agency/contract/schedule): a family whose copy
// changes by itself at a known time is read again at that time, with no change announced by
// Directus, and the pages built from it are dropped (the listeners hear it) when it changed.
afterEach(() => {
  vi.useRealTimers();
});

describe('the content copy of a scheduled family', () => {
  it('reads the family again at its next scheduled change, and tells the page cache', async () => {
    vi.useFakeTimers({ now: 0 });
    const store = new ContentStore({ ttlMs: 60_000, now: () => Date.now() });
    // Shown: the items whose time has come; the next change is the next time after now.
    const times = [1_000, 5_000];
    let loads = 0;
    const load = async () => {
      loads += 1;
      return { shown: times.filter((time) => time <= Date.now()), changesAt: times.find((time) => time > Date.now()) };
    };
    const changed: string[][] = [];
    store.onChange((families) => changed.push(families));
    const { read } = store.define('promos', {
      collections: ['promos'],
      load,
      changesAt: (value) => value.changesAt ?? null,
    });
    expect(await read()).toEqual({ shown: [], changesAt: 1_000 });

    await vi.advanceTimersByTimeAsync(999);
    expect(loads).toBe(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(loads).toBe(2);
    expect(await read()).toEqual({ shown: [1_000], changesAt: 5_000 });
    expect(changed).toEqual([['promos']]);

    await vi.advanceTimersByTimeAsync(4_000);
    expect(await read()).toEqual({ shown: [1_000, 5_000] });
    expect(loads).toBe(3);
    // Nothing scheduled any more: no further read.
    await vi.advanceTimersByTimeAsync(60_000 - 5_100);
    expect(loads).toBe(3);
  });
});
