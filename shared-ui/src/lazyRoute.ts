// React.lazy for a route's chunk that survives going offline. React.lazy remembers a failed import
// for good, so a renter who navigated while offline would see the slot's error until a full reload,
// even after pressing Retry. Here an import that fails while the browser is offline waits for the
// connection to come back and tries again (the page appears by itself, under the offline banner),
// and any other failure is thrown once and then forgotten, so the slot's Retry (a remount)
// downloads the chunk afresh (webpack clears a failed chunk, a new import() asks again).
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoute } from './matchRoute.mjs';

/** A route page takes no props: it reads everything from the URL and the shell. */
type Loader = () => Promise<{ default: ComponentType }>;

/** A route's page component that can also start downloading its chunk before it is rendered. */
export type LazyRouteComponent = ComponentType & { preload: () => void };

function whenOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
}

export function lazyRoute(load: Loader): LazyRouteComponent {
  let current: LazyExoticComponent<ComponentType>;
  const attempt = async (): Promise<{ default: ComponentType }> => {
    try {
      return await load();
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
    // JSX-free so that this file stays a plain module; `current` is read at render time on purpose.
    return createElement(current);
  }
  // webpack keeps a loaded chunk: the render's own import() then resolves at once. A failed preload
  // is forgotten by webpack too, and the render asks again.
  LazyRoute.preload = () => {
    load().catch(() => undefined);
  };
  return LazyRoute;
}

/**
 * A remote's `preloadRoute` export (contract: `RemoteAppModuleExports`): preloads the page of its
 * route list that owns `pathname`, if any.
 */
export function routePreloader(routes: readonly { path: string; page: LazyRouteComponent }[]) {
  return (pathname: string) => matchRoute(routes, pathname)?.entry.page.preload();
}
