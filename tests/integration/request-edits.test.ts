// What a prospect sent is read-only once received: staff triage (status, assignee, notes) but
// cannot rewrite it, by REST, batch or GraphQL; an administrator may correct it, under the form's
// rules. Users without write access to requests get 403 before any field is looked at.
import { CONTEXT_FIELDS, FORM_FIELDS } from '@agency/request-rules/fields';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoUserId, fetchAs } from './demo-users';
import { directusFetch, directusJson } from './directus-client';

const HOSTILE = { email: 'not-an-email\r\nBcc: x@y.z', budget: '<script>', first_name: 'A\u0000' };

interface StoredRequest {
  id: string;
  email: string;
  first_name: string;
  budget: string | null;
  status: string;
  assignee: string | null;
  internal_notes: string | null;
  confirmation_sent_at: string | null;
  confirmation_error: string | null;
}

const created: string[] = [];
let requestId: string;

const stored = async (id = requestId) => (await directusJson<{ data: StoredRequest }>(`/items/requests/${id}`)).data;

beforeAll(async () => {
  // A phone lead entered by staff: the same rules as the form.
  const response = await fetchAs('staff', '/items/requests', {
    method: 'POST',
    body: JSON.stringify({ first_name: 'Grace', last_name: 'Hopper', email: 'grace@navy.example.com' }),
  });
  expect(response.status).toBe(200);
  requestId = ((await response.json()) as { data: { id: string } }).data.id;
  created.push(requestId);
  // The confirmation-mail hook records its outcome just after the create (README "For staff"):
  // the tests compare the stored request before and after, so they start once that is written.
  await vi.waitFor(
    async () => {
      const request = await stored();
      if (request.confirmation_error === null && request.confirmation_sent_at === null)
        throw new Error('The confirmation outcome of the new request was not recorded within 10 s');
    },
    { timeout: 10_000, interval: 100 },
  );
});

afterAll(async () => {
  await directusFetch('/items/requests', { method: 'DELETE', body: JSON.stringify(created) });
});

const graphql = (as: 'staff' | 'admin', query: string) => {
  const init = { method: 'POST', body: JSON.stringify({ query }) };
  return as === 'admin' ? directusFetch('/graphql', init) : fetchAs('staff', '/graphql', init);
};

describe('staff cannot rewrite what a prospect sent', () => {
  it('refuses a single PATCH (REST) and keeps the stored values', async () => {
    const before = await stored();
    const response = await fetchAs('staff', `/items/requests/${requestId}`, {
      method: 'PATCH',
      body: JSON.stringify(HOSTILE),
    });
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: { message: string }[] };
    expect(errors[0]!.message).toMatch(/read-only/);
    expect(errors[0]!.message).toMatch(/email/);
    expect(await stored()).toEqual(before);
  });

  it('refuses batch updates, by list and by keys', async () => {
    const before = await stored();
    const list = await fetchAs('staff', '/items/requests', {
      method: 'PATCH',
      body: JSON.stringify([{ id: requestId, ...HOSTILE }]),
    });
    expect(list.status).toBe(400);
    const keys = await fetchAs('staff', '/items/requests', {
      method: 'PATCH',
      body: JSON.stringify({ keys: [requestId], data: { email: HOSTILE.email } }),
    });
    expect(keys.status).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('refuses GraphQL updates', async () => {
    const before = await stored();
    const response = await graphql(
      'staff',
      `mutation { update_requests_item(id: "${requestId}", data: { email: ${JSON.stringify(HOSTILE.email)}, budget: "<script>" }) { id } }`,
    );
    const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
    expect(body.errors?.[0]?.message).toMatch(/read-only/);
    expect(await stored()).toEqual(before);
  });

  it('lets staff triage: status, assignee and internal notes', async () => {
    const staffId = await demoUserId('staff');
    const response = await fetchAs('staff', `/items/requests/${requestId}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'in_review', assignee: staffId, internal_notes: 'Called back, wants a quote' }),
    });
    expect(response.status).toBe(200);
    expect(await stored()).toMatchObject({
      status: 'in_review',
      assignee: staffId,
      internal_notes: 'Called back, wants a quote',
      email: 'grace@navy.example.com',
    });
  });

  it('shows every prospect field read-only in the admin once the request exists', async () => {
    const { data } = await directusJson<{
      data: {
        field: string;
        meta: { readonly: boolean; conditions: { rule: unknown; readonly?: boolean }[] | null };
      }[];
    }>('/fields/requests');
    const meta = Object.fromEntries(data.map((field) => [field.field, field.meta]));
    for (const field of [...FORM_FIELDS.map((definition) => definition.name), ...Object.keys(CONTEXT_FIELDS)]) {
      // Editable while staff enter a new lead (no id yet), read-only from then on.
      const readOnlyOnceSaved = meta[field]!.conditions?.some(
        (condition) =>
          condition.readonly === true && JSON.stringify(condition.rule) === JSON.stringify({ id: { _nnull: true } }),
      );
      expect(readOnlyOnceSaved, field).toBe(true);
    }
    for (const field of ['status', 'assignee', 'internal_notes']) {
      expect(meta[field]!.readonly, field).toBe(false);
      expect(meta[field]!.conditions ?? [], field).toEqual([]);
    }
  });
});

describe('administrators correct a request under the form rules', () => {
  it('refuses invalid values by REST and GraphQL, and stores valid ones normalised', async () => {
    const before = await stored();
    const rest = await directusFetch(`/items/requests/${requestId}`, {
      method: 'PATCH',
      body: JSON.stringify(HOSTILE),
    });
    expect(rest.status).toBe(400);
    const { errors } = (await rest.json()) as { errors: { message: string }[] };
    expect(errors[0]!.message).toContain('first_name: First name contains characters that are not allowed');
    expect(errors[0]!.message).toContain('email: Email contains characters that are not allowed');
    expect(errors[0]!.message).toContain('budget: This option is no longer available');
    const viaGraphql = await graphql(
      'admin',
      `mutation { update_requests_item(id: "${requestId}", data: { first_name: "A\\u0000" }) { id } }`,
    );
    expect(((await viaGraphql.json()) as { errors?: unknown[] }).errors?.length).toBeGreaterThan(0);
    expect(await stored()).toEqual(before);

    const fixed = await directusFetch(`/items/requests/${requestId}`, {
      method: 'PATCH',
      body: JSON.stringify({ email: ' Grace.Hopper@Navy.example.com ' }),
    });
    expect(fixed.status).toBe(200);
    expect((await stored()).email).toBe('grace.hopper@navy.example.com');
  });
});

describe('permission comes before validation', () => {
  it('answers 403, not field errors, to users who may not write requests', async () => {
    const invalid = JSON.stringify({ email: 'x' });
    for (const response of [
      await directusFetch('/items/requests', { as: 'website', method: 'POST', body: invalid }),
      await fetchAs('editor', '/items/requests', { method: 'POST', body: invalid }),
      await directusFetch(`/items/requests/${requestId}`, { as: 'website', method: 'PATCH', body: invalid }),
      await fetchAs('editor', `/items/requests/${requestId}`, { method: 'PATCH', body: invalid }),
    ]) {
      expect(response.status).toBe(403);
      const { errors } = (await response.json()) as { errors: { extensions: { code: string } }[] };
      expect(errors[0]!.extensions.code).toBe('FORBIDDEN');
    }
  });
});
