// Booking a call from the confirmation (README "The request form", docs/product.md "Submitting"):
// when the prospect chose the next step "Schedule a consultation" and Site Settings hold a booking
// address (a Cal.com or Calendly page, or any page of the agency's calendar), the confirmation
// offers "Pick a time": the address in a new tab, with the prospect's name and e-mail in its query
// (both services fill their form from `name` and `email`). No script of theirs runs on the site.

/** The next step whose requests are offered the booking page (an option value: the same in every language). */
export const BOOKING_NEXT_STEP = 'Schedule a consultation';

/** Characters of a booking address. */
export const BOOKING_URL_MAX_LENGTH = 2048;

/** What the form is told about booking: the address to open. */
export interface Booking {
  url: string;
}

/** Why a booking address cannot be saved, or null (empty: no booking offered). */
export function bookingUrlProblem(value: unknown): string | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const example = 'e.g. https://cal.com/your-studio/intro';
  if (typeof value !== 'string' || value.length > BOOKING_URL_MAX_LENGTH)
    return `The booking address must be a web address of at most ${BOOKING_URL_MAX_LENGTH} characters, ${example}.`;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return `The booking address must be a full web address, ${example}.`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return `The booking address must start with https:// (or http://), ${example}.`;
  if (url.username || url.password) return 'The booking address must not hold a user name or password.';
  return null;
}

/** The booking Site Settings describe (none: no address, or one that cannot be used). */
export function bookingFromSettings(value: unknown): Booking | null {
  if (typeof value !== 'string' || value.trim() === '' || bookingUrlProblem(value)) return null;
  return { url: new URL(value.trim()).toString() };
}

/** The prospect as the booking page is told about them. */
export interface BookingPerson {
  first_name?: unknown;
  last_name?: unknown;
  email?: unknown;
  next_step?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The address "Pick a time" opens for this request, or null when it is not offered (another next
 * step, or no booking address): the booking page with `name` and `email` set (its own query kept).
 */
export function bookingLink(booking: Booking | null | undefined, person: BookingPerson): string | null {
  if (!booking || text(person.next_step) !== BOOKING_NEXT_STEP) return null;
  const url = new URL(booking.url);
  const name = [text(person.first_name), text(person.last_name)].filter(Boolean).join(' ');
  if (name) url.searchParams.set('name', name);
  if (text(person.email)) url.searchParams.set('email', text(person.email));
  return url.toString();
}
