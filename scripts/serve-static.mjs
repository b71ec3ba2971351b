#!/usr/bin/env node
// Serves ONE built app, as a container does (docker-compose.yml): `node scripts/serve-static.mjs`.
// Env: STATIC_ROOT (the dist folder, default ./dist), LISTEN_PORT (default 8080), SPA (default true),
// CORS (true for remotes), API_URL (the shell only: proxy /api and /uploads there and serve
// /remotes.json from REMOTE_<NAME>_URL or REMOTES_FILE).
import path from 'node:path';
import { createStaticServer, listen } from './lib/createStaticServer.mjs';
import { remotesJson } from './lib/serveApps.mjs';

const env = process.env;
const flag = (value, fallback) => (value === undefined ? fallback : value === 'true' || value === '1');
const root = path.resolve(env.STATIC_ROOT || 'dist');
const port = Number(env.LISTEN_PORT) || 8080;
const apiUrl = env.API_URL || '';

const server = createStaticServer({
  root,
  spa: flag(env.SPA, true),
  cors: flag(env.CORS, false),
  jsonRoutes: apiUrl ? { '/remotes.json': () => remotesJson(env) } : undefined,
  proxy: apiUrl ? { prefixes: ['/api', '/uploads'], target: apiUrl } : undefined,
});

await listen(server, port);
console.log(`Serving ${root} on :${port}${apiUrl ? ` (API proxied to ${apiUrl})` : ''}`);
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
