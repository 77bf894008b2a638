import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts.server';

const sha256 = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

describe('inline script hashes for the Content-Security-Policy', () => {
  it('hashes every inline script a browser runs, byte for byte, once each', () => {
    const html = [
      '<script>window.a = "ü";</script>',
      '<script type="module" async="">import("/x.js");</script>',
      '<script type="text/javascript">b()</script>',
      '<script>window.a = "ü";</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha256('window.a = "ü";'), sha256('import("/x.js");'), sha256('b()')]);
  });

  it('leaves out scripts with a src and data blocks such as JSON-LD', () => {
    const html =
      '<script src="/a.js"></script><script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<script type="module" src="/@vite/client"></script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('hashes an empty inline script too (the browser checks it all the same)', () => {
    expect(inlineScriptHashes('<script></script>')).toEqual([sha256('')]);
  });
});
