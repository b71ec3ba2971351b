// Loads each remote's exposed ./App on demand, once. Nothing happens at boot except fetching
// /remotes.json in the background: a remote's manifest and code are requested only when one of its
// routes is rendered or a link into it shows intent (preload), so a renter never downloads host or
// admin code. A failed load is forgotten, so Retry starts from scratch.
import type { RemoteAppModuleExports, RemoteName } from '@shoreline/shared-ui/contract';
import { findRoute } from '@shoreline/shared-ui/routes';
import { REMOTE_NAMES, type RemotesConfig } from './remotesConfig';
import { RemoteUnavailableError } from './RemoteUnavailableError';

export type RemoteAppModule = RemoteAppModuleExports;

/** The two calls of @module-federation/enhanced/runtime the loader needs. */
export interface FederationRuntime {
  registerRemotes: (remotes: { name: string; entry: string }[], options?: { force?: boolean }) => void;
  loadRemote: <T>(id: string) => Promise<T | null>;
}

export interface RemoteLoader {
  /** The remote's App; rejects with a RemoteUnavailableError (or the remote's own evaluation error). */
  loadApp: (name: RemoteName) => Promise<RemoteAppModule>;
  /** The remote's App if it has already loaded (a slot can then render it without a loading state). */
  loaded: (name: RemoteName) => RemoteAppModule | undefined;
  /**
   * The remote's App once both it and the chunk of its page at `pathname` are in (a failed page chunk
   * is left for the page to show): a slot reveals the page in one step. Rejects as `loadApp`.
   */
  loadPage: (name: RemoteName, pathname: string) => Promise<RemoteAppModule>;
  /** Starts loading without waiting; failures are left for the slot to show when it is visited. */
  preload: (name: RemoteName) => void;
  /** Preloads the remote owning `pathname`, if any, and that route's own chunk (its `preloadRoute`). */
  preloadRoute: (pathname: string) => void;
}

export function createRemoteLoader(
  fetchConfig: () => Promise<RemotesConfig>,
  federation: FederationRuntime,
): RemoteLoader {
  let registration: Promise<RemotesConfig> | null = null;
  const apps = new Map<RemoteName, Promise<RemoteAppModule>>();
  const ready = new Map<RemoteName, RemoteAppModule>();

  function register(): Promise<RemotesConfig> {
    registration ??= fetchConfig()
      .then((config) => {
        federation.registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config[name] })));
        return config;
      })
      .catch((error: unknown) => {
        registration = null;
        throw new RemoteUnavailableError(
          null,
          `remotes.json: ${error instanceof Error ? error.message : String(error)}`,
          {
            cause: error,
          },
        );
      });
    return registration;
  }

  function loadApp(name: RemoteName): Promise<RemoteAppModule> {
    let loading = apps.get(name);
    if (!loading) {
      loading = register()
        .then(() => federation.loadRemote<RemoteAppModule>(`${name}/App`))
        .then((module) => {
          if (!module || typeof module.default !== 'function') {
            throw new RemoteUnavailableError(name, './App has no default export');
          }
          ready.set(name, module);
          return module;
        });
      const settled = loading;
      settled.catch(() => {
        if (apps.get(name) === settled) apps.delete(name);
      });
      apps.set(name, loading);
    }
    return loading;
  }

  async function loadPage(name: RemoteName, pathname: string): Promise<RemoteAppModule> {
    const module = await loadApp(name);
    try {
      await module.preloadRoute?.(pathname);
    } catch {
      // The contract says it never rejects; a remote that does still gets its page rendered.
    }
    return module;
  }

  return {
    loadApp,
    loaded: (name) => ready.get(name),
    loadPage,
    preload: (name) => {
      loadApp(name).catch(() => undefined);
    },
    preloadRoute: (pathname) => {
      const owner = findRoute(pathname)?.owner;
      if (owner && owner !== 'shell') loadPage(owner, pathname).catch(() => undefined);
    },
  };
}
