// Starts the shell: the stores and API client of the contract, the remote loader (remote locations
// from the page itself, written by the shell's server; else /remotes.json) and the page. Nothing
// here waits for a remote.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { createApiClient } from '@shoreline/shared-ui/api/createApiClient';
import { routeDataRequests } from '@shoreline/shared-ui/routeData';
import { findRoute } from '@shoreline/shared-ui/routes';
import { createShellApi } from '@shoreline/shared-ui/shell/createShellApi';
import { startShellApi } from '@shoreline/shared-ui/shell/startShellApi';
import './styles/page.css';
import { App } from './app/App';
import { createRemoteFailurePlugin } from './remotes/createRemoteFailurePlugin';
import { createRemoteLoader } from './remotes/createRemoteLoader';
import { pagePrefetch } from './prefetch/pagePrefetch';
import { fetchRemotesConfig } from './remotes/fetchRemotesConfig';
import { readInjectedRemotes } from './remotes/readInjectedRemotes';
import type { RemotesConfig } from './remotes/remotesConfig';

registerPlugins([createRemoteFailurePlugin()]);
// The page's own copy first; a later attempt (Retry) asks /remotes.json, which may know a newer deploy.
let injected = readInjectedRemotes(document);
const remotesConfig = (): Promise<RemotesConfig> => {
  const first = injected;
  injected = null;
  return first ? Promise.resolve(first) : fetchRemotesConfig();
};
const loader = createRemoteLoader(remotesConfig, { registerRemotes, loadRemote });
const shell = createShellApi({
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
// A public page can start fetching its remote now; a guarded one waits for the session (a renter
// opening a host link must not download host code before being turned away).
if (findRoute(window.location.pathname)?.access === 'public') loader.preloadRoute(window.location.pathname);

const container = document.getElementById('root');
if (container) {
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
