// `npm run openapi -w api`: builds the API on an in-memory database (no network, no jobs, no seed)
// and writes the document its routes describe to api/openapi.json.
import { writeFile } from 'node:fs/promises';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { OPENAPI_FILE, openApiText } from './openapi-document';

async function main(): Promise<void> {
  const config = {
    ...loadConfig({ NODE_ENV: 'development', RATES_URL: '', SEED_ON_EMPTY: 'false', JOBS_ENABLED: 'false' }),
    dataDir: 'memory://',
    logLevel: 'silent',
  };
  const app = await buildApp(config);
  try {
    await writeFile(OPENAPI_FILE, openApiText(app));
  } finally {
    await app.close();
  }
  console.log(`wrote ${OPENAPI_FILE}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
