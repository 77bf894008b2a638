// JSON nested thousands of levels deep: refused with 400 before anything walks it (the form's
// endpoints and Directus' own routes would overflow the call stack and answer 500).
import { describe, expect, inject, it } from 'vitest';
import { fetchAs } from './demo-users';

/** `{"a":{"a":…1…}}`, `levels` deep. */
const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

describe('JSON nested 5,000 levels deep', () => {
  it('is refused with 400 and a clear message by the form endpoints, through the site too', async () => {
    const { directusUrl, webUrl } = inject('stack');
    for (const url of [
      `${directusUrl}/request-form/submit`,
      `${directusUrl}/request-form/validate`,
      `${webUrl}/api/request-form/submit`,
    ]) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: nested(5000),
      });
      expect(response.status, url).toBe(400);
      const { errors } = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(errors[0]!.message, url).toMatch(/nested more than \d+ levels deep/);
      expect(errors[0]!.extensions.code, url).toBe('INVALID_PAYLOAD');
    }
  });

  it("is refused with 400 by Directus' own routes", async () => {
    const response = await fetchAs('staff', '/items/requests', { method: 'POST', body: nested(5000) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/nested/);
  });
});
