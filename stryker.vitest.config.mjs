// The unit tests of the mutation targets only (stryker.targets.mjs), in Node.
import { defineConfig } from 'vitest/config';
import { TARGETS } from './stryker.targets.mjs';

export default defineConfig({
  test: {
    name: 'mutation',
    include: TARGETS.flatMap((target) => target.tests),
    environment: 'node',
  },
});
