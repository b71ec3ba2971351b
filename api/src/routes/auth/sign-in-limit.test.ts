// Whose address the sign-in limit counts (issue 11): X-Forwarded-For is believed only from the proxies
// TRUST_PROXY names (none by default), and the product's own proxy (npm start, the shell's container)
// replaces whatever a client forged with the address it really connected from.
// What it counts (issue 20): guesses per client address and per account, through sign-in and tokens
// alike, so neither alternating the two routes nor spreading one account's guesses over many
// addresses buys more guesses.
import { MESSAGES } from '@shoreline/shared-domain/messages';
import { randomUUID } from 'node:crypto';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildTestApp, type TestApp } from '../../test/build-test-app';

const LIMIT = 2;

interface Attempt {
  /** Sent as X-Forwarded-For. */
  forwardedFor?: string;
  /** A loopback address of its own: another "client". */
  localAddress?: string;
  /** Whose password is guessed; a new account each time unless given. */
  email?: string;
  route?: '/api/auth/signin' | '/api/auth/token';
}

/** A failed sign-in (a wrong password) over real HTTP; its status code. */
async function attempt(url: string, options: Attempt = {}): Promise<number> {
  const { forwardedFor, localAddress = '127.0.0.1', route = '/api/auth/signin' } = options;
  const email = options.email ?? `nobody-${randomUUID()}@example.test`;
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ email, password: 'Wrong-123' });
    const req = request(
      `${url}${route}`,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
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
    expect(await attempt(url, { forwardedFor: '203.0.113.1' })).toBe(401);
    expect(await attempt(url, { forwardedFor: '203.0.113.2' })).toBe(401);
    expect(await attempt(url, { forwardedFor: '203.0.113.3' })).toBe(429);
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
    expect(await attempt(proxyUrl, { forwardedFor: '198.51.100.1', localAddress: '127.0.0.1' })).toBe(401);
    expect(await attempt(proxyUrl, { forwardedFor: '198.51.100.2', localAddress: '127.0.0.1' })).toBe(401);
    expect(await attempt(proxyUrl, { forwardedFor: '198.51.100.3', localAddress: '127.0.0.1' })).toBe(429);
    // Another client behind the same proxy has its own count.
    expect(await attempt(proxyUrl, { forwardedFor: '198.51.100.3', localAddress: '127.0.0.2' })).toBe(401);
  } finally {
    await new Promise((resolve) => proxy.close(resolve));
    await t.close();
  }
});

it('counts one address across sign-in and tokens: alternating the routes buys no extra guess', async () => {
  const { t, url } = await listenedApp({});
  try {
    expect(await attempt(url, { route: '/api/auth/signin' })).toBe(401);
    expect(await attempt(url, { route: '/api/auth/token' })).toBe(401);
    expect(await attempt(url, { route: '/api/auth/signin' })).toBe(429);
    expect(await attempt(url, { route: '/api/auth/token' })).toBe(429);
    // Another client has its own count.
    expect(await attempt(url, { route: '/api/auth/token', localAddress: '127.0.0.2' })).toBe(401);
  } finally {
    await t.close();
  }
});

it("counts one account's guesses from every address, whatever the email's case or spaces", async () => {
  const { t, url } = await listenedApp({});
  try {
    const victim = await t.createUser();
    const email = victim.user.email;
    expect(await attempt(url, { email, localAddress: '127.0.0.2' })).toBe(401);
    expect(
      await attempt(url, {
        email: ` ${email.toUpperCase()}`,
        localAddress: '127.0.0.3',
        route: '/api/auth/token',
      }),
    ).toBe(401);
    expect(await attempt(url, { email, localAddress: '127.0.0.4' })).toBe(429);
    expect(await attempt(url, { email, localAddress: '127.0.0.5', route: '/api/auth/token' })).toBe(429);
    // Those addresses may still try other accounts (each has used one or two guesses of its own).
    expect(await attempt(url, { localAddress: '127.0.0.4' })).toBe(401);
  } finally {
    await t.close();
  }
});

it('answers a refused guess with Retry-After and the usual message', async () => {
  const { t, url } = await listenedApp({});
  try {
    const email = 'someone@example.test';
    await attempt(url, { email });
    await attempt(url, { email });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { email, password: 'Wrong-123' },
      remoteAddress: '127.0.0.9',
    });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().message).toBe(MESSAGES.tooManyRequests);
  } finally {
    await t.close();
  }
});
