import { describe, expect, it } from 'vitest';
import { BOOKING_NEXT_STEP, bookingFromSettings, bookingLink, bookingUrlProblem } from './booking';

describe('booking a call from the confirmation', () => {
  const booking = { url: 'https://cal.com/northlight/intro?duration=30' };
  const person = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', next_step: BOOKING_NEXT_STEP };

  it("opens the booking page with the prospect's name and e-mail, its own query kept", () => {
    const link = new URL(bookingLink(booking, person)!);
    expect(link.origin + link.pathname).toBe('https://cal.com/northlight/intro');
    expect(Object.fromEntries(link.searchParams)).toEqual({
      duration: '30',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
  });

  it('is offered only for the next step "Schedule a consultation" and with an address', () => {
    expect(bookingLink(booking, { ...person, next_step: 'Submit a request for proposal' })).toBeNull();
    expect(bookingLink(null, person)).toBeNull();
    expect(bookingLink(booking, { next_step: BOOKING_NEXT_STEP })).toBe(booking.url);
  });

  it('takes a web address from Site Settings, and says why another cannot be saved', () => {
    expect(bookingFromSettings(' https://calendly.com/northlight/30min ')).toEqual({
      url: 'https://calendly.com/northlight/30min',
    });
    expect(bookingFromSettings('')).toBeNull();
    expect(bookingFromSettings(null)).toBeNull();
    expect(bookingFromSettings('javascript:alert(1)')).toBeNull();
    expect(bookingUrlProblem('')).toBeNull();
    expect(bookingUrlProblem('https://cal.com/x')).toBeNull();
    expect(bookingUrlProblem('cal.com/x')).toMatch(/must be a full web address, e\.g\. https:\/\/cal\.com/);
    expect(bookingUrlProblem('ftp://cal.com/x')).toMatch(/must start with https:\/\//);
    expect(bookingUrlProblem('https://user:secret@cal.com/x')).toMatch(/user name or password/);
    expect(bookingUrlProblem(`https://cal.com/${'x'.repeat(2048)}`)).toMatch(/at most 2048 characters/);
  });
});
