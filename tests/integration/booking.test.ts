import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { directusFetch, directusJson } from './directus-client';
import { fetchAs } from './demo-users';
import { backdatedFormToken, fetchDefinition, postForm, validRequest } from './request-form-client';
import { site } from './site-client';

// Booking a call from the confirmation (README "The request form"): Site Settings' booking page
// reaches the form's definition (the demo names one), a malformed address is refused with a
// message an editor can act on, and the prospect's press of "Pick a time" is recorded on their
// request (named by the key it was sent with), once; no one else can record it.
const DEMO_BOOKING = 'https://cal.com/northlight-studio/consultation';

afterAll(async () => {
  await directusJson('/items/site_settings', { method: 'PATCH', body: JSON.stringify({ booking_url: DEMO_BOOKING }) });
});

const pressPickATime = (key: string | null) =>
  site('/api/request-form/booking', { method: 'POST', headers: key === null ? {} : { 'Idempotency-Key': key } });

const clickedAt = async (id: string) =>
  (
    await directusJson<{ data: { booking_clicked_at: string | null } }>(
      `/items/requests/${id}?fields=booking_clicked_at`,
    )
  ).data.booking_clicked_at;

describe('booking a call', () => {
  it("gives the form Site Settings' booking page, and refuses an address that is not one", async () => {
    expect((await fetchDefinition()).booking).toEqual({ url: DEMO_BOOKING });
    const refused = await fetchAs('editor', '/items/site_settings', {
      method: 'PATCH',
      body: JSON.stringify({ booking_url: 'cal.com/northlight' }),
    });
    expect(refused.status).toBe(400);
    const { errors } = (await refused.json()) as { errors: { message: string }[] };
    expect(errors[0]!.message).toBe(
      'The booking address must be a full web address, e.g. https://cal.com/your-studio/intro.',
    );
    expect((await fetchDefinition()).booking).toEqual({ url: DEMO_BOOKING });

    const emptied = await fetchAs('editor', '/items/site_settings', {
      method: 'PATCH',
      body: JSON.stringify({ booking_url: '  ' }),
    });
    expect(emptied.status).toBe(200);
    expect((await fetchDefinition()).booking).toBeNull();
    await directusJson('/items/site_settings', {
      method: 'PATCH',
      body: JSON.stringify({ booking_url: DEMO_BOOKING }),
    });
    expect((await fetchDefinition()).booking).toEqual({ url: DEMO_BOOKING });
  });

  it('records the first press of "Pick a time" on the request sent with that key, through the site', async () => {
    const key = randomUUID();
    const response = await postForm('submit', validRequest(backdatedFormToken()), { key });
    expect(response.status).toBe(201);
    const { id } = ((await response.json()) as { data: { id: string } }).data;
    expect(await clickedAt(id)).toBeNull();

    expect((await pressPickATime(key)).status).toBe(204);
    const first = await clickedAt(id);
    expect(Date.now() - Date.parse(first!)).toBeLessThan(60_000);
    expect((await pressPickATime(key)).status).toBe(204);
    expect(await clickedAt(id)).toBe(first);

    // A key no request was sent with, or none at all: nothing is recorded anywhere.
    expect((await pressPickATime(randomUUID())).status).toBe(404);
    expect((await pressPickATime(null)).status).toBe(400);
    expect((await pressPickATime('short')).status).toBe(400);
  });

  it('is written by the server only: staff cannot set it', async () => {
    const response = await postForm('submit', validRequest(backdatedFormToken()), { key: randomUUID() });
    const { id } = ((await response.json()) as { data: { id: string } }).data;
    const edit = await fetchAs('staff', `/items/requests/${id}`, {
      method: 'PATCH',
      body: JSON.stringify({ booking_clicked_at: new Date().toISOString() }),
    });
    expect(edit.status).toBeGreaterThanOrEqual(400);
    expect(await clickedAt(id)).toBeNull();
    expect((await directusFetch(`/items/requests/${id}`)).status).toBe(200);
  });
});
