// The API requests the shell's server preloaded with the page (a host's or admin's page, for a session
// of that role: shell/server/renderShellPage.mjs). The shell asks for them at once through the page's
// PrefetchStore, so the browser's preloaded answers are used (the same URL, credentials and mode) and
// the screen, once its code has arrived, finds its data there.

/** The paths of the page's `<link rel="preload" as="fetch">` to our own API, in document order. */
export function readDataPreloads(doc: Document): string[] {
  return [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]')]
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/api/'));
}
