#!/usr/bin/env node
// Serves ONE built app, as a container does (docker-compose.yml): `node scripts/serve-static.mjs`.
// Env: STATIC_ROOT (the dist folder, default ./dist), LISTEN_PORT (default 8080), SPA (default true),
// CORS (true for remotes), API_URL (the shell only: proxy /api and /uploads there, render its page
// with the remote locations and preloads, serve /remotes.json, from REMOTE_<NAME>_URL or
// REMOTES_FILE; REMOTE_<NAME>_INTERNAL_URL where this server reaches a remote; IMG_ORIGINS).
import path from 'node:path';
import { createStaticServer, listen } from './lib/createStaticServer.mjs';
import { remoteSecurityHeaders } from './lib/securityHeaders.mjs';
import { shellServerOptions } from './lib/serveApps.mjs';

const env = process.env;
const flag = (value, fallback) => (value === undefined ? fallback : value === 'true' || value === '1');
const root = path.resolve(env.STATIC_ROOT || 'dist');
const port = Number(env.LISTEN_PORT) || 8080;
const apiUrl = env.API_URL || '';

const server = createStaticServer({
  root,
  ...(apiUrl ? shellServerOptions({ env, apiUrl }) : { headers: () => remoteSecurityHeaders() }),
  spa: flag(env.SPA, true),
  cors: flag(env.CORS, false),
});

await listen(server, port);
console.log(`Serving ${root} on :${port}${apiUrl ? ` (API proxied to ${apiUrl})` : ''}`);
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
