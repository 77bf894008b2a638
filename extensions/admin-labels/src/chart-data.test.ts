import { describe, expect, it } from 'vitest';
import { ago, countByOption, countPerWeek, firstWeekStart, weekStart } from './chart-data';
import { labelOf, toOptions } from './labels';

// The Insights charts and labels of docs/decisions/028-admin-reads-at-a-glance.md.
const TIMELINE = toOptions([
  { value: 'ASAP (Rush)', label: 'ASAP (Rush)' },
  { value: '3-6-months', label: '3-6 months' },
  { value: 'flexible', label: 'Flexible' },
]);

describe('labels', () => {
  it('shows a stored value by its option list label, a list of values by theirs, unknown ones as stored', () => {
    expect(labelOf(TIMELINE, '3-6-months')).toBe('3-6 months');
    expect(labelOf(TIMELINE, ['flexible', 'gone'])).toBe('Flexible, gone');
    expect(labelOf(TIMELINE, '')).toBeNull();
    expect(labelOf(TIMELINE, null)).toBeNull();
  });

  it('keeps the first label of a value listed twice (the "Other" of each project type)', () => {
    expect(
      toOptions([
        { value: 'Other', label: 'Other' },
        { value: 'Other', label: 'Something else' },
      ]),
    ).toEqual([{ value: 'Other', label: 'Other' }]);
  });
});

describe('counts by option', () => {
  it('counts in the list order with labels, then values the list lost, then empty ones', () => {
    const bars = countByOption(['flexible', '3-6-months', 'flexible', 'old', null, ['3-6-months']], TIMELINE);
    expect(bars.map(({ label, count }) => [label, count])).toEqual([
      ['3-6 months', 2],
      ['Flexible', 2],
      ['old', 1],
      ['Not given', 1],
    ]);
  });
});

describe('requests per week', () => {
  const now = new Date(2026, 10, 26, 18, 30); // a Thursday

  it('starts weeks on Monday, local time', () => {
    expect(weekStart(now)).toEqual(new Date(2026, 10, 23));
    expect(weekStart(new Date(2026, 10, 23, 0, 0))).toEqual(new Date(2026, 10, 23));
    expect(weekStart(new Date(2026, 10, 22, 23, 59))).toEqual(new Date(2026, 10, 16));
    expect(firstWeekStart(now, 3)).toEqual(new Date(2026, 10, 9));
  });

  it('gives this week its bar, weeks without requests 0, and leaves out what is older', () => {
    const bars = countPerWeek(
      [
        new Date(2026, 10, 26, 9).toISOString(),
        new Date(2026, 10, 23, 0, 1).toISOString(),
        new Date(2026, 10, 12).toISOString(),
        new Date(2026, 9, 1).toISOString(),
        null,
      ],
      now,
      3,
    );
    expect(bars.map(({ label, count }) => [label, count])).toEqual([
      ['9 Nov', 1],
      ['16 Nov', 0],
      ['23 Nov', 2],
    ]);
  });

  it('says when a request arrived as people do', () => {
    expect(ago(new Date(now.getTime() - 3 * 86_400_000).toISOString(), now)).toBe('3 days ago');
    expect(ago(new Date(now.getTime() - 20_000).toISOString(), now)).toBe('just now');
  });
});
