// Runs first, before the shell's code has arrived: the data of the page being opened (and the session
// and rates every page needs) start downloading now, in parallel with the page's code, not after it,
// and the page's LCP photo as soon as that data names it.
// Then an async boundary before anything imports React, so Module Federation can set up the shared
// singletons (react, react-dom, react-router-dom, zustand) that the remotes will reuse.
import { routeDataRequests } from '@shoreline/shared-ui/routeData';
import { pagePrefetch, SHELL_REQUESTS } from './prefetch/pagePrefetch';
import { preloadLcpPhoto } from './prefetch/preloadLcpPhoto';
import { PAGE_STATE_ID } from './ssr/pageStateId';

// A page the shell's server rendered carries its data (and its photo is already in the HTML); the
// screens take what is missing from it themselves.
if (!document.getElementById(PAGE_STATE_ID)) {
  const href = window.location.pathname + window.location.search;
  for (const path of [...SHELL_REQUESTS, ...routeDataRequests(href)]) pagePrefetch.prefetch(path);
  // Before anything takes the page's data: the LCP photo is named in it.
  void preloadLcpPhoto(href, pagePrefetch, document);
}

void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
