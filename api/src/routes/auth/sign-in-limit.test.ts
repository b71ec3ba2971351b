// Whose address the sign-in limit counts (issue 11): X-Forwarded-For is believed only from the proxies
// TRUST_PROXY names (none by default), and the product's own proxy (npm start, the shell's container)
// replaces whatever a client forged with the address it really connected from.
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

const LIMIT = 2;

/** A failed sign-in from `localAddress` (a loopback address of its own: another "client"). */
async function attempt(url: string, forwardedFor: string, localAddress = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ email: 'nobody@example.test', password: 'Wrong-123' });
    const req = request(
      `${url}/api/auth/signin`,
      {
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function listenedApp(
  overrides: Parameters<typeof buildTestApp>[0],
): Promise<{ t: TestApp; url: string }> {
  const t = await buildTestApp({ authRateLimitPerMinute: LIMIT, ...overrides });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, url: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` };
}

it('by default ignores X-Forwarded-For: a client cannot dodge the limit by forging it', async () => {
  const { t, url } = await listenedApp({});
  try {
    expect(await attempt(url, '203.0.113.1')).toBe(401);
    expect(await attempt(url, '203.0.113.2')).toBe(401);
    expect(await attempt(url, '203.0.113.3')).toBe(429);
  } finally {
    await t.close();
  }
});

it('behind the product’s proxy (TRUST_PROXY) counts each real client, whatever it forges', async () => {
  const { t, url } = await listenedApp({ trustProxy: '127.0.0.1' });
  // The very proxy npm start and the shell's container run (scripts/lib), in front of the API.
  const lib = pathToFileURL(path.resolve(__dirname, '../../../../scripts/lib/createStaticServer.mjs')).href;
  const { createStaticServer, listen } = (await import(lib)) as {
    createStaticServer: (options: object) => Server;
    listen: (server: Server, port: number, host: string) => Promise<Server>;
  };
  const proxy = await listen(
    createStaticServer({ root: os.tmpdir(), proxy: { prefixes: ['/api'], target: url } }),
    0,
    '127.0.0.1',
  );
  const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  try {
    // A browser on the proxy's own machine (as with npm start) forges a new address each time: its
    // real address is counted all the same.
    expect(await attempt(proxyUrl, '198.51.100.1', '127.0.0.1')).toBe(401);
    expect(await attempt(proxyUrl, '198.51.100.2', '127.0.0.1')).toBe(401);
    expect(await attempt(proxyUrl, '198.51.100.3', '127.0.0.1')).toBe(429);
    // Another client behind the same proxy has its own count.
    expect(await attempt(proxyUrl, '198.51.100.3', '127.0.0.2')).toBe(401);
  } finally {
    await new Promise((resolve) => proxy.close(resolve));
    await t.close();
  }
});
