// The booking page Site Settings name (README "The request form": booking a call), as the form's
// definition offers it. Kept in memory like the privacy notice (options-cache.ts) and dropped on
// every change of Site Settings.
import { bookingFromSettings, type Booking } from '@agency/request-rules/booking';
import type { Knex } from 'knex';

export async function loadBooking(database: Knex): Promise<Booking | null> {
  const row = await database('site_settings').orderBy('id').first<{ booking_url?: unknown } | undefined>('booking_url');
  return bookingFromSettings(row?.booking_url);
}
