import { defineConfig } from 'vitest/config';

// One Directus per run (per database), a copy of the template database (scripts/lib/test-template.mjs);
// test files share it and run one after the other.
export default defineConfig({
  test: {
    name: `integration:${process.env.TEST_DB ?? 'sqlite'}`,
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
