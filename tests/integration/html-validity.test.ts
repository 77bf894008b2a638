import { describe, expect, inject, it } from 'vitest';
import { BROWSER } from './site-client';
import { htmlErrors } from '../../frontend/e2e/html-checker';
import { ROUTES } from '../../frontend/e2e/routes';

// The server-rendered HTML of every route (as a browser gets it, no browser needed) through the W3C Nu HTML checker
// (npm vnu-jar, run with the machine's Java): no errors.
describe('valid HTML', () => {
  it('every route of the product passes the Nu HTML checker', async () => {
    const documents = new Map<string, string>();
    for (const route of ROUTES) {
      const response = await fetch(`${inject('stack').webUrl}${route}`, { headers: { 'User-Agent': BROWSER } });
      documents.set(route, await response.text());
    }
    expect(await htmlErrors(documents)).toEqual([]);
  }, 120_000);
});
