import { describe, expect, it } from 'vitest';
import {
  preselectedProjectType,
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
