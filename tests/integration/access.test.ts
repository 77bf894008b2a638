import { describe, expect, it } from 'vitest';
import { demoToken, fetchAs } from './demo-users';
import { directusFetch, directusJson } from './directus-client';

describe('access to content', () => {
  it('lets the Website API token read site settings', async () => {
    const response = await directusFetch('/items/site_settings', { as: 'website' });
    expect(response.status).toBe(200);
  });

  it('gives anonymous callers nothing', async () => {
    const response = await directusFetch('/items/site_settings', { as: 'anonymous' });
    expect(response.status).toBe(403);
  });

  it('does not let the Website API token write', async () => {
    const response = await directusFetch('/items/site_settings', {
      as: 'website',
      method: 'PATCH',
      body: JSON.stringify({ agency_name: 'Hijacked' }),
    });
    expect(response.status).toBe(403);
  });

  it('gives the Website API user neither app nor admin access (no studio seat)', async () => {
    const me = await directusFetch('/users/me?fields=id,email', { as: 'website' });
    const { data: user } = (await me.json()) as { data: { id: string } };
    const response = await directusFetch(
      `/policies?filter[users][user][_eq]=${user.id}&fields=name,app_access,admin_access`,
    );
    const viaRole = await directusFetch(
      `/users/${user.id}?fields=role.policies.policy.app_access,role.policies.policy.admin_access`,
    );
    const direct = ((await response.json()) as { data: { app_access: boolean; admin_access: boolean }[] }).data;
    const { data } = (await viaRole.json()) as {
      data: { role: { policies: { policy: { app_access: boolean; admin_access: boolean } }[] } };
    };
    const policies = [...direct, ...data.role.policies.map((access) => access.policy)];
    expect(policies.length).toBeGreaterThan(0);
    for (const policy of policies) expect(policy).toMatchObject({ app_access: false, admin_access: false });
  });
});

describe('history staff read (activity and revisions)', () => {
  it('is that of requests only: no sign-in records, no flow or settings revisions', async () => {
    // Staff have signed in: the activity holds a sign-in record, with its address.
    await demoToken('staff');
    const recorded = await directusJson<{ data: { action: string }[] }>(
      '/activity?filter[action][_eq]=login&fields=action&limit=1',
    );
    expect(recorded.data).toEqual([{ action: 'login' }]);
    const activity = (await (await fetchAs('staff', '/activity?fields=collection,action,ip&limit=-1')).json()) as {
      data: { collection: string; action: string }[];
    };
    expect(activity.data.every((row) => ['requests', 'request_attachments'].includes(row.collection))).toBe(true);
    expect(activity.data.some((row) => row.action === 'login')).toBe(false);
    const logins = (await (await fetchAs('staff', '/activity?filter[action][_eq]=login')).json()) as {
      data: unknown[];
    };
    expect(logins.data).toEqual([]);
    const revisions = (await (await fetchAs('staff', '/revisions?fields=collection&limit=-1')).json()) as {
      data: { collection: string }[];
    };
    expect(revisions.data.every((row) => ['requests', 'request_attachments'].includes(row.collection))).toBe(true);
    const flows = (await (await fetchAs('staff', '/revisions?filter[collection][_eq]=directus_flows')).json()) as {
      data: unknown[];
    };
    expect(flows.data).toEqual([]);
  });
});
