import { afterAll, describe, expect, it } from 'vitest';
import { fetchAs } from './demo-users';
import { directusFetch } from './directus-client';

// A staff member entering a phone lead through the REST API (as the admin app does), as the demo
// Staff user: creating another user would take a fourth studio seat.
const created: string[] = [];

const asStaff = (path: string, init: RequestInit = {}) => fetchAs('staff', path, init);

async function createAsStaff(body: Record<string, unknown>) {
  const response = await asStaff('/items/requests', { method: 'POST', body: JSON.stringify(body) });
  const json = (await response.json()) as {
    data?: { id: string; status: string; date_submitted: string | null; email: string };
  };
  if (json.data?.id) created.push(json.data.id);
  return { status: response.status, data: json.data };
}

const lead = {
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'Grace@Navy.example.com',
  phone: '+1 555 0199',
  project: ['Other'],
};

afterAll(async () => {
  if (created.length > 0) await directusFetch('/items/requests', { method: 'DELETE', body: JSON.stringify(created) });
});

describe('requests created outside the form (staff, REST)', () => {
  it('accepts a complete phone lead, normalised, with status new and a server time', async () => {
    const { status, data } = await createAsStaff(lead);
    expect(status).toBe(200);
    expect(data).toMatchObject({ status: 'new', email: 'grace@navy.example.com' });
    expect(data?.date_submitted).toBeTruthy();
  });

  it('lets staff record a lead they already contacted', async () => {
    const { status, data } = await createAsStaff({ ...lead, status: 'contacted' });
    expect(status).toBe(200);
    expect(data?.status).toBe('contacted');
  });

  it('applies the contact rules of the form', async () => {
    expect((await createAsStaff({ ...lead, email: '' })).status).toBe(400);
    expect((await createAsStaff({ ...lead, email: 'grace@navy' })).status).toBe(400);
    expect((await createAsStaff({ ...lead, first_name: undefined })).status).toBe(400);
  });

  it('refuses unpublished option values, unknown statuses and server-only fields', async () => {
    expect((await createAsStaff({ ...lead, budget: 'A million' })).status).toBe(400);
    expect((await createAsStaff({ ...lead, status: 'maybe' })).status).toBe(400);
    expect((await createAsStaff({ ...lead, date_submitted: '2001-01-01T00:00:00Z' })).status).toBe(400);
    expect((await createAsStaff({ ...lead, idempotency_key: 'abcdefgh' })).status).toBe(400);
  });

  it('lets staff move a request through the workflow, and only to known statuses', async () => {
    const { data } = await createAsStaff(lead);
    const move = (status: string) =>
      asStaff(`/items/requests/${data!.id}`, { method: 'PATCH', body: JSON.stringify({ status }) });
    expect((await move('in_review')).status).toBe(200);
    expect((await move('won')).status).toBe(200);
    expect((await move('closed')).status).toBe(400);
  });
});
