// Lint rules for the whole monorepo. The package layering (excalidraw-style) is enforced by
// eslint-plugin-boundaries, each top-level folder being one element:
//   shared-domain  ->  imports no other workspace package, and no npm package but date-fns
//                      (its *.test.ts files may also use fast-check and node: built-ins)
//   shared-ui      ->  only shared-domain
//   shell, mfe-*   ->  shared-ui and shared-domain, never each other, never api
//   api            ->  only shared-domain
// Imports are resolved (eslint-import-resolver-typescript, so package `exports` and the workspace
// symlinks count), which catches both `@shoreline/x/...` and relative paths climbing into another
// package's folder (`../../mfe-guest/src/App`), in imports, re-exports, `import()` and `require()`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const apps = ['shell', 'mfe-guest', 'mfe-host', 'mfe-admin'];
/** Which workspace packages each package may import (besides itself). */
const ALLOWED = {
  'shared-domain': [],
  'shared-ui': ['shared-domain'],
  api: ['shared-domain'],
  ...Object.fromEntries(apps.map((app) => [app, ['shared-domain', 'shared-ui']])),
};
const WHY = {
  'shared-domain': 'shared-domain depends on no other package',
  'shared-ui': 'shared-ui may import only shared-domain',
  api: 'api may import only shared-domain',
  ...Object.fromEntries(apps.map((app) => [app, `${app} may not import api or another app`])),
};
const packages = Object.keys(ALLOWED);
/** npm packages shared-domain may use: date-fns at run time, fast-check in its property tests. */
const DOMAIN_NPM = ['date-fns'];
const DOMAIN_TEST_NPM = ['fast-check'];
const message = (why) => `'{{dependency.source}}' is not allowed here: ${why}.`;

/**
 * A package's forbidden targets: its folder once the import resolves, or its `@shoreline/` name when
 * it does not (the plugin then sees an external module). A relative path to a file that does not
 * exist is not classified at all; `tsc` (npm run typecheck) refuses such an import anyway.
 */
const forbiddenFor = (own) =>
  packages
    .filter((name) => name !== own && !ALLOWED[own].includes(name))
    .flatMap((name) => [
      { element: { type: name } },
      { module: { origin: 'external', source: `@shoreline/${name}` } },
    ]);

const layering = {
  plugins: { boundaries },
  settings: {
    'boundaries/elements': packages.map((name) => ({ type: name, pattern: name, partialMatch: false })),
    'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import', 'require'],
    'import/resolver': { typescript: { alwaysTryTypes: false } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        // npm packages and Node built-ins are checked too; the last matching policy decides, so the
        // package policies come last and name the layer, not the npm rule, for `@shoreline/` imports.
        checkAllOrigins: true,
        policies: [
          {
            from: { element: { type: 'shared-domain' } },
            disallow: { to: { module: { origin: ['external', 'core'] } } },
            message: message(`shared-domain uses no npm package but ${DOMAIN_NPM.join(', ')}`),
          },
          {
            from: { element: { type: 'shared-domain' } },
            allow: { to: { module: { origin: 'external', source: DOMAIN_NPM } } },
          },
          // Tests may use fast-check and Node's built-ins (e.g. to run a tool); the rules do no I/O.
          {
            from: { element: { type: 'shared-domain' }, file: { categories: 'test' } },
            allow: {
              to: [
                { module: { origin: 'external', source: DOMAIN_TEST_NPM } },
                { module: { origin: 'core', source: 'node:*' } },
              ],
            },
          },
          ...packages.map((own) => ({
            from: { element: { type: own } },
            disallow: { to: forbiddenFor(own) },
            message: message(WHY[own]),
          })),
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['**/*.{ts,tsx,js,cjs,mjs}'], ...layering },
);
