// The package layering of eslint.config.mjs (issue 2, enforced by eslint-plugin-boundaries):
// shared-domain imports no other package and no npm package but date-fns, shared-ui only
// shared-domain, apps never each other or the API, the API never shared-ui or an app, by package
// name or by a relative path into another package's folder. The probe files are virtual (lintText),
// but the plugin resolves what they import, so a relative probe must point at a file that exists.
// Linted in a separate Node process (ESLint loads its ESM config there; jest's module system cannot).
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const LINT_SCRIPT = `
import { ESLint } from 'eslint';
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const [filePath, code] of JSON.parse(process.argv[1])) {
  const [result] = await eslint.lintText(code, { filePath });
  results.push(result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message));
}
console.log(JSON.stringify(results));
`;

/** How a probe refers to its source; a static named import unless a case says otherwise. */
const STATEMENTS = {
  import: (source: string) => `import { thing } from '${source}';\nexport const used = thing;\n`,
  typeImport: (source: string) => `import type { Thing } from '${source}';\nexport type Used = Thing;\n`,
  reExport: (source: string) => `export { thing } from '${source}';\n`,
  exportAll: (source: string) => `export * from '${source}';\n`,
  dynamicImport: (source: string) => `export const load = () => import('${source}');\n`,
  require: (source: string) => `module.exports = require('${source}');\n`,
};
type Case = [file: string, source: string, statement?: keyof typeof STATEMENTS];

/** Lints one probe file per case and returns the layering messages of each. */
function layeringMessages(cases: readonly Case[]): string[][] {
  const files = cases.map(([file, source, statement = 'import']) => [
    path.join(ROOT, file),
    STATEMENTS[statement](source),
  ]);
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', LINT_SCRIPT, JSON.stringify(files)],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return JSON.parse(output) as string[][];
}

const forbidden: Case[] = [
  ['shared-domain/src/probe.ts', '@shoreline/shared-ui/api'],
  ['shared-domain/src/probe.ts', '../../api/src/app'],
  ['shared-domain/src/probe.ts', 'lodash'],
  ['shared-domain/src/probe.ts', 'node:fs'],
  ['shared-ui/src/probe.ts', '@shoreline/shell/App'],
  ['shared-ui/src/probe.ts', '../../api/src/app'],
  ['api/src/probe.ts', '@shoreline/shared-ui/api'],
  ['api/src/probe.ts', '../../mfe-guest/src/App'],
  ['mfe-host/src/probe.ts', '@shoreline/mfe-guest/App'],
  ['mfe-host/src/probe.ts', '../../mfe-admin/src/App'],
  ['mfe-host/src/probe.ts', '@shoreline/api/src/app'],
  ['shell/src/probe.ts', '../../mfe-host/src/App'],
  ['mfe-guest/src/deep/probe.tsx', '../../../shell/src/bootstrap'],
  // Every kind of dependency node, not only static imports.
  ['mfe-host/src/probe.ts', '../../api/src/app', 'typeImport'],
  ['mfe-admin/src/probe.ts', '@shoreline/mfe-guest/src/App', 'reExport'],
  ['api/src/probe.ts', '../../shell/src/bootstrap', 'exportAll'],
  ['shell/src/probe.ts', '../../mfe-guest/src/App', 'dynamicImport'],
  ['mfe-guest/probe.cjs', '../api/src/app', 'require'],
  // shared-domain's tests get fast-check and node: built-ins, nothing more.
  ['shared-domain/src/probe.test.ts', 'lodash'],
  ['shared-domain/src/probe.test.ts', 'fs'],
  ['shared-domain/src/probe.test.ts', '../../shared-ui/src/components/AppLink'],
];

const allowed: Case[] = [
  ['shared-domain/src/probe.ts', './dates'],
  ['shared-domain/src/probe.ts', 'date-fns'],
  ['shared-domain/src/probe.test.ts', 'fast-check'],
  ['shared-domain/src/probe.test.ts', 'node:child_process'],
  ['shared-domain/src/validation/probe.ts', '../dates', 'reExport'],
  ['shared-ui/src/probe.ts', '@shoreline/shared-domain/dates'],
  ['api/src/probe.ts', '@shoreline/shared-domain/messages'],
  ['api/src/probe.ts', 'fastify'],
  ['mfe-host/src/probe.ts', '@shoreline/shared-ui/api'],
  ['mfe-host/src/probe.ts', '../../shared-domain/src/dates'],
  ['mfe-host/src/probe.ts', './api/client'],
  ['shell/src/probe.ts', '@shoreline/shared-domain/pricing'],
];

describe('package layering lint rule', () => {
  const results = layeringMessages([...forbidden, ...allowed]);

  it.each(forbidden.map(([file, source], index) => [file, source, index] as const))(
    'refuses %s importing %s',
    (_file, source, index) => {
      expect(results[index]).toHaveLength(1);
      expect(results[index]![0]).toContain(`'${source}' is not allowed here`);
    },
  );

  it.each(allowed.map(([file, source], index) => [file, source, forbidden.length + index] as const))(
    'lets %s import %s',
    (_file, _source, index) => {
      expect(results[index]).toEqual([]);
    },
  );
});
