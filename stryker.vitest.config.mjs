// The unit tests of the mutation targets only (stryker.targets.mjs), as `npm run test:unit` runs
// them (vitest.config.ts): in Node, `~` for frontend/app, and the DOM a test file asks for in its
// `@vitest-environment` comment (happy-dom for the frontend's storage and events).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { TARGETS } from './stryker.targets.mjs';

export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./frontend/app', import.meta.url)) } },
  test: {
    name: 'mutation',
    include: TARGETS.flatMap((target) => target.tests),
    environment: 'node',
  },
});
