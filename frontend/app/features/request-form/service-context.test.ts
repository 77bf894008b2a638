import { describe, expect, it } from 'vitest';
import { FORM_PAGE_PATH, requestFormHref, serviceKeyFromQuery } from './service-context';

const service = { serviceName: 'Web Design & Development', serviceUrl: '/creative-services/web', serviceClass: 'web' };
const queryOf = (href: string) => new URL(href, 'https://agency.example').searchParams;

describe('the full-page form’s address (docs/product.md "Root app": a plain link to /form)', () => {
  it('is /form without a service', () => {
    expect(FORM_PAGE_PATH).toBe('/form');
    expect(requestFormHref()).toBe('/form');
    expect(requestFormHref(null)).toBe('/form');
  });

  it('carries the service context in the query, encoded', () => {
    expect(requestFormHref(service)).toBe(
      '/form?service=Web+Design+%26+Development&url=%2Fcreative-services%2Fweb&class=web',
    );
  });

  it('names the same service on /form, by its address', () => {
    expect(serviceKeyFromQuery(queryOf(requestFormHref(service)))).toBe('web');
  });
});

describe('the service a /form address names', () => {
  it('is none without a service page address', () => {
    expect(serviceKeyFromQuery(queryOf('/form'))).toBeNull();
    expect(serviceKeyFromQuery(queryOf('/form?service=Branding&class=brand'))).toBeNull();
    expect(serviceKeyFromQuery(queryOf('/form?url=/industries/retail'))).toBeNull();
    expect(serviceKeyFromQuery(queryOf('/form?url=/creative-services/web/old'))).toBeNull();
    expect(serviceKeyFromQuery(queryOf('/form?url=/elsewhere/creative-services/web'))).toBeNull();
    expect(serviceKeyFromQuery(queryOf('/form?url=https://example.com/creative-services/web'))).toBeNull();
  });

  it('is the key of the service page, whatever name or class the link claims', () => {
    const crafted = '/form?url=%2Fcreative-services%2Fconsulting&class=x&service=Creative+Consulting?+call+555-0100';
    expect(serviceKeyFromQuery(queryOf(crafted))).toBe('consulting');
  });
});
