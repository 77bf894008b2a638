// The request form under hostile text: invisible or direction-changing characters, and addresses
// that are not web addresses.
import { describe, expect, it } from 'vitest';
import { directusJson } from './directus-client';
import { backdatedFormToken, postForm, validRequest } from './request-form-client';

interface StoredRequest {
  status: string;
  spam_reason: string | null;
  company: string | null;
  explanation: string | null;
}

const storedRequest = async (id: string) => (await directusJson<{ data: StoredRequest }>(`/items/requests/${id}`)).data;

const idOf = async (response: Response) => ((await response.json()) as { data: { id: string } }).data.id;

describe('invisible and direction-changing characters, and non-web addresses', () => {
  const fieldErrors = async (overrides: Record<string, unknown>) => {
    const response = await postForm('submit', validRequest(backdatedFormToken(), overrides));
    const body = (await response.json()) as { errors?: { message: string; extensions: { field: string } }[] };
    return {
      status: response.status,
      errors: (body.errors ?? []).map((error) => [error.extensions.field, error.message]),
    };
  };

  it.each([
    ['first_name', 'Ada\u202Egnp.exe', 'First name contains characters that are not allowed'],
    ['last_name', 'Love\u2066lace', 'Last name contains characters that are not allowed'],
    ['company', 'Acme\u2028Corp', 'Company contains characters that are not allowed'],
    ['title', 'CEO\u0085', 'Title contains characters that are not allowed'],
    ['explanation', 'Invoice \u202Efdp.exe', 'Tell us about your project contains characters that are not allowed'],
  ])('refuses %s with a bidi control or a line separator', async (field, value, message) => {
    expect(await fieldErrors({ [field]: value })).toEqual({ status: 400, errors: [[field, message]] });
  });

  it('strips zero-width characters and stores the visible text', async () => {
    const response = await postForm(
      'submit',
      validRequest(backdatedFormToken(), { company: 'Acme\u200B Kitchens\uFEFF', explanation: 'Zero\u200Bwidth' }),
    );
    expect(response.status).toBe(201);
    expect(await storedRequest(await idOf(response))).toMatchObject({
      company: 'Acme Kitchens',
      explanation: 'Zerowidth',
    });
  });

  it.each([
    ['source_url', 'javascript:alert(document.cookie)'],
    ['referrer', 'data:text/html,<script>alert(1)</script>'],
    ['service_url', 'javascript:alert(1)'],
    ['source_url', 'file:///etc/passwd'],
  ])('accepts only http(s) addresses in %s (%s refused)', async (field, value) => {
    const { status, errors } = await fieldErrors({ [field]: value });
    expect(status).toBe(400);
    expect(errors).toEqual([[field, `${field} must be an http or https address`]]);
  });

  it('accepts a site path as service_url and http(s) addresses elsewhere', async () => {
    const response = await postForm(
      'submit',
      validRequest(backdatedFormToken(), {
        service_url: '/creative-services/web',
        source_url: 'https://www.agency.test/creative-services/web?utm_source=x',
        referrer: 'http://search.example/?q=agency',
      }),
    );
    expect(response.status).toBe(201);
  });
});
