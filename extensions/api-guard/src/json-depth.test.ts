import { describe, expect, it } from 'vitest';
import { nestedDeeperThan } from './json-depth';

const nested = (levels: number) => JSON.parse(`${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`) as unknown;

describe('nestedDeeperThan', () => {
  it('counts each object or array as one level; scalars as none', () => {
    expect(nestedDeeperThan(1, 0)).toBe(false);
    expect(nestedDeeperThan(null, 0)).toBe(false);
    expect(nestedDeeperThan({}, 0)).toBe(true);
    expect(nestedDeeperThan({ a: [1, { b: 2 }] }, 3)).toBe(false);
    expect(nestedDeeperThan({ a: [1, { b: 2 }] }, 2)).toBe(true);
  });

  it('measures 100,000 levels without recursion', () => {
    expect(nestedDeeperThan(nested(100_000), 64)).toBe(true);
    expect(nestedDeeperThan(nested(64), 64)).toBe(false);
    expect(nestedDeeperThan(nested(65), 64)).toBe(true);
  });

  it('handles wide bodies', () => {
    const wide = Object.fromEntries(Array.from({ length: 10_000 }, (_, index) => [`k${index}`, { v: [index] }]));
    expect(nestedDeeperThan(wide, 3)).toBe(false);
  });
});
