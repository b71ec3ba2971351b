#!/usr/bin/env node
// `node scripts/run-parallel.mjs lint typecheck`: runs root npm scripts side by side and prints each
// one's output whole when it ends (never interleaved); fails when any fails. `npm test` runs the lint
// and the typecheck this way: eslint and prettier use one core, so tsc takes the other.
import { spawn } from 'node:child_process';

function runScript(name) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      process.stdout.write(`\n=== npm run ${name} (exit ${code}) ===\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    });
  });
}

const statuses = await Promise.all(process.argv.slice(2).map(runScript));
process.exit(statuses.find((status) => status !== 0) ?? 0);
