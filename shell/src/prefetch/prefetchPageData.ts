// A page's first data (routeData: the route table and the search rules of shared-domain) starts
// downloading, and its LCP photo as soon as that data names it. Loaded by index.ts with the
// bootstrap's chunks: the domain code and date-fns stay out of main.js, which only starts things
// (issue 21: Module Federation's runtime already costs the start-up enough CPU). A page the server
// rendered carries its data: only what it lacks is asked for (what the API answered past the server's
// budget), which otherwise waited for the remote's code. A host's or admin's page gets its data
// preloaded by the server (readDataPreloads, in main.js).
import type { PrefetchStore } from '@shoreline/shared-ui/api/createPrefetchStore';
import { routeDataRequests } from '@shoreline/shared-ui/routeData';
import { readPageState } from '../ssr/readPageState';
import { preloadLcpPhoto } from './preloadLcpPhoto';

export function prefetchPageData(href: string, store: PrefetchStore, doc: Document): Promise<void> {
  const rendered = readPageState(doc)?.answers ?? {};
  for (const path of routeDataRequests(href)) if (!Object.hasOwn(rendered, path)) store.prefetch(path);
  // Before anything takes the page's data: the LCP photo is named in it.
  return preloadLcpPhoto(href, store, doc);
}
