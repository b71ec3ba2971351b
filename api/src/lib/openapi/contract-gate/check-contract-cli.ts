// `npm run contract:breaking -w api` (part of the root `npm run lint`): api/openapi.json against the
// released contract api/openapi.released.json and the changelog api/CHANGELOG.md; see check-contract.ts.
// `--list` prints every breaking change found, even when all are recorded. On failure it prints a start
// for the changelog section.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkContract } from './check-contract';
import type { JsonObject } from './normalize-schema';

const API = path.resolve(__dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(API, file), 'utf8');

const released = JSON.parse(read('openapi.released.json')) as JsonObject;
const current = JSON.parse(read('openapi.json')) as JsonObject;
const result = checkContract(released, current, read('CHANGELOG.md'));
const { breaking, problems, releasedVersion, currentVersion } = result;

if (problems.length > 0 || process.argv.includes('--list'))
  for (const change of breaking) console.log(`  ${change.operation}: ${change.detail}`);
if (problems.length > 0) {
  console.error(
    `\napi/openapi.json (${currentVersion}) breaks ${breaking.length} thing(s) in the released contract ` +
      `api/openapi.released.json (${releasedVersion}):`,
  );
  for (const problem of problems) console.error(`- ${problem}`);
  // A start for the changelog section: one line per operation, to be said in the clients' words.
  const byOperation = new Map<string, string[]>();
  for (const { operation, detail } of breaking)
    byOperation.set(operation, [...(byOperation.get(operation) ?? []), detail]);
  const currentMajor = Number.parseInt(currentVersion, 10);
  const releasedMajor = Number.parseInt(releasedVersion, 10);
  const version = currentMajor > releasedMajor ? currentVersion : `${releasedMajor + 1}.0.0`;
  console.error(`\nA start for api/CHANGELOG.md:\n\n## ${version}\n`);
  for (const [operation, details] of byOperation) console.error(`- \`${operation}\`: ${details.join('; ')}`);
  process.exit(1);
}
console.log(
  breaking.length === 0
    ? `api/openapi.json ${currentVersion}: no breaking change against the released ${releasedVersion}`
    : `api/openapi.json ${currentVersion}: ${breaking.length} breaking change(s) against ${releasedVersion}, ` +
        `recorded in api/CHANGELOG.md`,
);
