// @ts-check
// The shell's index.html as served: the deploy's remote locations written into it (read per request,
// so moving a remote is still an edit of deploy config, never a rebuild), a connection opened early
// to the remote that owns the page, and for a public page that remote's manifest, entry, exposed
// ./App and the page's own chunk preloaded with the HTML. Without this, each of those waited for the
// one before it (html -> main.js -> remotes.json -> manifest -> remoteEntry -> chunks).
import { matchRoute } from '../../shared-ui/src/matchRoute.mjs';

/** Id of the JSON block the shell reads its remote locations from (shell/src/remotes). */
export const INJECTED_REMOTES_ID = 'shoreline-remotes';

/** @param {unknown} value */
const escapeAttribute = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
// Inside <script>, "</script" or "<!--" in a value would end the block: JSON allows escaping "<".
/** @param {unknown} value */
const jsonForScript = (value) => JSON.stringify(value).replace(/</g, '\\u003c');
/** @param {Record<string, string | true>} attributes */
const link = (attributes) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => (value === true ? name : `${name}="${escapeAttribute(value)}"`))
    .join(' ')}>`;

/**
 * Which remote serves `pathname`, and whether its files may be preloaded with the page: only for a
 * public page (a guarded one waits for the session first: a renter must not download host code).
 * @param {string} pathname
 * @param {readonly { path: string, owner: string, access: string, chunk?: string }[]} routes
 * @param {Record<string, string>} remotes
 */
export function pageOwner(pathname, routes, remotes) {
  const route = matchRoute(routes, pathname)?.entry ?? null;
  const owner = route && route.owner in remotes ? route.owner : null;
  return { route, owner, preload: owner !== null && route?.access === 'public' };
}

/**
 * @param {string} html   the built index.html
 * @param {{
 *   pathname: string,
 *   routes: readonly { path: string, owner: string, access: string, chunk?: string }[],
 *   remotes: Record<string, string>,
 *   preloads?: import('./remotePreloads.mjs').PreloadList | null,
 * }} page  remotes: each remote's public manifest URL; preloads: the owning remote's mf-preload.json
 */
export function renderShellPage(html, { pathname, routes, remotes, preloads = null }) {
  const { route, owner, preload } = pageOwner(pathname, routes, remotes);
  const tags = [
    `<script type="application/json" id="${INJECTED_REMOTES_ID}">${jsonForScript(remotes)}</script>`,
  ];
  for (const [name, manifest] of Object.entries(remotes)) {
    const origin = new URL(manifest).origin;
    if (name !== owner) {
      tags.push(link({ rel: 'dns-prefetch', href: origin }));
      continue;
    }
    // Scripts load without CORS, the manifest with it: browsers keep separate connections for each.
    tags.push(
      link({ rel: 'preconnect', href: origin }),
      link({ rel: 'preconnect', href: origin, crossorigin: true }),
    );
  }
  if (owner && route && preload) {
    // pageOwner names only a remote that `remotes` has.
    const manifest = /** @type {string} */ (remotes[owner]);
    tags.push(link({ rel: 'preload', as: 'fetch', href: manifest, crossorigin: true }));
    if (preloads) {
      const url = (/** @type {string} */ file) => new URL(file, manifest).href;
      const routeFiles = (route.chunk && preloads.routes[route.chunk]) || { js: [], css: [] };
      for (const file of [...preloads.entry.css, ...routeFiles.css])
        tags.push(link({ rel: 'preload', as: 'style', href: url(file) }));
      for (const file of [preloads.remoteEntry, ...preloads.entry.js, ...routeFiles.js])
        tags.push(link({ rel: 'preload', as: 'script', href: url(file) }));
    }
  }
  return html.replace('</title>', `</title>${[...new Set(tags)].join('')}`);
}
