import { describe, expect, it } from 'vitest';
import { directusJson } from './directus-client';

// Directus' free core tier (@directus/license CORE_LICENSE): past a limit, a grace period ends
// with the API locking. Counted by Directus itself (GET /license), so the test sees what the
// licence check sees.
const LIMITS = { collections: 25, flows: 5, seats: 3 };

interface LicenseInfo {
  status: string;
  source: string | null;
  usage: { seats: number; collections: number; flows: number };
}

interface Permission {
  collection: string;
  action: string;
  fields: string[] | null;
  permissions: object | null;
  validation: object | null;
  presets: object | null;
  /** Directus' own minimal app permissions (a user's own presets, notifications…), not ours. */
  system?: boolean;
}

describe('free core tier', () => {
  it('stays within the active collection, flow and seat limits', async () => {
    const { data } = await directusJson<{ data: LicenseInfo }>('/license');
    console.log('core tier usage:', data.usage, 'status:', data.status);
    expect(data.source).toBeNull();
    expect(data.usage.collections).toBeLessThanOrEqual(LIMITS.collections);
    expect(data.usage.flows).toBeLessThanOrEqual(LIMITS.flows);
    expect(data.usage.seats).toBeLessThanOrEqual(LIMITS.seats);
    expect(data.status).not.toMatch(/grace|locked|expired/);
  });

  it('has no permission with a custom rule (field list, filter, validation or preset)', async () => {
    const { data } = await directusJson<{ data: Permission[] }>('/permissions?limit=-1');
    expect(data.length).toBeGreaterThan(0);
    const custom = data.filter(
      (permission) =>
        permission.system !== true &&
        (permission.fields?.includes('*') !== true ||
          Object.keys(permission.permissions ?? {}).length > 0 ||
          Object.keys(permission.validation ?? {}).length > 0 ||
          Object.keys(permission.presets ?? {}).length > 0),
    );
    expect(custom.map((permission) => `${permission.collection}:${permission.action}`)).toEqual([]);
  });

  it('gives the Public policy no permission on any project collection', async () => {
    const { data } = await directusJson<{ data: { id: string }[] }>(
      '/policies?filter[name][_eq]=$t:public_label&fields=id',
    );
    expect(data).toHaveLength(1);
    const permissions = await directusJson<{ data: Permission[] }>(
      `/permissions?limit=-1&filter[policy][_eq]=${data[0]!.id}`,
    );
    expect(permissions.data.filter((permission) => !permission.collection.startsWith('directus_'))).toEqual([]);
  });
});
