import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// What keeps the site's and the CMS extensions' code readable as it grows (README "Architecture",
// docs/decisions/032-site-cms-contract.md): types that are true rather than asserted, and files a
// reader takes in at once. Counted over the product's code in frontend/, extensions/ and packages/
// (tests, test set-ups, declarations and generated files aside).
const root = path.resolve(import.meta.dirname, '../..');
// 134 on 2026-11-26, 4 on 2026-11-27: a few left where a library types less than it returns.
const MAX_TYPE_ASSERTIONS = 10;
const MAX_LINES = 250;

const TEST_CODE = /\.test\.[cm]?[jt]sx?$|\.test-setup\.[jt]sx?$|(^|\/)e2e\/|\.d\.ts$|\.generated\./;
const productFiles = (pattern: RegExp) =>
  execFileSync('git', ['ls-files', 'frontend', 'extensions', 'packages'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => pattern.test(file) && !TEST_CODE.test(file));

/** Each `x as T` and `<T>x` of a source text but `as const`, with its line and the type it asserts. */
function typeAssertions(fileName: string, source: string): { line: number; type: string }[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: { line: number; type: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
      const type = node.type.getText(file);
      if (type !== 'const')
        found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, type });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const assertions = productFiles(/\.tsx?$/).flatMap((file) =>
  typeAssertions(file, readFileSync(path.join(root, file), 'utf8')).map(
    (found) => `${file}:${found.line} as ${found.type}`,
  ),
);

describe('the code budget', () => {
  it(`asserts a type at most ${MAX_TYPE_ASSERTIONS} times, and never as never`, () => {
    expect(assertions.filter((found) => found.endsWith(' as never'))).toEqual([]);
    expect(assertions.length, assertions.join('\n')).toBeLessThanOrEqual(MAX_TYPE_ASSERTIONS);
  });

  it(`keeps every file within ${MAX_LINES} lines`, () => {
    const long = productFiles(/\.([cm]?[jt]sx?|vue)$/)
      .map((file) => ({ file, lines: readFileSync(path.join(root, file), 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it('counts casts, not the word "as" (the check can fail)', () => {
    const source = [
      "const a = input as string; const b = <number>other; const c = ['x'] as const;",
      "const text = 'shown as a notice'; // typed as before",
      'const d = value as unknown as Date; const e = f(g as never);',
    ].join('\n');
    expect(typeAssertions('sample.ts', source).map(({ type }) => type)).toEqual([
      'string',
      'number',
      'Date',
      'unknown',
      'never',
    ]);
  });
});
