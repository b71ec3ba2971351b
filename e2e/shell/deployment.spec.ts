// How the apps are served, as separate deployments would be: the runtime JSON and the remotes'
// manifests are never cached (moving or redeploying a remote is seen at once), everything they name is
// content-hashed and cached for a year, the manifests carry a version and are readable cross-origin,
// and /api and /uploads reach the API through the shell's own origin (a first-party cookie).
import fs from 'node:fs';
import path from 'node:path';
import { findListing } from '../fixtures/listings';
import { remoteOrigin, SHELL_URL, type RemoteName } from '../fixtures/ports';
import { expect, test } from '../fixtures/test';

const REMOTES: RemoteName[] = ['guest', 'host', 'admin'];
const HASHED = /\.[0-9a-f]{8}\.(js|css)$/;
const ROOT = path.resolve(__dirname, '../..');

interface Manifest {
  metaData: { buildInfo: { buildVersion: string }; remoteEntry: { name: string } };
  shared: { name: string; singleton?: boolean; requiredVersion?: string }[];
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

test('/remotes.json names each remote manifest and is never served from a cache', async ({ request }) => {
  const response = await request.get('/remotes.json');
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(await response.json()).toEqual(
    Object.fromEntries(REMOTES.map((name) => [name, `${remoteOrigin(name)}/mf-manifest.json`])),
  );
});

for (const name of REMOTES) {
  test(`the ${name} remote: versioned manifest with CORS, hashed files cached for a year`, async ({
    request,
  }) => {
    const headers = { Origin: SHELL_URL };
    const answer = await request.get(`${remoteOrigin(name)}/mf-manifest.json`, { headers });
    expect(answer.headers()['access-control-allow-origin']).toBe('*');
    expect(answer.headers()['cache-control']).toBe('no-cache');
    const manifest = (await answer.json()) as Manifest;
    expect(manifest.metaData.buildInfo.buildVersion).toMatch(/^\d+\.\d+\.\d+/);

    // A remote renders into the shell's React root, so it shares (and never ships) React, the router
    // and zustand; react-dom belongs to the shell alone.
    for (const shared of ['react', 'react/jsx-runtime', 'react-router-dom', 'zustand']) {
      expect(manifest.shared).toContainEqual(
        expect.objectContaining({ name: shared, singleton: true, requiredVersion: expect.any(String) }),
      );
    }

    const entry = await request.get(`${remoteOrigin(name)}/${manifest.metaData.remoteEntry.name}`, {
      headers,
    });
    expect(entry.ok()).toBe(true);
    expect(entry.headers()['cache-control']).toBe('no-cache');

    const files = manifest.exposes.flatMap((expose) => [...expose.assets.js.sync, ...expose.assets.js.async]);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(file).toMatch(HASHED);
    const chunk = await request.get(`${remoteOrigin(name)}/${files[0] ?? ''}`, { headers });
    expect(chunk.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers()['access-control-allow-origin']).toBe('*');
  });
}

test("the shell's page loads hashed files and its build names no remote", async ({ request }) => {
  const page = await request.get('/');
  expect(page.headers()['cache-control']).toBe('no-cache');
  // The page is minified: attribute quotes are optional.
  const html = await page.text();
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="?\/([^"\s>]+)/g)].map((match) => match[1] ?? '');
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toMatch(HASHED);

  // Remotes are discovered at runtime: no manifest URL or remote port is compiled into the shell.
  const dist = path.join(ROOT, 'shell/dist');
  for (const file of fs.readdirSync(dist).filter((name) => name.endsWith('.js'))) {
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    expect(code, file).not.toMatch(/mf-manifest\.json|remoteEntry\.js|localhost:80\d\d/);
  }
});

test('/api and /uploads reach the API through the shell origin', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  const listing = await findListing(request, 'Portugal');
  const photo = listing.photo?.url ?? '';
  expect(photo).toMatch(/^\/uploads\//);
  const image = await request.get(photo);
  expect(image.ok()).toBe(true);
  expect(image.headers()['content-type']).toMatch(/^image\//);
  const variant = await request.get(listing.photo?.variants[0]?.url ?? '');
  expect(variant.headers()['content-type']).toBe('image/webp');
});
