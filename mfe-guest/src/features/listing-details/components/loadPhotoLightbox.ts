// The full-screen viewer's code (yet-another-react-lightbox and its stylesheets, about 25 KB
// compressed) is not part of the listing page's first load (e2e/perf/js-budget.spec.ts): it is a
// chunk of its own, fetched when a photo is about to be opened (pointer over it, focus on it) or on
// the click itself.
import type * as PhotoLightbox from './PhotoLightbox';

type PhotoLightboxModule = typeof PhotoLightbox;

let loading: Promise<PhotoLightboxModule> | null = null;

/** The viewer's module, downloaded once; a failed download (offline) is tried again next time. */
export function loadPhotoLightbox(): Promise<PhotoLightboxModule> {
  loading ??= import(/* webpackChunkName: "photo-lightbox" */ './PhotoLightbox').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
