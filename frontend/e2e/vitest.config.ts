import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// End-to-end: the whole stack (tests/integration/global-setup.ts starts Directus and the built
// site on a fresh SQLite database) driven through Debian's Chromium with playwright-core.
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['**/*.test.ts'],
    globalSetup: ['./chromium-setup.ts', '../../tests/integration/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    // A poll waits for a state; its one-second default is a deadline a loaded machine misses
    // (docs/decisions/026-tests-wait-for-a-state.md).
    expect: { poll: { timeout: 20_000 } },
    hookTimeout: 240_000,
  },
});
