import { describe, expect, it } from 'vitest';
import { scheduleText } from './schedule-state';

describe('the Schedule display', () => {
  const now = Date.parse('2026-12-01T09:00:00Z');
  it('says what a publish or unpublish time means now', () => {
    expect(scheduleText('2026-12-02T09:00:00Z', false, now)).toMatch(/^Scheduled for \D*\d/);
    expect(scheduleText('2026-12-02T09:00:00Z', false, now)).not.toContain('2026');
    expect(scheduleText('2027-01-02T09:00:00Z', false, now)).toContain('2027');
    expect(scheduleText('2026-11-30T09:00:00Z', false, now)).toBe('Published');
    expect(scheduleText('2026-12-24T18:00:00Z', true, now)).toMatch(/^Until /);
    expect(scheduleText('2026-11-30T18:00:00Z', true, now)).toMatch(/^Ended /);
    expect(scheduleText(null, false, now)).toBeNull();
  });
});
