import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_TOUCH_FIELDS, VISIT_FIELDS } from './attribution';
import { CONTEXT_FIELDS, inEnglish, type Translate } from './fields';
import type { RequestValues } from './schemas';
import { SPEC_OPTIONS } from './spec-options.fixture';
import { cleanContextValue } from './text-rules';
import { validateLead, validateSubmission } from './validation';

// docs/decisions/037-lead-attribution.md: the visit's and the first visit's source are context
// fields, checked and bounded on the server like every field the form sends.
const complete: RequestValues = {
  project: ['Digital / Web'],
  project_type: 'Web Application',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  research: 'Referral',
  budget: 'More than $100,000',
  timeline: 'flexible',
  next_step: 'Discuss over the phone',
  website: '',
  form_token: 'token',
};

const errorsOf = (values: RequestValues, t: Translate = inEnglish) =>
  validateSubmission({ ...complete, ...values }, SPEC_OPTIONS, undefined, t).errors.map((error) => [
    error.field,
    error.message,
  ]);

describe('the attribution fields', () => {
  it('are context fields: the visit’s and, prefixed, the first visit’s', () => {
    expect(Object.keys(VISIT_FIELDS)).toEqual([
      'landing_page',
      'referrer_host',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'gclid',
      'fbclid',
      'msclkid',
    ]);
    expect(Object.keys(FIRST_TOUCH_FIELDS)).toEqual(Object.keys(VISIT_FIELDS).map((name) => `first_${name}`));
    for (const [name, max] of Object.entries({ ...VISIT_FIELDS, ...FIRST_TOUCH_FIELDS }))
      expect(CONTEXT_FIELDS[name], name).toBe(max);
  });

  it('are stored as sent when well formed', () => {
    const values = {
      landing_page: '/creative-services/web?utm_source=news&gclid=Cj0K_Cq-1.x~',
      referrer_host: 'www.google.com',
      utm_campaign: 'Spring sale 2026',
      gclid: 'Cj0KCQiA-x_BwE',
      fbclid: 'IwAR2F4t.~',
      msclkid: '0123456789abcdef0123456789abcdef',
      first_landing_page: '/',
      first_referrer_host: 'news.example',
      first_utm_source: 'newsletter',
      first_fbclid: 'IwY2xjawF',
    };
    const result = validateSubmission({ ...complete, ...values }, SPEC_OPTIONS);
    expect(result.errors).toEqual([]);
    expect(result.data).toMatchObject({ ...values, first_gclid: null, first_msclkid: null });
  });

  it('refuse what is not a path, a host name or a click id, saying which field and what it must be', () => {
    expect(
      errorsOf({
        landing_page: 'https://elsewhere.example/',
        referrer_host: 'https://www.google.com/',
        gclid: 'abc<script>',
        first_landing_page: '//evil.example/x',
        first_referrer_host: 'a b',
        first_msclkid: 'x y',
      }),
    ).toEqual([
      ['landing_page', 'Landing page must be a path on this site, starting with /'],
      ['referrer_host', 'Referring site must be a host name, such as www.example.com'],
      ['gclid', 'Google Ads click id may hold only letters, digits and the characters - _ . ~'],
      ['first_landing_page', 'First visit: Landing page must be a path on this site, starting with /'],
      ['first_referrer_host', 'First visit: Referring site must be a host name, such as www.example.com'],
      ['first_msclkid', 'First visit: Microsoft Ads click id may hold only letters, digits and the characters - _ . ~'],
    ]);
  });

  it('refuse over-long values and control characters, by the field’s name', () => {
    expect(
      errorsOf({
        landing_page: `/${'a'.repeat(1024)}`,
        fbclid: 'f'.repeat(256),
        first_utm_campaign: 'spring\u202Esale',
        first_utm_term: 'x'.repeat(256),
      }),
    ).toEqual([
      ['landing_page', 'Landing page must be at most 1024 characters'],
      ['fbclid', 'Meta click id must be at most 255 characters'],
      ['first_utm_campaign', 'First visit: utm_campaign contains characters that are not allowed'],
      ['first_utm_term', 'First visit: utm_term must be at most 255 characters'],
    ]);
  });

  it('say it in the visitor’s language', () => {
    const spanish: Translate = (english, values) =>
      inEnglish(
        english === '{field} must be a host name, such as www.example.com'
          ? 'El campo «{field}» debe ser un nombre de host'
          : english,
        values,
      );
    expect(errorsOf({ referrer_host: '-bad-' }, spanish)).toEqual([
      ['referrer_host', 'El campo «Referring site» debe ser un nombre de host'],
    ]);
  });

  it('hold in a lead staff enter too, under the same rules', () => {
    const lead = { first_name: 'A', last_name: 'B', email: 'a@b.io' };
    expect(validateLead({ ...lead, utm_source: 'phone', gclid: 'ok-1' }, SPEC_OPTIONS).valid).toBe(true);
    expect(validateLead({ ...lead, landing_page: 'no' }, SPEC_OPTIONS).errors.map((error) => error.field)).toEqual([
      'landing_page',
    ]);
  });

  it('are cleaned in the browser so that a crafted link cannot block a request: a wrong format is left out', () => {
    expect(cleanContextValue('landing_page', '/services?a=1', 1024)).toBe('/services?a=1');
    expect(cleanContextValue('landing_page', '//evil.example/', 1024)).toBe('');
    expect(cleanContextValue('landing_page', `/${'p'.repeat(2000)}`, 1024)).toHaveLength(1024);
    expect(cleanContextValue('referrer_host', 'www.google.com', 253)).toBe('www.google.com');
    expect(cleanContextValue('referrer_host', 'www.google.com/search', 253)).toBe('');
    expect(cleanContextValue('first_gclid', 'Cj0K_BwE', 255)).toBe('Cj0K_BwE');
    expect(cleanContextValue('first_gclid', 'Cj0K BwE', 255)).toBe('');
    expect(cleanContextValue('utm_source', 'any text', 255)).toBe('any text');
  });
});

describe('the stored columns (snapshots/schema.json)', () => {
  it('hold every context field at its full length', () => {
    const snapshot: { fields: { collection: string; field: string; schema: { max_length: number | null } | null }[] } =
      JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../snapshots/schema.json'), 'utf8'));
    const columns = new Map(
      snapshot.fields
        .filter((field) => field.collection === 'requests')
        .map((field) => [field.field, field.schema?.max_length ?? null]),
    );
    const short = Object.entries(CONTEXT_FIELDS).filter(([name, max]) => (columns.get(name) ?? 0) < max);
    expect(short).toEqual([]);
  });
});
