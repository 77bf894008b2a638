import { defineConfig } from 'vitest/config';

// One Directus per run (per database); test files share it and run one after the other.
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
