import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';

// The site's layers (docs/frontend-layers.md): routes → features → components / layout → lib,
// one way. Paths are relative to this file.
const APP = './frontend/app';
const FEATURES = readdirSync(new URL(`${APP}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The one direction allowed between features: the form tells pwa about unsaved input, never back. */
const FEATURE_USES = { 'request-form': ['pwa'] };
const REQUEST_FORM = `${APP}/features/request-form`;
/** The form's modules without React that the outbox's queue stands on: how a request is sent, a field error. */
const OUTBOX_USES = ['request-form-api.ts', 'field-errors.ts'];
const TOP = [`${APP}/routes`, `${APP}/root.tsx`, `${APP}/entry.client.tsx`, `${APP}/entry.server.tsx`];

const layerZones = [
  {
    target: `${APP}/lib`,
    from: [`${APP}/features`, `${APP}/components`, `${APP}/layout`, ...TOP],
    message: 'lib/ imports only lib/ (docs/frontend-layers.md).',
  },
  {
    target: `${APP}/components`,
    from: [`${APP}/features`, `${APP}/layout`, ...TOP],
    message: 'components/ import only components/ and lib/; take a feature’s part as a prop (docs/frontend-layers.md).',
  },
  {
    target: `${APP}/layout`,
    from: [`${APP}/features`, ...TOP],
    message:
      'layout/ imports only layout/, components/ and lib/; take a feature’s part as a prop (docs/frontend-layers.md).',
  },
  {
    target: `${APP}/features`,
    from: TOP,
    message: 'features/ never import routes/ or root (docs/frontend-layers.md).',
  },
  // Within the request form, one way too (docs/frontend-layers.md): the outbox's queue < the form
  // itself (its files at the top of the folder) < drawer/, the sheet it is shown in < sender/, which
  // sends what waits and may open the drawer to show a refused request.
  {
    target: `${REQUEST_FORM}/*.{ts,tsx}`,
    from: [`${REQUEST_FORM}/drawer`, `${REQUEST_FORM}/sender`],
    message: 'The request form itself never imports drawer/ or sender/: both are above it (docs/frontend-layers.md).',
  },
  {
    target: `${REQUEST_FORM}/outbox`,
    from: REQUEST_FORM,
    except: ['./outbox', ...OUTBOX_USES.map((file) => `./${file}`)],
    message: `outbox/ is below the form: it imports only outbox/ and the form's ${OUTBOX_USES.join(', ')} (docs/frontend-layers.md).`,
  },
  {
    target: `${REQUEST_FORM}/drawer`,
    from: [`${REQUEST_FORM}/outbox`, `${REQUEST_FORM}/sender`],
    message: 'drawer/ never imports outbox/ or sender/ (docs/frontend-layers.md).',
  },
  ...FEATURES.map((feature) => {
    const uses = FEATURE_USES[feature] ?? [];
    return {
      target: `${APP}/features/${feature}`,
      from: `${APP}/features`,
      except: [`./${feature}`, ...uses.map((used) => `./${used}`)],
      message: `features/${feature} may use ${uses.length > 0 ? uses.map((used) => `features/${used}`).join(', ') : 'no other feature'} (docs/frontend-layers.md).`,
    };
  }),
];

// Tests wait for a state (an element, a response, an event, a row, a mail), never for a number of
// milliseconds (docs/decisions/026-tests-wait-for-a-state.md): vitest's expect.poll / vi.waitFor,
// Playwright's waitFor / waitForResponse / waitForFunction. An exception says why, in an
// `eslint-disable-next-line no-restricted-syntax -- <why>` comment, or is a file listed below.
const TEST_FILES = ['tests/**/*.{ts,mjs,js}', 'frontend/e2e/**/*.ts', '**/*.test.{ts,tsx}'];
const FIXED_WAIT = 'Wait for a state, not a duration (docs/decisions/026-tests-wait-for-a-state.md).';
const fixedWaits = [
  { selector: "CallExpression[callee.property.name='waitForTimeout']", message: FIXED_WAIT },
  {
    selector:
      "CallExpression[callee.name='setTimeout'][arguments.0.type='Identifier'][arguments.0.name=/^(resolve|r|res|done|next)$/][arguments.1.value!=0]",
    message: FIXED_WAIT,
  },
  // A zero delay is one turn of the event loop (pending promises settle), not a wait.
  {
    selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout'][arguments.1.value!=0]",
    message: FIXED_WAIT,
  },
  {
    selector: "CallExpression[callee.name='sleep'], CallExpression[callee.property.name='sleep']",
    message: FIXED_WAIT,
  },
  { selector: 'ImportDeclaration[source.value=/^(node:)?timers\\/promises$/]', message: FIXED_WAIT },
  {
    selector:
      "Property[key.name='waitUntil'][value.value='networkidle'], CallExpression[callee.property.name='waitForLoadState'][arguments.0.value='networkidle']",
    message: `'networkidle' is half a second without requests: ${FIXED_WAIT}`,
  },
];
/** Files whose waits are durations by design, and why. */
const FIXED_WAITS_ALLOWED = [
  // The fault tests pace traffic through an outage they time themselves (a healthy spell, the
  // outage, the recovery): the durations are the scenario.
  'tests/faults/**',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      '.toolchain/**',
      'cms/data/**',
      'cms/uploads/**',
      '**/*.generated.ts',
      'reports/**',
      '.stryker-tmp/**',
      'backups/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['frontend/app/**/*.{ts,tsx}', 'frontend/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  // frontend/app: layers, no import cycles, the rules of hooks, and type-aware checks.
  {
    files: ['frontend/app/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, ...reactHooks.configs.flat.recommended.plugins },
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'frontend/tsconfig.json' })],
    },
    rules: {
      ...Object.fromEntries(Object.keys(reactHooks.configs.flat.recommended.rules).map((rule) => [rule, 'error'])),
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  {
    files: TEST_FILES,
    ignores: FIXED_WAITS_ALLOWED,
    rules: { 'no-restricted-syntax': ['error', ...fixedWaits] },
  },
);
