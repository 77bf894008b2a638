import { describe, expect, it } from 'vitest';
import { SCHEDULED_COLLECTIONS, onSchedule, scheduleProblem, scheduleState, timeOf } from './schedule';

const at = (iso: string) => Date.parse(iso);

describe('scheduled publishing', () => {
  const now = at('2026-12-01T09:00:00Z');
  const always = { id: 'always' };
  const soon = { id: 'soon', publish_at: '2026-12-01T10:00:00Z' };
  const ending = { id: 'ending', publish_at: '2026-11-01T00:00:00Z', unpublish_at: '2026-12-02T00:00:00Z' };
  const over = { id: 'over', unpublish_at: '2026-11-30T00:00:00Z' };

  it('shows an item between its publish and unpublish times, and names the next change', () => {
    const { shown, changesAt } = onSchedule([always, soon, ending, over], now);
    expect(shown.map((item) => item.id)).toEqual(['always', 'ending']);
    expect(changesAt).toBe(at('2026-12-01T10:00:00Z'));
    expect(onSchedule([always, over], now).changesAt).toBeNull();
    expect(scheduleState(soon, at('2026-12-01T10:00:00Z'))).toBe('shown');
    expect(scheduleState(ending, at('2026-12-02T00:00:00Z'))).toBe('ended');
    expect(scheduleState(soon, now)).toBe('scheduled');
  });

  it('applies to promotions, pages and articles', () => {
    expect([...SCHEDULED_COLLECTIONS].sort()).toEqual(['articles', 'pages', 'promos']);
  });

  it('reads times with or without their zone as UTC', () => {
    expect(timeOf('2026-12-01 10:00:00')).toBe(at('2026-12-01T10:00:00Z'));
    expect(timeOf('2026-12-01T10:00:00+01:00')).toBe(at('2026-12-01T09:00:00Z'));
    expect(timeOf('')).toBeNull();
    expect(timeOf('soon')).toBeNull();
  });

  it('refuses an item that would come down before it goes up', () => {
    expect(scheduleProblem({ publish_at: '2026-12-02T00:00:00Z', unpublish_at: '2026-12-01T00:00:00Z' })).toBe(
      'Unpublish at must be later than Publish at: the item would never be shown.',
    );
    expect(scheduleProblem({ publish_at: '2026-12-01T00:00:00Z', unpublish_at: '2026-12-02T00:00:00Z' })).toBeNull();
    expect(scheduleProblem({ publish_at: 'soon' })).toBe('Publish at must be a date and time.');
    expect(scheduleProblem({})).toBeNull();
  });
});
