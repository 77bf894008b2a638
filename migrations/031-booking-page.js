// Booking a call from the confirmation (README "The request form"): the demo's Site Settings name
// a booking page (the schema adds `booking_url`), so that a request whose next step is "Schedule a
// consultation" is offered "Pick a time". An agency sets its own Cal.com or Calendly page there, or
// empties the field to offer none. Nothing an editor wrote is touched: the field is written only
// while it is empty, and `down` empties it only while it is still the demo's.
export const DEMO_BOOKING_URL = 'https://cal.com/northlight-studio/consultation';

export async function up(knex) {
  await knex('site_settings').whereNull('booking_url').update({ booking_url: DEMO_BOOKING_URL });
}

export async function down(knex) {
  await knex('site_settings').where({ booking_url: DEMO_BOOKING_URL }).update({ booking_url: null });
}
