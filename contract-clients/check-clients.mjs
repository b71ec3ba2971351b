// `npm run test:clients` (root): generates a client from api/openapi.json (or the file given) with each of four generators
// into a temporary folder, puts beside each the program of programs/<generator>.ts (search listings,
// read a listing page, request a stay) and type-checks the four with the repository's strict compiler
// options (tsconfig.base.json). Fails, naming the generator, when one does not generate or compile.
// The generators run side by side, the compiler once over the four. `--keep` leaves the folder.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..');
// The document: api/openapi.json, or the file given (e.g. api/openapi.released.json).
const SOURCE = path.resolve(
  process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? path.join(ROOT, 'api/openapi.json'),
);
const started = performance.now();
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shoreline-clients-'));
// One copy read by all four, so they see the same document even while `npm run openapi` rewrites it
// (a copy taken halfway through a rewrite is not JSON: it is taken again).
const CONTRACT = path.join(work, 'openapi.json');
for (let attempt = 1; ; attempt += 1) {
  const text = fs.readFileSync(SOURCE, 'utf8');
  try {
    JSON.parse(text);
    fs.writeFileSync(CONTRACT, text);
    break;
  } catch (error) {
    if (attempt === 5) throw error;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
// Where the generators are installed: the root's node_modules, or (to try new versions without
// touching it) the node_modules folders listed in CONTRACT_CLIENTS_MODULES.
const MODULE_DIRS = [
  ...(process.env.CONTRACT_CLIENTS_MODULES ?? '').split(path.delimiter).filter(Boolean),
  path.join(ROOT, 'node_modules'),
];

/** Each generator's CLI: the package, its bin, and its arguments for the folder `out`. */
const CLI_GENERATORS = {
  'hey-api': [
    '@hey-api/openapi-ts',
    'openapi-ts',
    (out) => ['-i', CONTRACT, '-o', out, '--silent', '--no-log-file'],
  ],
  orval: [
    'orval',
    'orval',
    (out) => ['--input', CONTRACT, '--output', path.join(out, 'api.ts'), '--client', 'fetch'],
  ],
  'swagger-typescript-api': [
    'swagger-typescript-api',
    'swagger-typescript-api',
    (out) => ['generate', '-p', CONTRACT, '-o', out, '-n', 'api.ts', '--silent'],
  ],
};

function binOf(pkg, bin) {
  for (const dir of MODULE_DIRS) {
    const manifest = path.join(dir, pkg, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const { version, bin: bins } = JSON.parse(fs.readFileSync(manifest, 'utf8'));
    const relative = typeof bins === 'string' ? bins : bins[bin];
    return { version, file: path.join(dir, pkg, relative) };
  }
  throw new Error(`${pkg} is not installed (a root devDependency; see contract-clients/README.md)`);
}

function run(file, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`exit ${code}\n${Buffer.concat(output).toString()}`)),
    );
  });
}

/** Ours, as shared-ui/scripts/api-types.mjs makes it (in process: it is a library here). */
async function generateOpenapiTypescript(out) {
  const ast = await openapiTS(new URL(`file://${CONTRACT}`), {
    alphabetize: true,
    defaultNonNullable: false,
  });
  fs.writeFileSync(path.join(out, 'schema.ts'), astToString(ast));
}

function typeCheck(work, programs) {
  const base = ts.readConfigFile(path.join(ROOT, 'tsconfig.base.json'), ts.sys.readFile);
  const { options, errors } = ts.parseJsonConfigFileContent(
    { compilerOptions: { ...base.config.compilerOptions, types: [], noEmit: true } },
    ts.sys,
    work,
  );
  if (errors.length > 0) throw new Error(ts.formatDiagnostics(errors, formatHost(work)));
  const program = ts.createProgram(programs, options);
  return ts.getPreEmitDiagnostics(program);
}

function formatHost(work) {
  return { getCanonicalFileName: (f) => f, getCurrentDirectory: () => work, getNewLine: () => '\n' };
}

const generators = ['openapi-typescript', ...Object.keys(CLI_GENERATORS)];
const failures = [];
const versions = { 'openapi-typescript': binOf('openapi-typescript', 'openapi-typescript').version };

await Promise.all(
  generators.map(async (name) => {
    const out = path.join(work, name, 'client');
    fs.mkdirSync(out, { recursive: true });
    fs.copyFileSync(path.join(HERE, 'programs', `${name}.ts`), path.join(work, name, 'program.ts'));
    try {
      if (name === 'openapi-typescript') return await generateOpenapiTypescript(out);
      const [pkg, bin, args] = CLI_GENERATORS[name];
      const cli = binOf(pkg, bin);
      versions[name] = cli.version;
      await run(cli.file, args(out));
    } catch (error) {
      failures.push(`${name}: did not generate: ${error instanceof Error ? error.message : String(error)}`);
    }
  }),
);
const generated = performance.now();

const built = generators.filter((name) => !failures.some((f) => f.startsWith(`${name}:`)));
const diagnostics = typeCheck(
  work,
  built.map((name) => path.join(work, name, 'program.ts')),
);
for (const name of built) {
  const own = diagnostics.filter((d) => d.file?.fileName.startsWith(path.join(work, name) + path.sep));
  if (own.length > 0)
    failures.push(`${name}: does not compile:\n${ts.formatDiagnostics(own, formatHost(work))}`);
}
const strays = diagnostics.filter((d) => !d.file);
if (strays.length > 0) failures.push(`compiler: ${ts.formatDiagnostics(strays, formatHost(work))}`);

const seconds = (ms) => (ms / 1000).toFixed(1);
console.log(
  `generated in ${seconds(generated - started)} s, type-checked in ${seconds(performance.now() - generated)} s ` +
    `(${Object.entries(versions)
      .map(([name, version]) => `${name} ${version}`)
      .join(', ')})`,
);
if (process.argv.includes('--keep')) console.log(`clients and programs kept in ${work}`);
else fs.rmSync(work, { recursive: true, force: true });
for (const failure of failures) console.error(`FAIL ${failure}`);
console.log(`${generators.length - failures.length} passed, ${failures.length} failed`);
process.exit(failures.length > 0 ? 1 : 0);
