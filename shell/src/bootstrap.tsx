// Starts the shell: the stores and API client of the contract, the remote loader (which fetches
// /remotes.json in the background) and the page. Nothing here waits for a remote.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { findRoute } from '@shoreline/shared-ui/routes';
import { createShellApi } from '@shoreline/shared-ui/shell/createShellApi';
import { startShellApi } from '@shoreline/shared-ui/shell/startShellApi';
import './styles/page.css';
import { App } from './app/App';
import { createRemoteFailurePlugin } from './remotes/createRemoteFailurePlugin';
import { createRemoteLoader } from './remotes/createRemoteLoader';
import { fetchRemotesConfig } from './remotes/fetchRemotesConfig';

registerPlugins([createRemoteFailurePlugin()]);
const loader = createRemoteLoader(() => fetchRemotesConfig(), { registerRemotes, loadRemote });
const shell = createShellApi({ preloadRoute: loader.preloadRoute });
startShellApi(shell, window);
// A public page can start fetching its remote now; a guarded one waits for the session (a renter
// opening a host link must not download host code before being turned away).
if (findRoute(window.location.pathname)?.access === 'public') loader.preloadRoute(window.location.pathname);

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App shell={shell} loader={loader} />
    </StrictMode>,
  );
}
