import { describe, expect, it } from 'vitest';
import { FORM_PAGE_PATH, requestFormHref, serviceFromQuery } from './service-context';

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

  it('gives back the same service on /form', () => {
    expect(serviceFromQuery(queryOf(requestFormHref(service)))).toEqual(service);
  });
});

describe('the service of a /form address', () => {
  it('is none without a service name', () => {
    expect(serviceFromQuery(queryOf('/form'))).toBeNull();
    expect(serviceFromQuery(queryOf('/form?service=&url=/x&class=web'))).toBeNull();
  });

  it('has an empty address and class when the link leaves them out', () => {
    expect(serviceFromQuery(queryOf('/form?service=Branding'))).toEqual({
      serviceName: 'Branding',
      serviceUrl: '',
      serviceClass: '',
    });
  });

  it('is cut to the lengths the rules allow, so a crafted link cannot make the request fail', () => {
    const long = (length: number) => 'a'.repeat(length + 50);
    const query = new URLSearchParams({ service: long(160), url: `/${long(255)}`, class: long(60) });
    const cut = serviceFromQuery(query)!;
    expect([cut.serviceName.length, cut.serviceUrl.length, cut.serviceClass.length]).toEqual([160, 255, 60]);
    expect(cut.serviceUrl.startsWith('/a')).toBe(true);
  });
});
