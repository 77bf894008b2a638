import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { BROWSER } from './site-client';
import { ROUTES } from '../../frontend/e2e/routes';

// The server-rendered HTML of every route (as a browser gets it, no browser needed) through the W3C Nu HTML checker
// (npm vnu-jar, run with the machine's Java): no errors.
const VNU_JAR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);
const folder = mkdtempSync(path.join(tmpdir(), 'agency-html-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

describe('valid HTML', () => {
  it('every route of the product passes the Nu HTML checker', async () => {
    const files = new Map<string, string>();
    for (const [index, route] of ROUTES.entries()) {
      const response = await fetch(`${inject('stack').webUrl}${route}`, { headers: { 'User-Agent': BROWSER } });
      const file = path.join(folder, `route-${index}.html`);
      writeFileSync(file, await response.text());
      files.set(`file:${file}`, route);
    }
    // One Java process for all pages; errors only (warnings are advice).
    const { stdout, stderr } = await promisify(execFile)(
      'java',
      [
        '-jar',
        VNU_JAR,
        '--errors-only',
        '--format',
        'json',
        '--exit-zero-always',
        ...[...files.keys()].map((url) => url.slice(5)),
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stderr || stdout) as { messages: VnuMessage[] };
    const errors = messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map(
        (message) =>
          `${files.get(message.url) ?? message.url}: ${message.message} in ${(message.extract ?? '').trim().slice(0, 160)}`,
      );
    expect(errors).toEqual([]);
  }, 120_000);
});
