import { afterEach, describe, expect, it } from 'vitest';
import {
  MAX_CONCURRENT_PRELOADS,
  acquirePreloadSlot,
  isConstrainedConnection,
  preloadsInFlight,
  releasePreloadSlot,
} from './prefetch-policy';

describe('prefetch policy (docs/product.md "Constants")', () => {
  const holders = Array.from({ length: MAX_CONCURRENT_PRELOADS + 2 }, () => ({}));
  afterEach(() => holders.forEach(releasePreloadSlot));

  it('treats Save-Data and 2g / slow-2g as constrained, faster connections not', () => {
    expect(isConstrainedConnection({ saveData: true, effectiveType: '4g' } as never)).toBe(true);
    expect(isConstrainedConnection({ effectiveType: '2g' } as never)).toBe(true);
    expect(isConstrainedConnection({ effectiveType: 'slow-2g' } as never)).toBe(true);
    expect(isConstrainedConnection({ effectiveType: '3g' } as never)).toBe(false);
    expect(isConstrainedConnection(undefined)).toBe(false);
  });

  it('runs at most 4 route preloads at once and frees a slot when one ends', () => {
    const granted = holders.map((holder) => acquirePreloadSlot(holder));
    expect(MAX_CONCURRENT_PRELOADS).toBe(4);
    expect(granted).toEqual([true, true, true, true, false, false]);
    expect(preloadsInFlight()).toBe(4);
    expect(acquirePreloadSlot(holders[0]!)).toBe(true); // already holding: no second slot
    releasePreloadSlot(holders[1]!);
    expect(acquirePreloadSlot(holders[4]!)).toBe(true);
    expect(preloadsInFlight()).toBe(4);
  });
});
