import { describe, expect, it } from 'vitest';
import { FORM_OPTION_LISTS, formOptionsFromRows, type ProjectTypeRow } from './cms-rows';
import { localizeOptions } from './options';

// docs/product.md "Option lists": editors keep the lists in the CMS; the form reads them as published.
const type = (row: Partial<ProjectTypeRow> & { id: number; value: string }): ProjectTypeRow => ({
  label: row.value,
  keywords: null,
  service_classes: null,
  is_fallback: null,
  ...row,
});

describe('option lists from the CMS rows', () => {
  it('reads keywords and service classes as lists or comma-separated text, trimmed, lower case, blanks dropped', () => {
    const options = formOptionsFromRows(
      [
        type({ id: 1, value: 'Digital / Web', keywords: ' Web, DIGITAL ,,', service_classes: ['Web', ' digital '] }),
        type({ id: 2, value: 'Other', keywords: null, service_classes: '' }),
      ],
      [],
      [],
    );
    expect(options.projectTypes[0]).toMatchObject({ keywords: ['web', 'digital'], serviceClasses: ['web', 'digital'] });
    expect(options.projectTypes[1]).toMatchObject({ keywords: [], serviceClasses: [] });
  });

  it('takes the fallback flag as SQLite (0/1) and PostgreSQL (true/false) store it', () => {
    const flags = formOptionsFromRows(
      [
        type({ id: 1, value: 'a', is_fallback: 1 }),
        type({ id: 2, value: 'b', is_fallback: 0 }),
        type({ id: 3, value: 'c', is_fallback: true }),
        type({ id: 4, value: 'd', is_fallback: null }),
      ],
      [],
      [],
    ).projectTypes.map((projectType) => projectType.isFallback);
    expect(flags).toEqual([true, false, true, false]);
  });

  it('gives each project type its own specific types, in row order, as value and label', () => {
    const options = formOptionsFromRows(
      [type({ id: 7, value: 'Print', label: 'Print / Graphic Design' }), type({ id: 8, value: 'Video' })],
      [
        { project_type: 8, label: 'Brand Video', value: 'brand-video' },
        { project_type: 7, label: 'Signage', value: 'signage' },
        { project_type: 7, label: 'Packaging', value: 'packaging' },
      ],
      [],
    );
    expect(options.projectTypes[0]).toMatchObject({
      value: 'Print',
      label: 'Print / Graphic Design',
      specificTypes: [
        { value: 'signage', label: 'Signage' },
        { value: 'packaging', label: 'Packaging' },
      ],
    });
    expect(options.projectTypes[1]!.specificTypes).toEqual([{ value: 'brand-video', label: 'Brand Video' }]);
  });

  it('sorts the simple lists into their places (next_step → nextStep) and ignores unknown lists', () => {
    const options = formOptionsFromRows(
      [],
      [],
      [
        { list: 'budget', label: 'Small', value: 'small' },
        { list: 'next_step', label: 'Call', value: 'call' },
        { list: 'research', label: 'Referral', value: 'referral' },
        { list: 'timeline', label: 'Soon', value: 'soon' },
        { list: 'budget', label: 'Large', value: 'large' },
        { list: 'mood', label: 'Happy', value: 'happy' },
      ],
    );
    expect(options).toEqual({
      projectTypes: [],
      research: [{ value: 'referral', label: 'Referral' }],
      budget: [
        { value: 'small', label: 'Small' },
        { value: 'large', label: 'Large' },
      ],
      timeline: [{ value: 'soon', label: 'Soon' }],
      nextStep: [{ value: 'call', label: 'Call' }],
    });
    expect(Object.keys(FORM_OPTION_LISTS).sort()).toEqual(['budget', 'next_step', 'research', 'timeline']);
  });

  it('gives each option its label in every language its translations name, and the lists in one language', () => {
    const options = formOptionsFromRows(
      [
        type({
          id: 1,
          label: 'Branding',
          value: 'branding',
          translations: { es: { label: 'Marca' }, fr: { label: ' ' } },
        }),
        type({ id: 2, label: 'Other', value: 'other', translations: JSON.stringify({ es: { label: 'Otro' } }) }),
      ],
      [{ project_type: 1, label: 'Logo', value: 'logo', translations: '{"es":{"label":"Logotipo"}}' }],
      [{ list: 'budget', label: 'Under $5k', value: 'lt5', translations: 'not json' }],
    );
    expect(options.projectTypes[0]).toMatchObject({ label: 'Branding', labels: { es: 'Marca' } });
    expect(options.projectTypes[0]!.specificTypes[0]).toEqual({
      value: 'logo',
      label: 'Logo',
      labels: { es: 'Logotipo' },
    });
    expect(options.budget[0]).toEqual({ value: 'lt5', label: 'Under $5k' });
    const spanish = localizeOptions(options, 'es');
    expect(spanish.projectTypes.map(({ value, label }) => [value, label])).toEqual([
      ['branding', 'Marca'],
      ['other', 'Otro'],
    ]);
    expect(spanish.projectTypes[0]!.specificTypes[0]).toEqual({ value: 'logo', label: 'Logotipo' });
    expect(spanish.budget[0]).toEqual({ value: 'lt5', label: 'Under $5k' });
    expect(localizeOptions(options, 'fr').projectTypes[0]).not.toHaveProperty('labels');
    expect(localizeOptions(options, 'fr').projectTypes[0]!.label).toBe('Branding');
  });
});
