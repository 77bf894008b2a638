import { describe, expect, it } from 'vitest';
import { RETURNING_WINDOW_DAYS, countEarlier, storedAddress } from './earlier-requests';

describe('an address as stored', () => {
  it('is trimmed, without zero-width characters, in lower case; none for no text', () => {
    expect(storedAddress('  Ada\u200b@Example.COM ')).toBe('ada@example.com');
    for (const nothing of [undefined, null, '', '   ', 42]) expect(storedAddress(nothing)).toBeNull();
  });
});

describe('earlier requests', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

  it('counts those within the window before now, spam left out; null for none', () => {
    expect(
      countEarlier(
        [
          { status: 'new', date_submitted: daysAgo(1) },
          { status: 'won', date_submitted: daysAgo(RETURNING_WINDOW_DAYS - 1) },
          { status: 'spam', date_submitted: daysAgo(2) },
          { status: 'new', date_submitted: daysAgo(RETURNING_WINDOW_DAYS + 1) },
          // Stored after this one (a concurrent submit): not an earlier request.
          { status: 'new', date_submitted: new Date(now.getTime() + 1000).toISOString() },
        ],
        now,
      ),
    ).toBe(2);
    expect(countEarlier([{ status: 'spam', date_submitted: daysAgo(1) }], now)).toBeNull();
    expect(countEarlier([], now)).toBeNull();
  });
});
