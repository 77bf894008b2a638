import type { FormOptions } from '@agency/request-rules/options';
import { describe, expect, it } from 'vitest';
import { OPTION_COLLECTIONS, createOptionsCache } from './options-cache';

const options = (label: string) => ({ research: [{ value: label, label }] }) as unknown as FormOptions;

describe('the endpoint’s copy of the option lists', () => {
  it('reads the tables once for any number of uses, and again after a change', async () => {
    let reads = 0;
    let label = 'Referral';
    const cache = createOptionsCache(async () => {
      reads += 1;
      return options(label);
    });
    await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(reads).toBe(1);
    label = 'Search engine';
    expect((await cache.get()).research[0]!.value).toBe('Referral');
    cache.invalidate();
    expect((await cache.get()).research[0]!.value).toBe('Search engine');
    expect(reads).toBe(2);
  });

  it('keeps no failed read: the next use asks the database again', async () => {
    let fail = true;
    const cache = createOptionsCache(async () => {
      if (fail) throw new Error('database unreachable');
      return options('Referral');
    });
    await expect(cache.get()).rejects.toThrow('database unreachable');
    fail = false;
    expect((await cache.get()).research[0]!.value).toBe('Referral');
  });

  it('does not keep a read that started before a change', async () => {
    const pending: (() => void)[] = [];
    let label = 'Old';
    const cache = createOptionsCache(
      () =>
        new Promise<FormOptions>((resolve) => {
          const value = options(label);
          pending.push(() => resolve(value));
        }),
    );
    const early = cache.get();
    label = 'New';
    cache.invalidate();
    const late = cache.get();
    for (const release of pending) release();
    expect((await early).research[0]!.value).toBe('Old');
    expect((await late).research[0]!.value).toBe('New');
    expect((await cache.get()).research[0]!.value).toBe('New');
  });
});

describe('which changes drop the copy', () => {
  it('the three collections the option lists are read from, and only those', () => {
    expect([...OPTION_COLLECTIONS].sort()).toEqual(['form_options', 'project_types', 'specific_project_types']);
  });

  it('a read that fails after a change has started a newer one does not drop the newer one', async () => {
    let reads = 0;
    let failFirst: (error: Error) => void = () => {};
    const cache = createOptionsCache(() => {
      reads += 1;
      if (reads === 1) return new Promise<FormOptions>((_resolve, reject) => (failFirst = reject));
      return Promise.resolve(options('Referral'));
    });
    const first = cache.get();
    cache.invalidate();
    await cache.get();
    failFirst(new Error('database unreachable'));
    await expect(first).rejects.toThrow('database unreachable');
    await cache.get();
    expect(reads).toBe(2);
  });
});
