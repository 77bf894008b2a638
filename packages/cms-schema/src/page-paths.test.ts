import { describe, expect, it } from 'vitest';
import { pageAddress, pagePathProblem } from './page-paths';

describe("a page's path", () => {
  it('is lower-case words and hyphens in one or more parts, taken without the slashes around it', () => {
    expect(pagePathProblem('offers/spring-rebrand')).toBeNull();
    expect(pagePathProblem('/offers/spring-rebrand/')).toBeNull();
    expect(pagePathProblem('spring')).toBeNull();
    expect(pagePathProblem('Offers/Spring')).toMatch(/lower-case letters, digits and hyphens/);
    expect(pagePathProblem('offers//spring')).toMatch(/lower-case letters/);
    expect(pagePathProblem('offers/spring rebrand')).toMatch(/lower-case letters/);
    expect(pagePathProblem('offers/-spring')).toMatch(/lower-case letters/);
    expect(pagePathProblem('')).toBe('A page needs a path, e.g. offers/spring-rebrand.');
    expect(pagePathProblem('/')).toBe('A page needs a path, e.g. offers/spring-rebrand.');
    expect(pagePathProblem(null)).toBe('A page needs a path, e.g. offers/spring-rebrand.');
    expect(pagePathProblem(`a/${'b'.repeat(118)}`)).toBeNull();
    expect(pagePathProblem(`a/${'b'.repeat(119)}`)).toMatch(/at most 120 characters/);
  });

  it("is refused at and below the addresses the code's routes own, with the reason", () => {
    expect(pagePathProblem('industries/spring')).toBe(
      "The address /industries/spring belongs to the site's own pages (/industries); choose another path.",
    );
    expect(pagePathProblem('creative-services/x/old')).toMatch(/belongs to the site's own pages/);
    expect(pagePathProblem('promos/2026/3/spring')).toMatch(/\(\/promos\)/);
    expect(pagePathProblem('api/request-form')).toMatch(/\(\/api\)/);
    expect(pagePathProblem('home')).toBeNull();
    expect(pagePathProblem('home/x')).toMatch(/\(\/home\)/);
    expect(pagePathProblem('industries-spring')).toBeNull();
  });

  it('serves a page at its own address unless a code route shows it', () => {
    expect(pageAddress('offers/spring-rebrand')).toBe('/offers/spring-rebrand');
    expect(pageAddress('home')).toBeNull();
    expect(pageAddress('privacy')).toBeNull();
    expect(pageAddress('Bad Path')).toBeNull();
    expect(pageAddress(undefined)).toBeNull();
  });
});
