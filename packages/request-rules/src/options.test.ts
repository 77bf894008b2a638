import { describe, expect, it } from 'vitest';
import {
  preselectedProjectType,
  projectTypesByKeywordPriority,
  projectTypeForServiceName,
  specificTypesForServiceClass,
  specificTypesForProjectType,
} from './options';
import { SPEC_OPTIONS } from './spec-options.fixture';

const listHead = (serviceClass: string | undefined) =>
  specificTypesForServiceClass(serviceClass, SPEC_OPTIONS)[0]?.label;

describe('service class → specific project types (docs/product.md "Option lists")', () => {
  it.each([
    ['digital', 'Web Application'],
    ['web', 'Web Application'],
    ['brand', 'Brand Identity'],
    ['branding', 'Brand Identity'],
    ['print', 'Marketing Materials'],
    ['video', 'Brand Video'],
    ['audio', 'Brand Video'],
    ['corporate', 'Data Visualization'],
    ['social', 'Crisis Management'],
    ['WEB', 'Web Application'],
  ])('%s → the list starting with %s', (serviceClass, first) => {
    expect(listHead(serviceClass)).toBe(first);
  });

  it.each([['consulting'], ['reputation'], [''], [undefined]])(
    'anything else (%s) → the Other list',
    (serviceClass) => {
      expect(specificTypesForServiceClass(serviceClass, SPEC_OPTIONS).map((option) => option.label)).toEqual([
        'Strategy/Consulting',
        'Creative Direction',
        'Project Guidance',
        'Brand Audit',
        'Other',
      ]);
    },
  );
});

describe('service name keywords → project type (docs/product.md "Option lists")', () => {
  it.each([
    ['Web Design & Development', 'Digital / Web'],
    ['Digital Product Design', 'Digital / Web'],
    ['Brand Identity & Strategy', 'Branding / Strategy'],
    ['Print & Packaging', 'Print / Graphic Design'],
    ['Video Production', 'Video / Audio'],
    ['Podcast audio', 'Video / Audio'],
    ['Corporate Reports', 'Corporate / Data Design'],
    ['Data Storytelling', 'Corporate / Data Design'],
    ['Reputation Management', 'Reputation Management'],
    // Checked in the spec's order, not the select's (Branding / Strategy is listed first there).
    ['Digital Brand Experience', 'Digital / Web'],
    ['Brand Video Production', 'Branding / Strategy'],
    ['Print & Video Campaigns', 'Print / Graphic Design'],
    ['Corporate Reputation Reports', 'Corporate / Data Design'],
  ])('%s pre-selects %s', (name, type) => {
    expect(projectTypeForServiceName(name, SPEC_OPTIONS)?.value).toBe(type);
  });

  it('finds nothing in a name without keywords', () => {
    expect(projectTypeForServiceName('Creative Consulting', SPEC_OPTIONS)).toBeUndefined();
  });

  it('pre-selects by keyword, else by service class, else the fallback type, so the hidden select is never empty', () => {
    expect(preselectedProjectType({ serviceName: 'Brand films', serviceClass: 'video' }, SPEC_OPTIONS)?.value).toBe(
      'Branding / Strategy',
    );
    expect(preselectedProjectType({ serviceName: 'Motion', serviceClass: 'video' }, SPEC_OPTIONS)?.value).toBe(
      'Video / Audio',
    );
    expect(
      preselectedProjectType({ serviceName: 'Creative Consulting', serviceClass: 'consulting' }, SPEC_OPTIONS)?.value,
    ).toBe('Other');
  });

  it('gives a project type its own specific list', () => {
    expect(specificTypesForProjectType('Print / Graphic Design', SPEC_OPTIONS).map((option) => option.label)).toContain(
      'Signage',
    );
    expect(specificTypesForProjectType('Unknown', SPEC_OPTIONS)).toEqual([]);
  });
});

describe('the order in which a service name\'s keywords are checked (docs/product.md "Step 1: Project Information")', () => {
  const single = (keyword: string) => ({
    value: keyword,
    label: keyword,
    keywords: [keyword],
    serviceClasses: [],
    isFallback: false,
    specificTypes: [],
  });

  it('web, digital, brand, print, video, audio, corporate, data, reputation; keywords editors made up after, in list order', () => {
    const keywords = [
      'made-up',
      'reputation',
      'data',
      'corporate',
      'audio',
      'video',
      'print',
      'brand',
      'digital',
      'web',
      'own',
    ];
    const options = { ...SPEC_OPTIONS, projectTypes: keywords.map(single) };
    expect(projectTypesByKeywordPriority(options).map((type) => type.value)).toEqual([
      'web',
      'digital',
      'brand',
      'print',
      'video',
      'audio',
      'corporate',
      'data',
      'reputation',
      'made-up',
      'own',
    ]);
  });

  it('reads a service class whatever its case and surrounding spaces', () => {
    expect(specificTypesForServiceClass(' Web ', SPEC_OPTIONS)[0]?.label).toBe('Web Application');
  });

  it("without a flagged fallback type, gives an unknown class the last type's list; with no types, none", () => {
    const unflagged = {
      ...SPEC_OPTIONS,
      projectTypes: SPEC_OPTIONS.projectTypes.map((type) => ({ ...type, isFallback: false })).reverse(),
    };
    expect(specificTypesForServiceClass('consulting', unflagged)[0]?.label).toBe('Brand Identity');
    expect(specificTypesForServiceClass('consulting', { ...SPEC_OPTIONS, projectTypes: [] })).toEqual([]);
    expect(preselectedProjectType({}, { ...SPEC_OPTIONS, projectTypes: [] })).toBeUndefined();
  });
});
