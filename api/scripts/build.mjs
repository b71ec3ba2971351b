// `npm run build -w api`: the API as plain JavaScript in api/dist, run with `node dist/server.js`
// (and `node dist/db/migrate.js`, `node dist/seed/seed.js`) without tsx.
//
// esbuild (the compiler tsx itself runs on) turns each source file into one CommonJS file of the
// same name: dist/ mirrors src/, so @fastify/autoload finds plugins and routes in dist/ as it finds
// them in src/, paths relative to __dirname stay true, and every module exists once (no state
// duplicated between bundles). shared-domain ships TypeScript sources, which node cannot load from
// node_modules: they are compiled too, into dist/_shared-domain/, and `@shoreline/shared-domain/x`
// imports point there. Every other package stays an import of node_modules. Type checking is
// `npm run typecheck` (esbuild only strips types).
import * as esbuild from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = path.join(API, 'src');
const DIST = path.join(API, 'dist');
const DOMAIN_SRC = path.join(API, '../shared-domain/src');
const DOMAIN_DIST = path.join(DIST, '_shared-domain');
const DOMAIN_PACKAGE = '@shoreline/shared-domain/';

/** Sources that run in production: not tests, not declarations, not the test helpers. */
function sources(dir, skip = () => false) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (skip(file)) return [];
    if (entry.isDirectory()) return sources(file, skip);
    return /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** Where a source file's JavaScript goes. */
function outputOf(source) {
  const inDomain = source.startsWith(DOMAIN_SRC + path.sep);
  const relative = path.relative(inDomain ? DOMAIN_SRC : SRC, source).replace(/\.ts$/, '.js');
  return path.join(inDomain ? DOMAIN_DIST : DIST, relative);
}

/** Every import stays an import (one output file per source), shared-domain's pointed at its output. */
const oneFilePerSource = {
  name: 'one-file-per-source',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      if (args.path.endsWith('.json')) return undefined; // inlined (demo accounts)
      if (args.path.startsWith(DOMAIN_PACKAGE)) {
        const target = path.join(DOMAIN_DIST, `${args.path.slice(DOMAIN_PACKAGE.length)}.js`);
        let relative = path
          .relative(path.dirname(outputOf(args.importer)), target)
          .split(path.sep)
          .join('/');
        if (!relative.startsWith('.')) relative = `./${relative}`;
        return { path: relative, external: true };
      }
      return { path: args.path, external: true };
    });
  },
};

const started = Date.now();
fs.rmSync(DIST, { recursive: true, force: true });
const entryPoints = [...sources(SRC, (file) => file === path.join(SRC, 'test')), ...sources(DOMAIN_SRC)];
await esbuild.build({
  entryPoints: entryPoints.map((source) => ({
    in: source,
    out: path.relative(DIST, outputOf(source)).replace(/\.js$/, ''),
  })),
  outdir: DIST,
  bundle: true,
  plugins: [oneFilePerSource],
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
});
console.log(`api: ${entryPoints.length} files compiled to dist/ in ${Date.now() - started} ms`);
