/** @jest-environment node */
// No DOM here: fetch, Response and AbortSignal.timeout are Node's (jsdom has no fetch).
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { createRemoteFailurePlugin } from './createRemoteFailurePlugin';
import { RemoteUnavailableError } from './RemoteUnavailableError';

type ErrorArgs = Parameters<NonNullable<ReturnType<typeof createRemoteFailurePlugin>['errorLoadRemote']>>[0];

const origin = {} as ModuleFederation;
const args = (overrides: Partial<ErrorArgs>): ErrorArgs => ({
  id: 'host/App',
  error: new Error('Failed to fetch'),
  from: 'runtime',
  lifecycle: 'onLoad',
  origin,
  ...overrides,
});

describe('createRemoteFailurePlugin', () => {
  it('turns a failed load into a RemoteUnavailableError naming the remote, reported once', async () => {
    const reported: RemoteUnavailableError[] = [];
    const plugin = createRemoteFailurePlugin((error) => reported.push(error));
    const failure = args({
      error: new Error('[ Federation Runtime ]: Failed to get manifest.'),
      remote: { name: 'host', entry: 'http://localhost:8082/mf-manifest.json' } as ErrorArgs['remote'],
    });
    const thrown = await Promise.resolve()
      .then(() => plugin.errorLoadRemote?.(failure))
      .catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(RemoteUnavailableError);
    expect(thrown).toMatchObject({ remote: 'host' });
    expect((thrown as Error).message).toMatch(
      /host app could not be loaded: onLoad: .*Failed to get manifest/,
    );

    // Should it come back through another hook, it passes through unchanged and is not reported again.
    const again = await Promise.resolve()
      .then(() => plugin.errorLoadRemote?.(args({ error: thrown })))
      .catch((error: unknown) => error);
    expect(again).toBe(thrown);
    expect(reported).toHaveLength(1);
  });

  it('lets the runtime forget a failed manifest fetch, so that Retry fetches it again', () => {
    const reported: RemoteUnavailableError[] = [];
    const plugin = createRemoteFailurePlugin((error) => reported.push(error));
    const manifest = args({ id: 'http://localhost:8082/mf-manifest.json', lifecycle: 'afterResolve' });
    expect(plugin.errorLoadRemote?.(manifest)).toBeUndefined();
    expect(reported).toHaveLength(0);
  });

  it('names the remote from the request id when the runtime does not say', async () => {
    const plugin = createRemoteFailurePlugin(() => undefined);
    const thrown = await Promise.resolve()
      .then(() => plugin.errorLoadRemote?.(args({ id: 'admin/App' })))
      .catch((error: unknown) => error);
    expect(thrown).toMatchObject({ remote: 'admin' });
  });

  it('lets share negotiation skip a missing remote instead of failing the shell', () => {
    const plugin = createRemoteFailurePlugin(() => undefined);
    expect(plugin.errorLoadRemote?.(args({ lifecycle: 'beforeLoadShare' }))).toBeUndefined();
  });
});

describe('the manifest fetch of createRemoteFailurePlugin', () => {
  const manifest = 'http://localhost:8082/mf-manifest.json';

  /** A server that accepts the request and never answers; only an abort ends it. */
  const silentServer = jest.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      }),
  );

  it('gives up on a manifest that never arrives, so the slot can offer Retry', async () => {
    const plugin = createRemoteFailurePlugin(() => undefined, { timeoutMs: 20, fetch: silentServer });
    const started = Date.now();
    await expect(plugin.fetch?.(manifest, {})).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(silentServer).toHaveBeenCalledWith(
      manifest,
      expect.objectContaining({ signal: expect.anything() }),
    );
  });

  it('passes a timely answer through and keeps the caller own abort signal working', async () => {
    const answer = new Response('{}', { status: 200 });
    const plugin = createRemoteFailurePlugin(() => undefined, {
      timeoutMs: 1_000,
      fetch: async () => answer,
    });
    await expect(plugin.fetch?.(manifest, { cache: 'no-cache' })).resolves.toBe(answer);

    const slow = createRemoteFailurePlugin(() => undefined, { timeoutMs: 60_000, fetch: silentServer });
    const caller = new AbortController();
    const pending = slow.fetch?.(manifest, { signal: caller.signal });
    caller.abort(new Error('navigated away'));
    await expect(pending).rejects.toThrow('navigated away');
  });
});
