// Runs first, before the shell's code has arrived: the data of the page being opened (and the session
// and rates every page needs) start downloading now, in parallel with the page's code, not after it,
// and the page's LCP photo as soon as that data names it.
// Then an async boundary before anything imports React, so Module Federation can set up the shared
// singletons (react, react-dom, react-router-dom, zustand) that the remotes will reuse.
// Nothing here imports shared-domain or date-fns (e2e/perf/startup-modules.spec.ts): what needs them
// comes with the bootstrap's chunks (preloaded with the page), so main.js stays small and quick to run.
import { SHELL_REQUESTS } from '@shoreline/shared-ui/routeDataPaths.mjs';
import { pagePrefetch } from './prefetch/pagePrefetch';
import { readDataPreloads } from './prefetch/readDataPreloads';
import { PAGE_STATE_ID } from './ssr/pageStateId';

// A page the shell's server rendered carries its data (and its photo is already in the HTML); what
// came too late for it (an API past the server's budget) is fetched now, with the rest of a page
// rendered in the browser.
if (!document.getElementById(PAGE_STATE_ID)) {
  // The server's data preloads (a host's or admin's page: these too) are taken up now, so they are used.
  for (const path of new Set([...SHELL_REQUESTS, ...readDataPreloads(document)])) pagePrefetch.prefetch(path);
}
const href = window.location.pathname + window.location.search;
// In the bootstrap's chunk: its shared-domain files are the ones the shell provides to the remotes
// (shared-ui/build/shellKit.cjs), which the remotes then never download again.
void import(/* webpackChunkName: "bootstrap" */ './prefetch/prefetchPageData').then(
  ({ prefetchPageData }) => prefetchPageData(href, pagePrefetch, document),
  () => undefined, // Not loaded (offline): the screens ask for their data themselves.
);

void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
