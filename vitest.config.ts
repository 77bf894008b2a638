import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests: next to the code they test, plus repository-level checks in tests/unit.
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./frontend/app', import.meta.url)) } },
  test: {
    name: 'unit',
    include: [
      'packages/*/src/**/*.test.ts',
      'extensions/*/src/**/*.test.ts',
      'frontend/app/**/*.test.{ts,tsx}',
      'frontend/vite/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'cms/lib/**/*.test.ts',
    ],
  },
});
