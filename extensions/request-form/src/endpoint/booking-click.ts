// POST /request-form/booking: the prospect pressed "Pick a time" on the confirmation (README "The
// request form": booking a call). The request is named by the Idempotency-Key it was sent with,
// which only the browser that sent it holds: no other visitor can mark a request. The first press
// is kept (`booking_clicked_at`, a field only the server writes); later ones change nothing.
// Answers 204, or 404 for a key no request has.
import { InvalidPayloadError } from '@directus/errors';
import type { Request, Response } from 'express';
import type { Knex } from 'knex';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/;

export async function recordBookingClick(req: Request, res: Response, database: Knex, now = () => new Date()) {
  const key = req.headers['idempotency-key'];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))
    throw new InvalidPayloadError({ reason: 'Idempotency-Key must be the key the request was sent with' });
  const request = await database('requests').where({ idempotency_key: key }).first<{ id: unknown } | undefined>('id');
  if (!request) {
    res
      .status(404)
      .json({ errors: [{ message: 'No request was sent with this key', extensions: { code: 'NOT_FOUND' } }] });
    return;
  }
  await database('requests')
    .where({ id: request.id })
    .whereNull('booking_clicked_at')
    .update({ booking_clicked_at: now() });
  res.setHeader('Cache-Control', 'no-store');
  res.status(204).end();
}
