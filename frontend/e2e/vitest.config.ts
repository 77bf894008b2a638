import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// End-to-end: the whole stack (tests/integration/global-setup.ts starts Directus and the built
// site on a copy of the SQLite template) driven through Debian's Chromium with playwright-core.
// The files run in three groups, one after the other, on the one stack; within the first two, two
// files at a time (each browser mostly waits: for frames, the server, the network). A file goes
// where nothing beside it changes what it reads (docs/decisions/025-test-stacks-and-step-graph.md).

/**
 * First, beside each other: the files that send no request and sign no one in to the admin.
 * Staff's views (admin-readability-staff.test.ts) list and count the requests of the demo
 * prospects alone, as an agency's admin shows them, and picture them for README; editors' views
 * (admin-readability-editors.test.ts) picture the content beside them.
 */
export const WITHOUT_REQUESTS = [
  'admin-readability-staff.test.ts',
  'admin-readability-editors.test.ts',
  'site.test.ts',
  'pwa.test.ts',
  'design-system.test.ts',
  'layout-checks.test.ts',
  'installability.test.ts',
];

/**
 * Last, one at a time: the files that change what the others see, or read what any change
 * disturbs. Each says why.
 */
export const ALONE = [
  // Rewrites the deployed build id and service worker: every open page would see a new version.
  'pwa-deployments.test.ts',
  // Turns the consent checkbox on in Site Settings: every request form would ask for it.
  'privacy-notice.test.ts',
  // Publishes a service: the services pages the layout, screenshot and axe checks read would list it.
  'editor-redirects.test.ts',
  // Reads /form from the page cache twice: a content change elsewhere empties that cache.
  'form-page.test.ts',
  // A swipe's speed is the gesture: measured on a machine not busy with another file.
  'toasts.test.ts',
  // A cross-document view transition is skipped when the next document comes late (Chromium's
  // own time limit): the slide-fade on Back once missed it beside another file.
  'slide-fade.test.ts',
  // The admin's editors at work: beside another file, a block's drawer in the Visual Editor once
  // stayed loading for 30 s (its fields disabled); the admin's own pace, not the site's.
  'editor-pages.test.ts',
  'editor-preview.test.ts',
  'editor-visual-editor.test.ts',
];

/** Files run side by side within the first two groups (`E2E_WORKERS`, default 2). */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);

export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    globalSetup: ['./chromium-setup.ts', '../../tests/integration/global-setup.ts'],
    // A backstop, not a measure: each wait inside a test has its own bound and names what it waited
    // for. The admin's tests take about 30 s on a normal day and twice that on a slow one.
    testTimeout: 120_000,
    // A poll waits for a state; its one-second default is a deadline a loaded machine misses
    // (docs/decisions/026-tests-wait-for-a-state.md).
    expect: { poll: { timeout: 20_000 } },
    hookTimeout: 240_000,
    projects: [
      {
        extends: true,
        test: { name: 'e2e 1', include: WITHOUT_REQUESTS, sequence: { groupOrder: 0 }, maxWorkers: WORKERS },
      },
      {
        extends: true,
        test: {
          name: 'e2e 2',
          include: ['**/*.test.ts'],
          exclude: [...WITHOUT_REQUESTS, ...ALONE],
          sequence: { groupOrder: 1 },
          maxWorkers: WORKERS,
        },
      },
      {
        extends: true,
        test: { name: 'e2e 3', include: ALONE, sequence: { groupOrder: 2 }, fileParallelism: false },
      },
    ],
  },
});
