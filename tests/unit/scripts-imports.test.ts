import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// scripts/ is the project's tooling (start, setup, validate, benchmarks); tests/ uses it, never
// the other way round: a helper both need lives in scripts/lib (docs/decisions/015-tsc-build-and-checked-javascript.md).
const root = path.resolve(import.meta.dirname, '../..');
const testsDir = path.join(root, 'tests');
const SOURCE = /\.(mjs|cjs|js|mts|cts|ts)$/;

/** Every module specifier of a source text: static and dynamic imports, re-exports, require(). */
function specifiers(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/** The imports of `file` (with the text `source`) that land in tests/. */
function importsOfTests(file: string, source: string): string[] {
  return specifiers(source).filter((specifier) => {
    if (!specifier.startsWith('.') && !specifier.startsWith('/')) return false;
    const target = path.resolve(path.dirname(file), specifier);
    return !path.relative(testsDir, target).startsWith('..');
  });
}

const scriptFiles = readdirSync(path.join(root, 'scripts'), { recursive: true, encoding: 'utf8' })
  .filter((name) => SOURCE.test(name) && !name.split(path.sep).includes('node_modules'))
  .map((name) => path.join(root, 'scripts', name));

describe('scripts never import tests', () => {
  it('finds the script files', () => {
    expect(scriptFiles).toContain(path.join(root, 'scripts/validate.mjs'));
    expect(scriptFiles).toContain(path.join(root, 'scripts/lib/test-stack.mjs'));
  });

  it.each(scriptFiles.map((file) => [path.relative(root, file), file]))('%s imports nothing from tests/', (_, file) => {
    expect(importsOfTests(file, readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('notices every kind of import of tests/ (the check can fail)', () => {
    const file = path.join(root, 'scripts/bench/example.mjs');
    const source = [
      "import { a } from '../../tests/integration/a.mjs';",
      "export { b } from '../../tests/unit/b.ts';",
      "const c = await import('../../tests/faults/c.mjs');",
      "import { d } from '../lib/stack.mjs';",
      "import e from 'tests-helper';",
    ].join('\n');
    expect(importsOfTests(file, source)).toEqual([
      '../../tests/integration/a.mjs',
      '../../tests/unit/b.ts',
      '../../tests/faults/c.mjs',
    ]);
  });
});
