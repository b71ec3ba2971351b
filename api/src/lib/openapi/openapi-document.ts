import type { FastifyInstance } from 'fastify';
import path from 'node:path';

/** The committed contract: what `npm run openapi` writes and the drift test compares. */
export const OPENAPI_FILE = path.resolve(__dirname, '../../../openapi.json');

export const REGENERATE_HINT =
  'Run `npm run openapi` (from the repository root) and commit api/openapi.json and ' +
  'shared-ui/src/api/openapi-types.ts.';

/** The document the running routes describe, as the JSON text the file holds (2-space, newline). */
export function openApiText(app: FastifyInstance): string {
  return `${JSON.stringify(app.swagger(), null, 2)}\n`;
}
