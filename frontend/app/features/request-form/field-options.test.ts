import { buildDefinition } from '@agency/request-rules/definition';
import { privacyNoticeFromSettings } from '@agency/request-rules/privacy';
import { SPEC_OPTIONS } from '@agency/request-rules/spec-options.fixture';
import { describe, expect, it } from 'vitest';
import { optionsForField } from './field-options';
import type { RequestValues } from './request-values';

// The option lists of docs/product.md "Option lists", as the definition endpoint publishes them.
const PRIVACY = privacyNoticeFromSettings({ privacy_notice_version: '2026-11', require_consent_checkbox: false });
const definition = buildDefinition(SPEC_OPTIONS, { formToken: 'token', minFillSeconds: 0 }, PRIVACY);
const field = (name: string) => definition.steps.flatMap((step) => step.fields).find((entry) => entry.name === name)!;
const offered = (name: string, values: RequestValues = {}) =>
  optionsForField(field(name), definition, values).map((option) => option.value);
const listOf = (projectType: string) =>
  SPEC_OPTIONS.projectTypes.find((type) => type.value === projectType)!.specificTypes.map((option) => option.value);

describe('the options a field offers (docs/product.md "Option lists")', () => {
  it('offers every published project type, in order', () => {
    expect(offered('project')).toEqual(SPEC_OPTIONS.projectTypes.map((type) => type.value));
  });

  it.each([
    ['research', 'research'],
    ['budget', 'budget'],
    ['timeline', 'timeline'],
    ['next_step', 'nextStep'],
  ] as const)('offers the %s list as the CMS publishes it', (name, list) => {
    expect(offered(name)).toEqual(SPEC_OPTIONS[list].map((option) => option.value));
  });

  it('offers nothing for a list this version of the site does not know (a newer server’s definition)', () => {
    const newer = { ...field('budget'), options: 'currencies' } as unknown as ReturnType<typeof field>;
    expect(optionsForField(newer, definition, {})).toEqual([]);
  });

  it('offers nothing for a field without a list (a text field)', () => {
    expect(offered('explanation')).toEqual([]);
    expect(offered('email', { project: 'Digital / Web' })).toEqual([]);
  });
});

describe('specific project types (docs/product.md "Step 1: Project Information")', () => {
  it('are not offered before a project type is chosen', () => {
    expect(offered('project_type')).toEqual([]);
    expect(offered('project_type', { project: '' })).toEqual([]);
  });

  it('follow the chosen project type off a service page', () => {
    expect(offered('project_type', { project: 'Print / Graphic Design' })).toEqual(listOf('Print / Graphic Design'));
    expect(offered('project_type', { project: 'Video / Audio' })).toEqual(listOf('Video / Audio'));
  });

  it('off a service page, a leftover service class does not change the chosen type’s list', () => {
    // Only a service name makes a service page; without it the chosen type decides alone.
    expect(offered('project_type', { project: 'Video / Audio', service_class: 'brand', service_name: '' })).toEqual(
      listOf('Video / Audio'),
    );
  });

  it('follow the service class on a service page, not the project type its name pre-selects', () => {
    // "Brand Video": the name's keyword "brand" pre-selects Branding / Strategy, but the page is
    // of class "video", so the specific types are those of Video / Audio.
    const values = { service_name: 'Brand Video', service_class: 'video', project: 'Branding / Strategy' };
    expect(offered('project_type', values)).toEqual(listOf('Video / Audio'));
    expect(listOf('Video / Audio')).not.toEqual(listOf('Branding / Strategy'));
  });

  it('give the Other list on a service page whose class is unknown or missing', () => {
    const other = listOf('Other');
    expect(offered('project_type', { service_name: 'Coffee', service_class: 'coffee', project: 'Other' })).toEqual(
      other,
    );
    expect(
      offered('project_type', { service_name: 'Web Design', service_class: '', project: 'Digital / Web' }),
    ).toEqual(other);
  });
});
