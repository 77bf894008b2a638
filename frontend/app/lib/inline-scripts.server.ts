// Content-Security-Policy hashes of a document's inline scripts. A hash describes the script, not
// the response: one rendered page, cached and served to many visitors, stays valid under the
// policy it is sent with, which a per-response nonce cannot (README "Security headers").
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const TYPE = /\stype\s*=\s*["']?([^"'\s>]+)/i;
const SRC = /\ssrc\s*=/i;
// Types a browser runs; JSON-LD and other data blocks are not scripts to the policy.
const EXECUTABLE = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** `'sha256-…'` sources for every executable inline script, in document order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes)) continue;
    const type = (TYPE.exec(attributes)?.[1] ?? '').toLowerCase();
    if (!EXECUTABLE.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
