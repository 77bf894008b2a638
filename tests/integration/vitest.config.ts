import { defineConfig } from 'vitest/config';

/**
 * Files whose checks do not depend on the database's kind (a guard that answers before any
 * query, response headers, the web server's logs, its proxy and nginx in front of it, the markup
 * of the pages: what each database returns for them is routes.test.ts's): they run
 * with TEST_DB=sqlite only, not again on PostgreSQL (docs/decisions/025-test-stacks-and-step-graph.md).
 * TEST_ALL_FILES=1 runs them on PostgreSQL too.
 */
export const DATABASE_AGNOSTIC = [
  'caching-proxy.test.ts',
  'disclosure.test.ts',
  'html-validity.test.ts',
  'json-depth.test.ts',
  'request-form-proxy.test.ts',
  'web-logs.test.ts',
];

const kind = process.env.TEST_DB ?? 'sqlite';

// One Directus per run (per database), started from the template database (scripts/lib/test-template.mjs);
// test files share it and run one after the other.
export default defineConfig({
  test: {
    name: `integration:${kind}`,
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    exclude: [
      '**/node_modules/**',
      ...(kind === 'sqlite' || process.env.TEST_ALL_FILES === '1' ? [] : DATABASE_AGNOSTIC),
    ],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    // A poll waits for a state; its one-second default is a deadline a loaded machine misses
    // (docs/decisions/026-tests-wait-for-a-state.md).
    expect: { poll: { timeout: 20_000 } },
    hookTimeout: 240_000,
  },
});
