import { describe, expect, it } from 'vitest';
import { nextAttemptAt, retryDelayMs } from './retry';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const policy = { retryBaseMs: MINUTE, retryMaxDelayMs: HOUR, retryWindowMs: 24 * HOUR };

describe('retries with exponential back-off (README "Hand-off")', () => {
  it('waits 1, 2, 4, 8 … minutes, at most an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((attempts) => retryDelayMs(attempts, policy) / MINUTE)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60,
    ]);
    expect(retryDelayMs(500, policy)).toBe(HOUR);
  });

  it('tries again while the next try falls within 24 hours of the creation, then gives up', () => {
    const created = new Date('2026-01-01T00:00:00Z');
    const at = (ms: number) => new Date(created.getTime() + ms);
    expect(nextAttemptAt(1, created, created, policy)).toEqual(at(MINUTE));
    expect(nextAttemptAt(20, created, at(23 * HOUR), policy)).toEqual(at(24 * HOUR));
    expect(nextAttemptAt(20, created, at(23 * HOUR + 1), policy)).toBeNull();
  });

  it('makes 29 attempts in a day with the defaults (the last one 23 hours after the first)', () => {
    const created = new Date(0);
    let now = created;
    let attempts = 1;
    for (;;) {
      const next = nextAttemptAt(attempts, created, now, policy);
      if (!next) break;
      now = next;
      attempts += 1;
    }
    expect(attempts).toBe(29);
  });
});
