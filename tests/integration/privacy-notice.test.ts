// The privacy notice and the consent checkbox (docs/product.md "Step 4: Review", decision 018),
// against the real endpoint on SQLite and PostgreSQL: the definition says what Site Settings say,
// the request stores the notice version the form showed and the server's time, and while an
// editor requires the checkbox a submission without the tick is refused with a field error. The
// setting holds at once, without a deploy, in the endpoint and in the site's own copy.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchAs } from './demo-users';
import { directusFetch, directusJson } from './directus-client';
import { eventually } from './site-client';
import { backdatedFormToken, fetchDefinition, postForm, validRequest } from './request-form-client';

interface StoredPrivacy {
  status: string;
  date_submitted: string;
  privacy_notice_version: string | null;
  privacy_notice_shown_at: string | null;
  consent_given: boolean;
}

interface FieldErrors {
  errors: { message: string; extensions: { code: string; field?: string; step?: number } }[];
}

const SEEDED_VERSION = '2026-11';
const created: string[] = [];

async function storedPrivacy(id: string) {
  created.push(id);
  const fields = 'status,date_submitted,privacy_notice_version,privacy_notice_shown_at,consent_given';
  return (await directusJson<{ data: StoredPrivacy }>(`/items/requests/${id}?fields=${fields}`)).data;
}

/** Submits a valid request with `overrides`; the answer's status and, for 201, the stored request. */
async function submit(overrides: Record<string, unknown>) {
  const response = await postForm('submit', validRequest(backdatedFormToken(), overrides), { key: randomUUID() });
  const body = (await response.json()) as { data?: { id: string } } & Partial<FieldErrors>;
  return {
    status: response.status,
    errors: body.errors ?? [],
    stored: response.status === 201 ? await storedPrivacy(body.data!.id) : undefined,
  };
}

/** An editor's change to Site Settings, as in the admin. */
async function setSettings(values: Record<string, unknown>) {
  const response = await fetchAs('editor', '/items/site_settings', { method: 'PATCH', body: JSON.stringify(values) });
  expect(response.status, await response.clone().text()).toBe(200);
}

const companiesWith = async (company: string) =>
  (await directusJson<{ data: unknown[] }>(`/items/requests?filter[company][_eq]=${encodeURIComponent(company)}`)).data
    .length;

afterAll(async () => {
  await setSettings({ require_consent_checkbox: false, privacy_notice_version: SEEDED_VERSION });
  if (created.length > 0) await directusFetch('/items/requests', { method: 'DELETE', body: JSON.stringify(created) });
});

describe('the privacy notice (Site Settings off by default)', () => {
  it('is seeded: the page /privacy, version 2026-11, the checkbox not required', async () => {
    const { data: settings } = await directusJson<{
      data: { privacy_notice_version: string; require_consent_checkbox: boolean };
    }>('/items/site_settings');
    expect(settings).toMatchObject({ privacy_notice_version: SEEDED_VERSION, require_consent_checkbox: false });
    const { data: pages } = await directusJson<{ data: { status: string; title: string }[] }>(
      '/items/pages?filter[slug][_eq]=privacy',
    );
    expect(pages).toMatchObject([{ status: 'published', title: 'Privacy notice' }]);
    expect((await fetchDefinition()).privacy).toEqual({
      version: SEEDED_VERSION,
      path: '/privacy',
      requireConsent: false,
    });
  });

  it('stores the version the form showed and the submit time as when it was shown; no tick needed', async () => {
    const { status, stored } = await submit({ privacy_notice_version: SEEDED_VERSION });
    expect(status).toBe(201);
    expect(stored).toMatchObject({ status: 'new', privacy_notice_version: SEEDED_VERSION, consent_given: false });
    expect(stored!.privacy_notice_shown_at).not.toBeNull();
    expect(new Date(stored!.privacy_notice_shown_at!).getTime()).toBe(new Date(stored!.date_submitted).getTime());
  });

  it('stores an earlier version as sent: what the prospect was shown (decision 018)', async () => {
    const { status, stored } = await submit({ privacy_notice_version: '2025-03' });
    expect(status).toBe(201);
    expect(stored).toMatchObject({ privacy_notice_version: '2025-03' });
  });

  it('records no notice for a request sent without one (an API client, a request queued before the notice)', async () => {
    const { status, stored } = await submit({});
    expect(status).toBe(201);
    expect(stored).toMatchObject({ privacy_notice_version: null, privacy_notice_shown_at: null, consent_given: false });
  });

  it('refuses a version that is no notice version, and a checkbox that is not a boolean', async () => {
    const { status, errors } = await submit({ privacy_notice_version: 'x'.repeat(41), consent_given: 'yes' });
    expect(status).toBe(400);
    expect(errors.map((error) => [error.extensions.field, error.message])).toEqual([
      ['privacy_notice_version', 'Privacy notice version must be at most 40 characters'],
      ['consent_given', 'This value is not valid'],
    ]);
  });
});

describe('"Require Consent Checkbox" on', () => {
  beforeAll(async () => {
    await setSettings({ require_consent_checkbox: true });
  });
  afterAll(async () => {
    await setSettings({ require_consent_checkbox: false });
  });

  it('tells the next opening of the form at once, without a deploy', async () => {
    expect((await fetchDefinition()).privacy).toMatchObject({ requireConsent: true, version: SEEDED_VERSION });
  });

  it('refuses a submission without the tick: 400 with the field error on the review step, nothing stored', async () => {
    const company = `No Consent ${randomUUID().slice(0, 8)}`;
    for (const consent of [{}, { consent_given: false }]) {
      const { status, errors } = await submit({ company, privacy_notice_version: SEEDED_VERSION, ...consent });
      expect(status).toBe(400);
      expect(errors).toEqual([
        {
          message: 'Please agree to the privacy notice',
          extensions: { code: 'FAILED_VALIDATION', field: 'consent_given', step: 3 },
        },
      ]);
    }
    expect(await companiesWith(company)).toBe(0);
  });

  it('says so for the review step at /validate too', async () => {
    const response = await postForm('validate', { step: 3, values: { consent_given: false } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as FieldErrors).errors.map((error) => error.extensions.field)).toEqual([
      'consent_given',
    ]);
    expect((await postForm('validate', { step: 3, values: { consent_given: true } })).status).toBe(200);
  });

  it('stores a ticked request with the consent, the version and the time', async () => {
    const { status, stored } = await submit({ privacy_notice_version: SEEDED_VERSION, consent_given: true });
    expect(status).toBe(201);
    expect(stored).toMatchObject({ privacy_notice_version: SEEDED_VERSION, consent_given: true });
    expect(new Date(stored!.privacy_notice_shown_at!).getTime()).toBe(new Date(stored!.date_submitted).getTime());
  });

  it('reaches the site’s own copy: /form renders the checkbox instead of the line', async () => {
    await eventually('/form', (html, response) => response.status === 200 && html.includes('I agree to the'), 5_000);
    await setSettings({ require_consent_checkbox: false });
    await eventually(
      '/form',
      (html, response) => response.status === 200 && html.includes('By submitting this request you agree to our'),
      5_000,
    );
    await setSettings({ require_consent_checkbox: true });
  });
});

describe('an editor’s new notice version', () => {
  afterAll(async () => {
    await setSettings({ privacy_notice_version: SEEDED_VERSION });
  });

  it('is what the next opening of the form shows and sends', async () => {
    await setSettings({ privacy_notice_version: '2027-01' });
    expect((await fetchDefinition()).privacy.version).toBe('2027-01');
  });
});

describe('the privacy fields are the server’s record', () => {
  it('cannot be set by staff entering a lead, nor changed afterwards', async () => {
    const lead = { first_name: 'Grace', last_name: 'Hopper', email: 'grace@navy.example.com' };
    const forged = await fetchAs('staff', '/items/requests', {
      method: 'POST',
      body: JSON.stringify({ ...lead, consent_given: true, privacy_notice_version: '2026-11' }),
    });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('privacy_notice_version, consent_given cannot be set');

    const response = await fetchAs('staff', '/items/requests', { method: 'POST', body: JSON.stringify(lead) });
    expect(response.status).toBe(200);
    const { id } = ((await response.json()) as { data: { id: string } }).data;
    expect(await storedPrivacy(id)).toMatchObject({
      privacy_notice_version: null,
      privacy_notice_shown_at: null,
      consent_given: false,
    });
    const edit = await fetchAs('staff', `/items/requests/${id}`, {
      method: 'PATCH',
      body: JSON.stringify({ consent_given: true }),
    });
    expect(edit.status).toBe(400);
    expect((await storedPrivacy(id)).consent_given).toBe(false);
  });

  it('are shown read-only in the admin, in their own group', async () => {
    const { data } = await directusJson<{ data: { field: string; meta: { readonly: boolean; group: string } }[] }>(
      '/fields/requests',
    );
    const privacyFields = data.filter((field) => field.meta.group === 'group_privacy');
    expect(Object.fromEntries(privacyFields.map((field) => [field.field, field.meta.readonly]))).toEqual({
      privacy_notice_version: true,
      privacy_notice_shown_at: true,
      consent_given: true,
    });
  });
});
