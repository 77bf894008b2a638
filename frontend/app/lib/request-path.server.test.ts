import { describe, expect, it } from 'vitest';
import { pageUrlOf } from './request-path.server';

const of = (url: string) => {
  const page = pageUrlOf(new Request(url));
  return `${page.pathname}${page.search}`;
};

describe('the page a request is for', () => {
  it('is the address of a document request as it is', () => {
    expect(of('http://site.test/offers/spring-rebrand?utm_source=x')).toBe('/offers/spring-rebrand?utm_source=x');
    expect(of('http://site.test/')).toBe('/');
  });

  it('is the page of a client navigation’s data request', () => {
    expect(of('http://site.test/offers/spring-rebrand.data?_routes=site-page%3Aany')).toBe('/offers/spring-rebrand');
    expect(of('http://site.test/es.data')).toBe('/es');
    expect(of('http://site.test/_.data')).toBe('/');
    expect(of('http://site.test/es/_.data')).toBe('/es/');
    expect(of('http://site.test/search.data?q=brand&_routes=routes%2Fsearch')).toBe('/search?q=brand');
  });
});
