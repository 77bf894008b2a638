import { defineConfig } from 'vitest/config';

// Fault tests: each file starts its own stacks (fresh databases, a private PostgreSQL server,
// its own Redis keys), kills or stops parts of them on purpose and waits for recovery, so files
// run one after the other and get generous time. Every loop inside is bounded by count and time.
export default defineConfig({
  test: {
    name: 'faults',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 240_000,
  },
});
