// Where a request came from, and returning prospects (README "The request form" and "For staff",
// docs/decisions/037-lead-attribution.md), through the real endpoint and Directus: the visit's and
// the first visit's source are stored, read by staff, exported to CSV and sent with the webhook
// (a real receiver on loopback, WEBHOOK_ALLOW_PRIVATE_ADDRESSES through the test stack's settings
// file as in lead-webhook.test.ts); malformed or over-long values are refused field by field with
// clear messages; staff can change none of it; a second request from an address is marked.
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connect } from './database-fingerprint.mjs';
import { fetchAs } from './demo-users';
import { directusFetch } from './directus-client';
import { readUntil } from './read-until';
import { backdatedFormToken, postForm, validRequest } from './request-form-client';

/** What the site sends for a visitor who landed from a campaign and opened the form two pages later. */
const ATTRIBUTION = {
  source_url: 'http://localhost:3000/about',
  landing_page: '/creative-services/web?utm_source=newsletter&utm_campaign=spring-2026&gclid=Cj0KCQ_BwE',
  referrer_host: 'mail.example.net',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'spring-2026',
  gclid: 'Cj0KCQ_BwE',
  first_landing_page: '/?utm_source=linkedin',
  first_referrer_host: 'www.linkedin.com',
  first_utm_source: 'linkedin',
  first_fbclid: 'IwAR2F4t',
};
const STORED_FIELDS = Object.keys(ATTRIBUTION).filter((field) => field !== 'source_url');

async function submit(overrides: Record<string, unknown>) {
  const response = await postForm('submit', validRequest(backdatedFormToken(), overrides), { key: randomUUID() });
  const body = (await response.json()) as {
    data?: { id: string };
    errors?: { message: string; extensions: { field: string } }[];
  };
  return { status: response.status, id: body.data?.id ?? '', errors: body.errors ?? [] };
}

const readAsStaff = async (id: string, fields: string) =>
  (
    (await (await fetchAs('staff', `/items/requests/${id}?fields=${fields}`)).json()) as {
      data: Record<string, unknown>;
    }
  ).data;

describe('source attribution', () => {
  const stack = inject('stack');
  const settingsFile = stack.cmsEnv.WEBHOOK_TEST_SETTINGS_FILE!;
  const received: { request: Record<string, unknown> }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push(JSON.parse(body) as { request: Record<string, unknown> });
      res.writeHead(204).end();
    });
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    writeFileSync(settingsFile, JSON.stringify({ WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' }));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    const saved = await directusFetch('/items/webhook_settings', {
      method: 'PATCH',
      body: JSON.stringify({ enabled: true, url, secret: randomUUID() }),
    });
    expect(saved.status).toBe(200);
  });
  afterAll(async () => {
    const db = connect(stack.cmsEnv);
    try {
      await db('webhook_settings').delete();
    } finally {
      await db.destroy();
    }
    rmSync(settingsFile, { force: true });
    await new Promise((resolve) => server.close(resolve));
  });

  it('stores the visit’s and the first visit’s source, for staff, the CSV export and the webhook', async () => {
    const company = `Attribution ${randomUUID().slice(0, 8)}`;
    const { status, id } = await submit({ ...ATTRIBUTION, company });
    expect(status).toBe(201);

    const expected = Object.fromEntries(Object.entries(ATTRIBUTION).filter(([field]) => field !== 'source_url'));
    expect(await readAsStaff(id, [...STORED_FIELDS, 'fbclid', 'first_gclid'].join(','))).toEqual({
      ...expected,
      fbclid: null,
      first_gclid: null,
    });

    const fields = ['company', ...STORED_FIELDS].join(',');
    const exported = await fetchAs(
      'staff',
      `/items/requests?export=csv&fields=${fields}&filter[company][_eq]=${encodeURIComponent(company)}`,
    );
    expect(exported.status).toBe(200);
    const [header, row, ...more] = (await exported.text()).trim().split('\n');
    expect(more).toEqual([]);
    expect(header).toBe(
      fields
        .split(',')
        .map((field) => `"${field}"`)
        .join(','),
    );
    expect(row).toBe([company, ...Object.values(expected)].map((value) => `"${value}"`).join(','));

    const [sent] = await readUntil(
      async () => received.filter((entry) => entry.request.id === id),
      (entries) => entries.length > 0,
    );
    expect(sent?.request).toMatchObject({ ...expected, fbclid: null, first_gclid: null });
  });

  it('refuses malformed and over-long values, saying which field and why', async () => {
    const { status, errors } = await submit({
      landing_page: 'https://elsewhere.example/',
      referrer_host: 'https://www.google.com/',
      gclid: 'Cj0<script>',
      first_utm_campaign: 'c'.repeat(256),
      first_msclkid: 'a\u0007b',
    });
    expect(status).toBe(400);
    expect(errors.map((error) => [error.extensions.field, error.message])).toEqual([
      ['landing_page', 'Landing page must be a path on this site, starting with /'],
      ['referrer_host', 'Referring site must be a host name, such as www.example.com'],
      ['gclid', 'Google Ads click id may hold only letters, digits and the characters - _ . ~'],
      ['first_utm_campaign', 'First visit: utm_campaign must be at most 255 characters'],
      ['first_msclkid', 'First visit: Microsoft Ads click id contains characters that are not allowed'],
    ]);
  });

  it('is read-only for staff, like everything the prospect sent', async () => {
    const { id } = await submit(ATTRIBUTION);
    for (const change of [{ utm_source: 'edited' }, { landing_page: '/edited' }, { first_gclid: 'x' }]) {
      const response = await fetchAs('staff', `/items/requests/${id}`, {
        method: 'PATCH',
        body: JSON.stringify(change),
      });
      expect(response.status).toBe(400);
    }
    expect(await readAsStaff(id, 'utm_source,landing_page,first_gclid')).toEqual({
      utm_source: 'newsletter',
      landing_page: ATTRIBUTION.landing_page,
      first_gclid: null,
    });
  });
});

describe('returning prospects', () => {
  it('marks a request from an address that sent one before, counting neither spam nor itself, and refuses none', async () => {
    const email = `returning-${randomUUID().slice(0, 8)}@example.com`;
    const first = await submit({ email });
    expect(first.status).toBe(201);
    expect(await readAsStaff(first.id, 'earlier_requests')).toEqual({ earlier_requests: null });

    // Spam from the same address (the honeypot filled): stored, never counted.
    const spam = await submit({ email, website: 'https://spam.example/' });
    expect(spam.status).toBe(201);

    const second = await submit({ email: email.toUpperCase() });
    expect(second.status).toBe(201);
    expect(await readAsStaff(second.id, 'earlier_requests,email')).toEqual({ earlier_requests: 1, email });

    // Spaces and a zero-width character around and in it: the same address as stored.
    const third = await submit({ email: `  ${email.replace('@', '\u200b@')} ` });
    expect(await readAsStaff(third.id, 'earlier_requests,email')).toEqual({ earlier_requests: 2, email });
    // The earlier requests are untouched.
    expect(await readAsStaff(first.id, 'earlier_requests')).toEqual({ earlier_requests: null });
  });

  it('counts for a lead staff enter too, and only the server writes it', async () => {
    const email = `phone-${randomUUID().slice(0, 8)}@example.com`;
    expect((await submit({ email })).status).toBe(201);
    const lead = { first_name: 'Grace', last_name: 'Hopper', email };
    const created = await fetchAs('staff', '/items/requests', { method: 'POST', body: JSON.stringify(lead) });
    expect(created.status).toBe(200);
    const { data } = (await created.json()) as { data: { id: string; earlier_requests: number | null } };
    expect(data.earlier_requests).toBe(1);
    const forged = await fetchAs('staff', '/items/requests', {
      method: 'POST',
      body: JSON.stringify({ ...lead, earlier_requests: 7 }),
    });
    expect(forged.status).toBe(400);
    const edited = await fetchAs('staff', `/items/requests/${data.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ earlier_requests: 0 }),
    });
    expect(edited.status).toBe(400);
    await directusFetch(`/items/requests/${data.id}`, { method: 'DELETE' });
  });
});
