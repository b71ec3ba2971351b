// The page's LCP photo starts downloading when the page's first data arrives (prefetched by index.ts
// with the shell's first script), not when the remote has downloaded, run and rendered its <img>:
// the photo's URL is in that data. The preload carries the srcset and sizes the <img> will, so the
// browser picks the same file and the <img> takes the preloaded response (one download).
import type { PrefetchStore } from '@shoreline/shared-ui/api/createPrefetchStore';
import { preloadPhoto } from '@shoreline/shared-ui/imageSources';
import { lcpPhotoOf } from '@shoreline/shared-ui/lcpImage';

/** Resolves once the preload is in the page, or when there is none to add (no photo, failed data). */
export async function preloadLcpPhoto(href: string, store: PrefetchStore, doc: Document): Promise<void> {
  const lcp = lcpPhotoOf(href);
  const answer = lcp ? store.peek(lcp.request) : null;
  if (!lcp || !answer) return;
  try {
    const response = await answer;
    if (!response.ok) return;
    const photo = lcp.pick(await response.json());
    if (photo) preloadPhoto(doc, photo, lcp.sizes);
  } catch {
    // Nothing preloaded: the <img> loads the photo itself, as it would without this.
  }
}
