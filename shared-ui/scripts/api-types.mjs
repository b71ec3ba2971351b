// `npm run api-types -w shared-ui`: TypeScript types of the API contract (api/openapi.json) into
// src/api/openapi-types.ts, which `callApi` is typed with. Types only: nothing of it reaches a bundle.
// `--check` writes nothing and fails when the committed file is not what the contract gives
// (part of `npm run lint:api-contract`).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import * as prettier from 'prettier';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CONTRACT = path.resolve(HERE, '../../api/openapi.json');
const TYPES = path.resolve(HERE, '../src/api/openapi-types.ts');
const HEADER =
  '// Generated from api/openapi.json by `npm run openapi` (shared-ui/scripts/api-types.mjs): do not edit.\n';

const ast = await openapiTS(new URL(`file://${CONTRACT}`), { alphabetize: true, defaultNonNullable: false });
const options = (await prettier.resolveConfig(TYPES)) ?? {};
const text = await prettier.format(HEADER + astToString(ast), { ...options, filepath: TYPES });

if (process.argv.includes('--check')) {
  const committed = fs.existsSync(TYPES) ? fs.readFileSync(TYPES, 'utf8') : '';
  if (committed !== text) {
    console.error(
      'shared-ui/src/api/openapi-types.ts is not what api/openapi.json gives: run `npm run openapi` and commit it.',
    );
    process.exit(1);
  }
  console.log('shared-ui/src/api/openapi-types.ts matches api/openapi.json');
} else {
  fs.writeFileSync(TYPES, text);
  console.log(`wrote ${path.relative(process.cwd(), TYPES)}`);
}
