// The shell's server bundle (dist/server/main.js, required by shell/server/ssrPage.mjs). An async
// boundary first, as in the browser: Module Federation sets up the shared singletons (react, the
// router, zustand, the shell kit) that the guest's server container will take from this bundle.
import type { RenderRequest, ServerRenderedPage } from './renderPage';

export type { RenderRequest, ServerRenderedPage };

/** See renderPage.tsx: the page's markup and state, null for a page the server does not render. */
export async function renderPage(request: RenderRequest): Promise<ServerRenderedPage | null> {
  const renderer = await import(/* webpackChunkName: "bootstrap" */ './renderPage');
  return renderer.renderPage(request);
}
