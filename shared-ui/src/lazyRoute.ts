// React.lazy for a route's chunk that survives going offline. React.lazy remembers a failed import
// for good, so a renter who navigated while offline would see the slot's error until a full reload,
// even after pressing Retry. Here an import that fails while the browser is offline waits for the
// connection to come back and tries again (the page appears by itself, under the offline banner),
// and any other failure is thrown once and then forgotten, so the slot's Retry (a remount)
// downloads the chunk afresh (webpack clears a failed chunk, a new import() asks again).
// A page whose chunk is already in (preloaded) is rendered directly, not through React.lazy: a lazy
// rendered for the first time suspends even when its import has settled, and a boundary that showed
// its fallback reveals the page no sooner than React's 300 ms fallback throttle (issue 21: host pages'
// LCP).
import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoute } from './matchRoute.mjs';

/** A route page takes no props: it reads everything from the URL and the shell. */
type Loader = () => Promise<{ default: ComponentType }>;

/**
 * A route's page component that can also start downloading its chunk before it is rendered. `preload`
 * settles once the chunk is in (or has failed: the render then asks again and shows the failure).
 */
export type LazyRouteComponent = ComponentType & { preload: () => Promise<void> };

function whenOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

export function lazyRoute(load: Loader): LazyRouteComponent {
  let current: LazyExoticComponent<ComponentType>;
  let loaded: ComponentType | undefined;
  const attempt = async (): Promise<{ default: ComponentType }> => {
    try {
      const module = await load();
      loaded = module.default;
      return module;
    } catch (error) {
      if (typeof navigator !== 'undefined' && !navigator.onLine) {
        await whenOnline();
        return attempt();
      }
      current = lazy(attempt);
      throw error;
    }
  };
  current = lazy(attempt);
  function LazyRoute() {
    // Chosen once per mount (a later switch from the lazy to the loaded page would remount it), and
    // at mount on purpose: Retry remounts, and then meets the fresh `current`.
    const [page] = useState(() => loaded ?? current);
    // JSX-free so that this file stays a plain module.
    return createElement(page);
  }
  // webpack keeps a loaded chunk: the render's own import() then resolves at once. A failed preload
  // is forgotten by webpack too, and the render asks again.
  LazyRoute.preload = () =>
    load().then(
      (module) => {
        loaded = module.default;
      },
      () => undefined,
    );
  return LazyRoute;
}

/**
 * A remote's `preloadRoute` export (contract: `RemoteAppModuleExports`): preloads the page of its
 * route list that owns `pathname`, if any.
 */
export function routePreloader(routes: readonly { path: string; page: LazyRouteComponent }[]) {
  return (pathname: string): Promise<void> =>
    matchRoute(routes, pathname)?.entry.page.preload() ?? Promise.resolve();
}
