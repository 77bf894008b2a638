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
);
