// One public renter page rendered on the shell's server (issue 21): the page's data from the API
// (within its time budget) and the guest's ./App through Module Federation, in parallel; then the
// shell's own App around it, exactly as the browser will render it first (same stores, same answers,
// same date), so the browser hydrates instead of redrawing. Any failure rejects: the caller then
// sends the page rendered in the browser, as before (shell/server/ssrPage.mjs).
import { StrictMode } from 'react';
import { matchPath } from 'react-router-dom';
import { apiPaths } from '@shoreline/shared-ui/api/apiPaths';
import { createApiClient } from '@shoreline/shared-ui/api/createApiClient';
import type { RemoteName } from '@shoreline/shared-ui/contract';
import { findRoute, type RouteEntry } from '@shoreline/shared-ui/routes';
import { createShellApi } from '@shoreline/shared-ui/shell/createShellApi';
import { App } from '../app/App';
import type { RemoteLoader } from '../remotes/createRemoteLoader';
import { RemoteUnavailableError } from '../remotes/RemoteUnavailableError';
import { initialShellState, renderedPageOf, type PageState } from '../ssr/pageState';
import { createSharedAnswers } from './createSharedAnswers';
import { fetchPageState } from './pageData';
import { pageHead, type PageHead } from './pageHead';
import { createRemoteApps, type RemoteApps } from './remoteApps';
import { renderToHtml } from './renderToHtml';

/** The pages rendered on the server: the renters' public pages whose data the server can fetch. */
const SERVER_RENDERED = new Set(['/', '/search', '/listings/:id', '/hosts/:id']);

export interface RenderRequest {
  /** Path and query. */
  href: string;
  /** The site's public origin (canonical and Open Graph URLs). */
  origin: string;
  cookie?: string | undefined;
  forwardedFor?: string | undefined;
  /** Where this server reaches the API. */
  apiUrl: string;
  /** Where this server reaches each remote's mf-manifest.json. */
  remotes: Partial<Record<RemoteName, string>>;
  /** The response's CSP nonce (any inline script React writes carries it). */
  nonce: string;
  /** How long the API may take before the page renders without what is missing (default 300 ms). */
  dataBudgetMs?: number;
  /** How long rendering may take once data and code are in (default 2 s). */
  renderTimeoutMs?: number;
  /** The API's fetch (tests). */
  fetch?: typeof fetch;
}

export interface ServerRenderedPage {
  /** The markup inside #root. */
  html: string;
  /** What the page was rendered with, for the browser's first render. */
  state: PageState;
  /** 404 for a listing (or host) that does not exist, else 200. */
  status: number;
  head: PageHead;
  /** The route's chunk in its remote (its stylesheets must be in the page before it paints). */
  chunk: string | null;
  owner: RemoteName;
}

/** One per process: the loaded remote containers, by the version of their manifests. */
const processRemoteApps = createRemoteApps();
/** One per process: the API's answers that are the same for every page (the rates), a few seconds. */
const processSharedAnswers = createSharedAnswers();

interface ServerRenderedRoute {
  entry: RouteEntry;
  owner: RemoteName;
  pathname: string;
  params: Record<string, string | undefined>;
}

/** The route at `href` when the server renders it, else null (the page is rendered in the browser). */
export function serverRenderedRoute(href: string): ServerRenderedRoute | null {
  const { pathname } = new URL(href, 'http://shoreline.invalid');
  const entry = findRoute(pathname);
  if (!entry || !SERVER_RENDERED.has(entry.path) || entry.owner === 'shell') return null;
  const params = matchPath({ path: entry.path, caseSensitive: false }, pathname)?.params ?? {};
  return { entry, owner: entry.owner, pathname, params };
}

/** The page's status: what the API said of the one thing the page shows (a listing, a host). */
function statusOf(state: PageState, path: string, id: string | undefined): number {
  if (path === '/hosts/:id' && id !== undefined) {
    const host = state.answers[apiPaths.hostProfile(id)];
    return host?.status === 404 || host?.status === 400 ? 404 : 200;
  }
  if (path !== '/listings/:id' || id === undefined) return 200;
  const answer = state.answers[apiPaths.listingPage(id)];
  if (answer?.status === 404 || answer?.status === 400) return 404;
  if (answer?.status === 410) return 410;
  return 200;
}

/**
 * Renders the page at `request.href`; null when it is not a server-rendered page. Rejects when it
 * cannot be rendered whole (the remote cannot be loaded or throws, the API is down, too slow).
 */
export async function renderPage(
  request: RenderRequest,
  remoteApps: RemoteApps = processRemoteApps,
): Promise<ServerRenderedPage | null> {
  const route = serverRenderedRoute(request.href);
  if (!route) return null;
  const manifest = request.remotes[route.owner];
  if (!manifest) throw new RemoteUnavailableError(route.owner, 'the deploy config names no manifest');

  const { pathname } = route;
  const [state, remote] = await Promise.all([
    fetchPageState({
      href: request.href,
      cookie: request.cookie,
      forwardedFor: request.forwardedFor,
      apiUrl: request.apiUrl,
      budgetMs: request.dataBudgetMs ?? 300,
      fetch: request.fetch,
      // Tests give their own fetch (their own API): nothing is shared with them.
      shared: request.fetch ? undefined : processSharedAnswers,
    }),
    remoteApps.load(route.owner, manifest).then((module) => {
      // The page's own chunk starts downloading now, not when React reaches it.
      module.preloadRoute?.(pathname);
      return module;
    }),
  ]);

  const rendered = renderedPageOf(state);
  const shell = createShellApi({
    // Nothing calls the API while rendering (screens load in effects, which the server does not run).
    api: createApiClient({ baseUrl: request.apiUrl }),
    storage: null,
    online: true,
    initial: initialShellState(state, rendered),
  });
  const loadApp = (name: RemoteName) =>
    name === route.owner
      ? Promise.resolve(remote)
      : Promise.reject(new RemoteUnavailableError(name, 'not rendered on the server'));
  const loader: RemoteLoader = {
    loadApp,
    loaded: (name) => (name === route.owner ? remote : undefined),
    loadPage: loadApp,
    preload: () => undefined,
    preloadRoute: () => undefined,
  };
  const html = await renderToHtml(
    <StrictMode>
      <App shell={shell} loader={loader} location={request.href} />
    </StrictMode>,
    { nonce: request.nonce, timeoutMs: request.renderTimeoutMs ?? 2_000 },
  );
  return {
    html,
    state,
    status: statusOf(state, route.entry.path, route.params.id),
    head: pageHead(
      state,
      request.origin,
      { id: route.params.id, pagePath: apiPaths.listingPage },
      { id: route.params.id, pagePath: apiPaths.hostProfile },
    ),
    chunk: route.entry.chunk ?? null,
    owner: route.owner,
  };
}
