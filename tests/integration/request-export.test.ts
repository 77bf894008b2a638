// Staff export requests to CSV with Directus' own export (README "Hand-off"): the collection
// page's Import / Export → Export Items → CSV → Download File asks the items endpoint with
// `export=csv`, as staff, within the page limit.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fetchAs } from './demo-users';
import { fetchDefinition, matureFormToken, postForm, validRequest } from './request-form-client';

describe('request export to CSV', () => {
  it("gives staff a CSV file of the requests they ask for, with Directus' own export", async () => {
    const company = `Export Test ${randomUUID().slice(0, 8)}`;
    const token = await matureFormToken(await fetchDefinition());
    const response = await postForm('submit', validRequest(token, { company, first_name: 'Ada, "the first"' }), {
      key: randomUUID(),
    });
    expect(response.status).toBe(201);

    const fields = 'date_submitted,first_name,last_name,email,company,project,budget,status';
    const exported = await fetchAs(
      'staff',
      `/items/requests?export=csv&fields=${fields}&filter[company][_eq]=${encodeURIComponent(company)}&limit=-1`,
    );
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(exported.headers.get('content-disposition')).toMatch(/attachment; filename="requests .*\.csv"/);
    const lines = (await exported.text()).trim().split('\n');
    expect(lines[0]).toBe(
      fields
        .split(',')
        .map((field) => `"${field}"`)
        .join(','),
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Ada, ""the first"""');
    expect(lines[1]).toContain(`"${company}"`);
    // Editors have no access to requests, so no export of them either.
    expect((await fetchAs('editor', `/items/requests?export=csv&fields=${fields}`)).status).toBe(403);
  });
});
