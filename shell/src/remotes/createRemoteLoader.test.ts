import { RemoteUnavailableError } from './RemoteUnavailableError';
import { createRemoteLoader, type FederationRuntime, type RemoteAppModule } from './createRemoteLoader';
import type { RemotesConfig } from './remotesConfig';

const config: RemotesConfig = {
  guest: 'http://localhost:8081/mf-manifest.json',
  host: 'http://localhost:8082/mf-manifest.json',
  admin: 'http://localhost:8083/mf-manifest.json',
};
const app: RemoteAppModule = { default: () => null };

function runtime(loadRemote: (id: string) => Promise<unknown>) {
  const registered: { name: string; entry: string }[][] = [];
  const loads: string[] = [];
  const federation: FederationRuntime = {
    registerRemotes: (remotes) => registered.push(remotes),
    loadRemote: async <T>(id: string) => {
      loads.push(id);
      return (await loadRemote(id)) as T;
    },
  };
  return { federation, registered, loads };
}

describe('createRemoteLoader', () => {
  it('reads /remotes.json once, registers the three remotes, and loads only the one asked for', async () => {
    const fetchConfig = jest.fn(async () => config);
    const { federation, registered, loads } = runtime(async () => app);
    const loader = createRemoteLoader(fetchConfig, federation);
    await expect(loader.loadApp('guest')).resolves.toBe(app);
    await loader.loadApp('guest');
    expect(fetchConfig).toHaveBeenCalledTimes(1);
    expect(registered).toEqual([
      [
        { name: 'guest', entry: config.guest },
        { name: 'host', entry: config.host },
        { name: 'admin', entry: config.admin },
      ],
    ]);
    expect(loads).toEqual(['guest/App']);
  });

  it('forgets a failed load, so Retry fetches again', async () => {
    let up = false;
    const { federation, loads } = runtime(async () => {
      if (!up) throw new RemoteUnavailableError('host', 'offline');
      return app;
    });
    const loader = createRemoteLoader(async () => config, federation);
    await expect(loader.loadApp('host')).rejects.toBeInstanceOf(RemoteUnavailableError);
    up = true;
    await expect(loader.loadApp('host')).resolves.toBe(app);
    expect(loads).toEqual(['host/App', 'host/App']);
  });

  it('reports an unreadable /remotes.json as a remote failure, and reads it again next time', async () => {
    let attempts = 0;
    const fetchConfig = async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('/remotes.json answered 503');
      return config;
    };
    const loader = createRemoteLoader(fetchConfig, runtime(async () => app).federation);
    await expect(loader.loadApp('guest')).rejects.toThrow(/remotes.json answered 503/);
    await expect(loader.loadApp('guest')).resolves.toBe(app);
  });

  it('rejects a remote whose ./App has no component', async () => {
    const loader = createRemoteLoader(async () => config, runtime(async () => ({})).federation);
    await expect(loader.loadApp('admin')).rejects.toThrow('./App has no default export');
  });

  it('preloads the remote owning a path, and nothing for shell pages or unknown paths', async () => {
    const { federation, loads } = runtime(async () => app);
    const loader = createRemoteLoader(async () => config, federation);
    loader.preloadRoute('/bookings/manage');
    loader.preloadRoute('/admin/reviews');
    loader.preloadRoute('/signin');
    loader.preloadRoute('/nowhere/at/all');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toEqual(['host/App', 'admin/App']);
  });

  it('never lets a failed preload escape as an unhandled rejection', async () => {
    const loader = createRemoteLoader(
      async () => config,
      runtime(async () => Promise.reject(new Error('down'))).federation,
    );
    loader.preload('guest');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(loader.loadApp('guest')).rejects.toThrow('down');
  });

  it('knows a remote it has loaded (and not one that failed), so a slot can render it at once', async () => {
    let up = false;
    const { federation } = runtime(async (id) => {
      if (id === 'host/App' && !up) throw new RemoteUnavailableError('host', 'offline');
      return app;
    });
    const loader = createRemoteLoader(async () => config, federation);
    expect(loader.loaded('guest')).toBeUndefined();
    await loader.loadApp('guest');
    expect(loader.loaded('guest')).toBe(app);
    await expect(loader.loadApp('host')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(loader.loaded('host')).toBeUndefined();
    up = true;
    await loader.loadApp('host');
    expect(loader.loaded('host')).toBe(app);
  });

  it('loads a page: the remote, then the chunk of its page, and settles once both are in', async () => {
    let deliverChunk = () => undefined as void;
    const preloadRoute = jest.fn(() => new Promise<void>((resolve) => (deliverChunk = resolve)));
    const loader = createRemoteLoader(
      async () => config,
      runtime(async () => ({ ...app, preloadRoute })).federation,
    );
    let settled = false;
    const page = loader.loadPage('host', '/listings/manage').then((module) => {
      settled = true;
      return module;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloadRoute).toHaveBeenCalledWith('/listings/manage');
    expect(settled).toBe(false);
    deliverChunk();
    await expect(page).resolves.toMatchObject({ preloadRoute });
  });

  it('loads a page of a remote whose preloadRoute returns nothing or throws (an older or faulty remote)', async () => {
    const quiet = createRemoteLoader(
      async () => config,
      runtime(async () => ({ ...app, preloadRoute: () => undefined })).federation,
    );
    await expect(quiet.loadPage('admin', '/admin/reviews')).resolves.toBeDefined();
    const faulty = createRemoteLoader(
      async () => config,
      runtime(async () => ({
        ...app,
        preloadRoute: () => {
          throw new Error('not a route of mine');
        },
      })).federation,
    );
    await expect(faulty.loadPage('admin', '/admin/reviews')).resolves.toBeDefined();
  });
});
