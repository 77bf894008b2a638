import { describe, expect, it } from 'vitest';
import { draftHasInput } from './request-draft';

describe('draftHasInput: what a reload must not lose', () => {
  const service = { serviceName: 'Web Design & Development', serviceUrl: 'web', serviceClass: 'web' };

  it('ignores the visit context the form fills in by itself', () => {
    const context = {
      source_url: 'https://example.com/creative-services/web?utm_source=news',
      referrer: 'https://news.example',
      utm_source: 'news',
      service_name: service.serviceName,
      contact_preference: 'email',
      explanation: '   ',
    };
    expect(draftHasInput(context)).toBe(false);
    expect(draftHasInput({ ...context, project: 'Web' }, service)).toBe(false);
  });

  it('counts anything the visitor typed or chose', () => {
    expect(draftHasInput({ explanation: 'A new shop' })).toBe(true);
    expect(draftHasInput({ email: 'ada@example.com' }, service)).toBe(true);
    expect(draftHasInput({ project: 'Branding' })).toBe(true);
    expect(draftHasInput({ budget: '$5,000 - $10,000' })).toBe(true);
  });
});
