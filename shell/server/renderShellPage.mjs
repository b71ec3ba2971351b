// @ts-check
// The shell's index.html as served: the deploy's remote locations written into it (read per request,
// so moving a remote is still an edit of deploy config, never a rebuild), a connection opened early
// to the remote that owns the page, and for a public page that remote's manifest, entry, exposed
// ./App and the page's own chunk preloaded with the HTML. Without this, each of those waited for the
// one before it (html -> main.js -> remotes.json -> manifest -> remoteEntry -> chunks). A host or
// admin page gets the same when the request's session has that role (sessionRoles.mjs), and its
// first data requests too (the shell's index.ts takes them up at once, so the preloads are used).
import { matchRoute } from '../../shared-ui/src/matchRoute.mjs';
import { routeDataPaths, SHELL_REQUESTS } from '../../shared-ui/src/routeDataPaths.mjs';

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
 * @typedef {{ path: string, owner: string, access: string, chunk?: string, data?: string[] }} Route
 */

/**
 * Which remote serves `pathname`, and whether its files may be preloaded with the page: for a public
 * page, and for a host or admin page when the session hint has that role (without it, a guarded page
 * waits for the session: a renter must not download host code).
 * @param {string} pathname
 * @param {readonly Route[]} routes
 * @param {Record<string, string>} remotes
 * @param {readonly string[]} [roles]  the request's session roles (a hint, sessionRoles.mjs)
 */
export function pageOwner(pathname, routes, remotes, roles = []) {
  const match = matchRoute(routes, pathname);
  const route = match?.entry ?? null;
  const owner = route && route.owner in remotes ? route.owner : null;
  const isPublic = route?.access === 'public';
  const byRole = route !== null && ['host', 'admin'].includes(route.access) && roles.includes(route.access);
  return {
    route,
    owner,
    isPublic,
    preload: owner !== null && (isPublic || byRole),
    // A guarded page's first data (a public one's comes with the server-rendered page, or from index.ts),
    // and the session and rates every page asks first: none of it then waits for the shell's scripts.
    data:
      owner !== null && byRole && match
        ? [...SHELL_REQUESTS, ...routeDataPaths(match.entry, match.params)]
        : [],
  };
}

/**
 * @param {string} html   the built index.html
 * @param {{
 *   pathname: string,
 *   routes: readonly Route[],
 *   remotes: Record<string, string>,
 *   preloads?: import('./remotePreloads.mjs').PreloadList | null,
 *   roles?: readonly string[],
 * }} page  remotes: each remote's public manifest URL; preloads: the owning remote's mf-preload.json;
 *   roles: the request's session roles (a hint)
 */
export function renderShellPage(html, { pathname, routes, remotes, preloads = null, roles = [] }) {
  const { route, owner, preload, data } = pageOwner(pathname, routes, remotes, roles);
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
    // As the shell's fetch asks it (same origin, credentials, CORS mode): `crossorigin`.
    for (const path of data) tags.push(link({ rel: 'preload', as: 'fetch', href: path, crossorigin: true }));
  }
  return html.replace('</title>', `</title>${[...new Set(tags)].join('')}`);
}
