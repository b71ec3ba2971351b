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
