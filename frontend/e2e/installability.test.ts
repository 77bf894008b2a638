import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkInstallability, launchChromium } from '../../scripts/lib/lighthouse.mjs';
import { freePort } from '../../scripts/lib/stack.mjs';

// Lighthouse (npm) with Debian's Chromium: the installability audit (scripts/lib/lighthouse.mjs,
// Chromium's own check: manifest, name, icons, start URL, display mode). The service worker and
// its scope are checked by pwa.test.ts.
describe('installable web app', () => {
  let chromium: Awaited<ReturnType<typeof launchChromium>>;
  beforeAll(async () => {
    chromium = await launchChromium();
  });
  afterAll(() => chromium?.stop());

  it("passes Lighthouse's installability audit on the home page", async () => {
    const result = await checkInstallability(`${inject('stack').webUrl}/`, { port: chromium.port });
    expect(result).toEqual({ passed: true, errors: [] });
  });

  it('fails it for a page without a manifest (the audit can fail)', async () => {
    const server = createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Plain</title><p>Plain page'),
    );
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      const result = await checkInstallability(`http://127.0.0.1:${port}/`, { port: chromium.port });
      expect(result.passed).toBe(false);
      expect(result.errors.join(' ')).toMatch(/manifest/i);
    } finally {
      server.close();
    }
  });
});
