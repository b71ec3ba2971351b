#!/usr/bin/env node
// Serves ONE built app, as a container does (docker-compose.yml): `node scripts/serve-static.mjs`.
// Env: STATIC_ROOT (the dist folder, default ./dist), LISTEN_PORT (default 8080), SPA (default true),
// CORS (true for remotes), API_URL (the shell only: proxy /api and /uploads there, render its page
// with the remote locations and preloads, serve /remotes.json, from REMOTE_<NAME>_URL or
// REMOTES_FILE; REMOTE_<NAME>_INTERNAL_URL where this server reaches a remote; IMG_ORIGINS).
// The server is the Fastify application of shell/server, the same `npm start` runs.
import path from 'node:path';
import { createStaticApp } from '../shell/server/createStaticApp.mjs';
import { listen } from '../shell/server/listen.mjs';
import { remoteAppOptions, shellAppOptions } from '../shell/server/shellServer.mjs';

const env = process.env;
const flag = (value, fallback) => (value === undefined ? fallback : value === 'true' || value === '1');
const root = path.resolve(env.STATIC_ROOT || 'dist');
const port = Number(env.LISTEN_PORT) || 8080;
const apiUrl = env.API_URL || '';

const app = createStaticApp({
  root,
  logger: { level: 'error' },
  ...(apiUrl ? shellAppOptions({ env, apiUrl }) : remoteAppOptions()),
  spa: flag(env.SPA, true),
  cors: flag(env.CORS, false),
});

await listen(app, port);
console.log(`Serving ${root} on :${port}${apiUrl ? ` (API proxied to ${apiUrl})` : ''}`);
// A browser may keep a request open (a keep-alive fetch, a stream): close gracefully, but never wait
// past a short deadline (a test's teardown waited a minute for one).
const stop = () => {
  setTimeout(() => process.exit(0), 2000).unref();
  void app.close().finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
