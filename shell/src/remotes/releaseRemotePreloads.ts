// The shell's server preloads a remote's files with the page (its entry, exposed App, the route's
// chunk and stylesheets). When the remote is down as the page loads, those preloads fail, and Chromium
// keeps each failure until the first <script> or stylesheet of that URL takes it: the remote's next
// load (Retry, once it is back) would fail on them without asking the network. So after a remote
// fails, each such preload is taken here, once, and the element that took it removed: a failed one
// is used up (the next load asks the network again); one that did arrive just runs early, as the
// runtime would run it (a remoteEntry.js registers its container, which the runtime then reuses; a
// chunk registers its modules with its remote's webpack runtime).

const TAKERS = {
  script: (doc: Document, href: string) =>
    Object.assign(doc.createElement('script'), { async: true, src: href }),
  style: (doc: Document, href: string) =>
    Object.assign(doc.createElement('link'), { rel: 'stylesheet', href }),
} as const;

/** Takes the page's not yet released preloads of other origins' scripts and stylesheets. */
export function releaseRemotePreloads(doc: Document): void {
  const links = doc.querySelectorAll<HTMLLinkElement>(
    'link[rel="preload"][as="script"], link[rel="preload"][as="style"]',
  );
  for (const link of links) {
    const as = link.getAttribute('as');
    if ((as !== 'script' && as !== 'style') || link.dataset.released) continue;
    if (new URL(link.href, doc.baseURI).origin === new URL(doc.baseURI).origin) continue;
    link.dataset.released = 'true';
    const taker = TAKERS[as](doc, link.href);
    // Removed once settled: the runtime and webpack reuse an element of the same URL still in the page,
    // and would wait for events this one has already fired.
    taker.addEventListener('load', () => taker.remove());
    taker.addEventListener('error', () => taker.remove());
    doc.head.append(taker);
  }
}
