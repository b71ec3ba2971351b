// Starts the shell: the stores and API client of the contract, the remote loader (remote locations
// from the page itself, written by the shell's server; else /remotes.json) and the page. Nothing
// here waits for a remote.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { createApiClient } from '@shoreline/shared-ui/api/createApiClient';
import { routeDataRequests } from '@shoreline/shared-ui/routeData';
import { findRoute } from '@shoreline/shared-ui/routes';
import { createShellApi } from '@shoreline/shared-ui/shell/createShellApi';
import { readCurrencyPreference, writeCurrencyCookie } from '@shoreline/shared-ui/shell/currencyPreference';
import { startShellApi } from '@shoreline/shared-ui/shell/startShellApi';
import './styles/page.css';
import { App } from './app/App';
import { createRemoteFailurePlugin } from './remotes/createRemoteFailurePlugin';
import { createRemoteLoader } from './remotes/createRemoteLoader';
import { prefetchRoleRemotes } from './remotes/prefetchRoleRemotes';
import { releaseRemotePreloads } from './remotes/releaseRemotePreloads';
import { pagePrefetch } from './prefetch/pagePrefetch';
import { fetchRemotesConfig } from './remotes/fetchRemotesConfig';
import { readInjectedRemotes } from './remotes/readInjectedRemotes';
import type { RemotesConfig } from './remotes/remotesConfig';
import { initialShellState, renderedPageOf } from './ssr/pageState';
import { readPageState } from './ssr/readPageState';

// A failed remote's preloads are released, so that its Retry asks the network again.
registerPlugins([
  createRemoteFailurePlugin((error) => {
    console.error(error);
    releaseRemotePreloads(document);
  }),
]);
// The page's own copy first; a later attempt (Retry) asks /remotes.json, which may know a newer deploy.
let injected = readInjectedRemotes(document);
const remotesConfig = (): Promise<RemotesConfig> => {
  const first = injected;
  injected = null;
  return first ? Promise.resolve(first) : fetchRemotesConfig();
};
const loader = createRemoteLoader(remotesConfig, { registerRemotes, loadRemote });
// A page the shell's server rendered: the stores start from what it rendered with (hydration).
const pageState = readPageState(document);
const rendered = pageState ? renderedPageOf(pageState) : undefined;
const shell = createShellApi({
  initial: pageState && rendered ? initialShellState(pageState, rendered) : undefined,
  api: createApiClient({ prefetched: pagePrefetch }),
  // Intent on a link (hover, focus, touch): the target's code and its first data. `path` may carry
  // a query (a search link): the data depends on it, the code does not.
  preloadRoute: (path) => {
    loader.preloadRoute(path.split(/[?#]/)[0] ?? path);
    const signedIn = shell.session.getState().user !== null;
    for (const request of routeDataRequests(path, { signedIn })) pagePrefetch.prefetch(request);
  },
});
startShellApi(shell, window);
if (pageState) syncCurrencyChoice(pageState.currency);
// A public page can start fetching its remote now; a guarded one waits for the session (a renter
// opening a host link must not download host code before being turned away).
if (findRoute(window.location.pathname)?.access === 'public') loader.preloadRoute(window.location.pathname);
// A host's or admin's own remote, at idle once the session says so: their first click into it is instant.
prefetchRoleRemotes(shell.session, loader, window);

/**
 * The server rendered in its cookie's currency. A choice stored before that cookie existed wins (the
 * prices switch right after hydration) and gets its cookie, so the next page is rendered in it.
 */
function syncCurrencyChoice(rendered: string) {
  let stored = null;
  try {
    stored = readCurrencyPreference(window.localStorage);
  } catch {
    // Storage blocked: the cookie alone remembers the choice.
  }
  if (stored && stored !== rendered) shell.currency.getState().setCode(stored);
  else if (stored) writeCurrencyCookie(document, stored);
}

const container = document.getElementById('root');
if (container && pageState && container.firstElementChild) {
  // The server's markup is adopted, not redrawn: React attaches to it (the guest's part once its code
  // has arrived; until then the server's HTML stays as it is). In a transition, so hydration is
  // time-sliced like the first render below instead of one long task (the page is painted already).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App shell={shell} loader={loader} onLeaveFirstPage={rendered?.leave} hydrating />
      </StrictMode>,
    );
  });
} else if (container) {
  const root = createRoot(container);
  // A transition, so the first render is time-sliced: on a slow phone it no longer blocks the main
  // thread in one long task (Lighthouse mobile TBT on / 138 -> 61 ms with useAsync's, issue 9).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App shell={shell} loader={loader} />
      </StrictMode>,
    ),
  );
}
