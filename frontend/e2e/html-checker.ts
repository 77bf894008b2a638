// The W3C Nu HTML checker (npm vnu-jar, run with the machine's Java) over documents given as text:
// the errors only (warnings are advice), each named after its document.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const VNU_JAR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

/** The checker's errors in `documents` (name → HTML), one line each: "name: message in extract". */
export async function htmlErrors(documents: ReadonlyMap<string, string>): Promise<string[]> {
  const folder = mkdtempSync(path.join(tmpdir(), 'agency-html-'));
  try {
    const names = new Map<string, string>();
    for (const [index, [name, html]] of [...documents].entries()) {
      const file = path.join(folder, `document-${index}.html`);
      writeFileSync(file, html);
      names.set(`file:${file}`, name);
    }
    // One Java process for all documents.
    const { stdout, stderr } = await promisify(execFile)(
      'java',
      [
        '-jar',
        VNU_JAR,
        '--errors-only',
        '--format',
        'json',
        '--exit-zero-always',
        ...[...names.keys()].map((url) => url.slice(5)),
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stderr || stdout) as { messages: VnuMessage[] };
    return messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map(
        (message) =>
          `${names.get(message.url) ?? message.url}: ${message.message} in ${(message.extract ?? '').trim().slice(0, 160)}`,
      );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
