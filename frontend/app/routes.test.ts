import { describe, expect, it } from 'vitest';
import {
  CODE_PAGE_SLUGS,
  CODE_PATH_SEGMENTS,
  LOCALIZED_PATH_SEGMENTS,
  pagePathProblem,
} from '@agency/cms-schema/page-paths';
import routes from './routes';

interface Entry {
  id?: string;
  path?: string;
  children?: Entry[];
}

const flatten = (entries: Entry[]): Entry[] => entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
const all = flatten(routes);

describe("the route table and the editors' pages", () => {
  it('reserves the first segment of every path a route of the code owns, so no page can take it', () => {
    const firsts = all
      .map((entry) => entry.path?.split('/', 1)[0])
      .filter((first): first is string => Boolean(first) && !first!.startsWith(':') && first !== '*');
    expect(firsts.length).toBeGreaterThan(10);
    for (const first of firsts) expect(CODE_PATH_SEGMENTS, first).toContain(first);
    for (const first of firsts) expect(pagePathProblem(`${first}/new-page`), first).toMatch(/site's own pages/);
  });

  it('knows every page a route of the code shows by its slug', () => {
    const shown = all.flatMap((entry) => (entry.id?.startsWith('page:') ? [entry.id.slice('page:'.length)] : []));
    expect(shown.length).toBeGreaterThan(3);
    for (const slug of shown) expect(CODE_PAGE_SLUGS, slug).toContain(slug);
  });

  it("serves the code's pages under a language's prefix, and keeps their segments from the second part of a page's path", () => {
    const localized = all.flatMap((entry) => (entry.path?.startsWith(':lang/') ? [entry.path.split('/')[1]!] : []));
    expect(localized.length).toBeGreaterThan(10);
    expect(new Set(localized)).toEqual(LOCALIZED_PATH_SEGMENTS);
    for (const segment of localized)
      expect(pagePathProblem(`offers/${segment}`), segment).toMatch(/would be read as the \/.* page of a language/);
    expect(pagePathProblem('offers/spring-rebrand')).toBeNull();
  });
});
