import { describe, expect, it } from 'vitest';
import { draftHasInput, newIdempotencyKey } from './request-draft';

const service = { serviceName: 'Web Design & Development', serviceUrl: 'web', serviceClass: 'web' };

describe('the Idempotency-Key of a draft', () => {
  it('is a new random UUID for every draft', () => {
    const keys = [newIdempotencyKey(), newIdempotencyKey()];
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });
});

describe('draftHasInput: what a reload must not lose', () => {
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

  it('counts a project type the visitor chose off a service page, and any other choice on one', () => {
    expect(draftHasInput({ project: 'Branding / Strategy' }, null)).toBe(true);
    expect(draftHasInput({ project: 'Digital / Web', project_type: 'Mobile App' }, service)).toBe(true);
  });

  it('counts nothing in an empty form', () => {
    expect(draftHasInput({})).toBe(false);
    expect(draftHasInput({ first_name: '', email: ' ' })).toBe(false);
  });
});
