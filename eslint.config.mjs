// Lint rules for the whole monorepo. The package layering (excalidraw-style) is enforced here:
//   shared-domain  ->  imports no other workspace package
//   shared-ui      ->  only shared-domain
//   shell, mfe-*   ->  shared-ui and shared-domain, never each other, never api
//   api            ->  only shared-domain
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const pkg = (name) => `@shoreline/${name}`;
const forbid = (names, why) => names.map((name) => ({ group: [pkg(name), `${pkg(name)}/*`], message: why }));
const layer = (files, forbidden, why) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: forbid(forbidden, why) }] },
});
const apps = ['shell', 'mfe-guest', 'mfe-host', 'mfe-admin'];

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
  layer(['shared-domain/**'], ['shared-ui', 'api', ...apps], 'shared-domain depends on no other package'),
  layer(['shared-ui/**'], ['api', ...apps], 'shared-ui may import only shared-domain'),
  layer(['api/**'], ['shared-ui', ...apps], 'api may import only shared-domain'),
  ...apps.map((app) =>
    layer(
      [`${app}/**`],
      ['api', ...apps.filter((a) => a !== app)],
      `${app} may not import api or another app`,
    ),
  ),
);
