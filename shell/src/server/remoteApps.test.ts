/** @jest-environment node */
// The guest's ./App on the server, by the version of its manifest: loaded once per version, loaded
// again (the old container dropped) when a new build's manifest appears, not retried for a moment
// after a failure, and never waited on for longer than the time limit.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RemoteAppModuleExports } from '@shoreline/shared-ui/contract';
import { createRemoteApps } from './remoteApps';

const MANIFEST = 'http://guest.internal/mf-manifest.json';
const manifest = (build: string, server = true) =>
  JSON.stringify({
    name: 'guest',
    metaData: { build, ...(server ? { ssrRemoteEntry: { name: 'remoteEntry.js' } } : {}) },
  });
const app = (name: string): RemoteAppModuleExports => ({ default: () => name });

function setup(loadRemote: () => Promise<unknown>) {
  let served = manifest('1');
  let clock = 0;
  const registrations: { force?: boolean }[] = [];
  const loads: string[] = [];
  const checks = { count: 0 };
  const fetchImpl = (async (_url: string, init: RequestInit) => {
    checks.count += 1;
    const etag = `"${Buffer.from(served).toString('base64')}"`;
    if ((init.headers as Record<string, string>)['if-none-match'] === etag)
      return new Response(null, { status: 304 });
    return new Response(served, { headers: { etag } });
  }) as unknown as typeof fetch;
  const apps = createRemoteApps({
    fetch: fetchImpl,
    loadTimeoutMs: 50,
    retryAfterMs: 1_000,
    now: () => clock,
    federation: {
      registerRemotes: ((_remotes: unknown, options?: { force?: boolean }) => {
        registrations.push(options ?? {});
      }) as never,
      loadRemote: async <T>(id: string) => {
        loads.push(id);
        return (await loadRemote()) as T;
      },
    },
  });
  return {
    apps,
    registrations,
    loads,
    checks,
    deploy: (build: string, server = true) => (served = manifest(build, server)),
    advance: (ms: number) => (clock += ms),
  };
}

describe('createRemoteApps', () => {
  it('loads a version once, and a new build on the very next request, dropping the old container', async () => {
    let current = app('v1');
    const remote = setup(async () => current);
    await expect(remote.apps.load('guest', MANIFEST)).resolves.toBe(current);
    await remote.apps.load('guest', MANIFEST);
    expect(remote.loads).toEqual(['guest/App']);
    expect(remote.registrations).toEqual([{ force: false }]);

    current = app('v2');
    remote.deploy('2');
    await expect(remote.apps.load('guest', MANIFEST)).resolves.toBe(current);
    expect(remote.loads).toEqual(['guest/App', 'guest/App']);
    expect(remote.registrations).toEqual([{ force: false }, { force: true }]);
  });

  it('asks for the manifest once for the pages rendered side by side, and again for the next page', async () => {
    const remote = setup(async () => app('v1'));
    await Promise.all([1, 2, 3].map(() => remote.apps.load('guest', MANIFEST)));
    expect(remote.checks.count).toBe(1);
    remote.deploy('2');
    await remote.apps.load('guest', MANIFEST);
    expect(remote.checks.count).toBe(2);
    expect(remote.registrations).toEqual([{ force: false }, { force: true }]);
  });

  it('checks the manifest with the real fetch conditionally: the same build answers 304', async () => {
    const body = manifest('1');
    const statuses: number[] = [];
    // As a static server decides (@fastify/send): a request with `Cache-Control: no-cache` is never
    // answered from the client's copy, whatever its If-None-Match.
    const server = http.createServer((request, response) => {
      const fresh =
        request.headers['if-none-match'] === '"v1"' &&
        !String(request.headers['cache-control'] ?? '').includes('no-cache');
      statuses.push(fresh ? 304 : 200);
      response.writeHead(fresh ? 304 : 200, { etag: '"v1"', 'content-type': 'application/json' });
      response.end(fresh ? undefined : body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mf-manifest.json`;
    try {
      const apps = createRemoteApps({
        federation: {
          registerRemotes: (() => undefined) as never,
          loadRemote: async <T>() => app('v1') as T,
        },
      });
      await apps.load('guest', url);
      await apps.load('guest', url);
      expect(statuses).toEqual([200, 304]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('rejects a remote whose manifest names no server build', async () => {
    const remote = setup(async () => app('v1'));
    remote.deploy('1', false);
    await expect(remote.apps.load('guest', MANIFEST)).rejects.toThrow('names no server build');
    expect(remote.loads).toEqual([]);
  });

  it('gives up on a load that takes too long, and does not try that version again for a moment', async () => {
    const remote = setup(() => new Promise(() => undefined));
    await expect(remote.apps.load('guest', MANIFEST)).rejects.toThrow('took longer than 50 ms');
    await expect(remote.apps.load('guest', MANIFEST)).rejects.toThrow('failed a moment ago');
    expect(remote.loads).toHaveLength(1);
    remote.advance(1_000);
    await expect(remote.apps.load('guest', MANIFEST)).rejects.toThrow('took longer');
    expect(remote.loads).toHaveLength(2);
  });

  it('tries a new build at once after a failure, and an ./App without a component is a failure', async () => {
    let exports: unknown = {};
    const remote = setup(async () => exports);
    await expect(remote.apps.load('guest', MANIFEST)).rejects.toThrow('./App has no default export');
    exports = app('fixed');
    remote.deploy('2');
    await expect(remote.apps.load('guest', MANIFEST)).resolves.toBe(exports);
  });
});
