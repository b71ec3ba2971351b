// @ts-check
// A server-rendered page's stylesheets written into it (issue 21). The page paints before any script
// runs, but not before its stylesheets: the shell's and its remote's, the second from another origin
// (a new connection: DNS, TCP, then the request), which on a phone's network cost the first paint
// several round trips. Written inline, the HTML alone paints. Each `<style>` carries the response's
// nonce (the CSP allows no other inline style) and `data-href`, the file it stands for: the browser's
// chunk loader (mini-css-extract) looks for that before adding a <link>, so the file is never
// downloaded as well. Content-hashed files never change: each is read once (the shell's from its
// folder, a remote's over HTTP from where this server reaches it) and kept; a file not read yet, or
// not readable, stays a <link>, and its reading for the next page never delays this one more than
// a moment.
import fs from 'node:fs/promises';
import path from 'node:path';

/** The stylesheet links of a server-rendered page, as serverRenderedHtml.mjs writes them. */
const STYLESHEET = /<link rel="stylesheet" href=("[^"]*"|[^\s">]+)>/g;
/** Only content-hashed files (`name.0123abcd.css`) are kept: they are immutable. */
const HASHED_CSS = /\.[0-9a-f]{8}\.css$/;

/**
 * @typedef {{ root: string, remoteBases?: [publicBase: string, internalBase: string][] }} InlineContext
 *   root: the shell's build folder (its own stylesheets, `/x.css`); remoteBases: each remote's public
 *   folder URL and where this server reaches it
 */

/**
 * @param {{ fetch?: typeof fetch, waitMs?: number, maxBytes?: number, maxFiles?: number }} [options]
 *   waitMs: how long a page waits for a file it has not read yet; maxBytes: inlined in all per page
 *   (past it, the rest stay links); maxFiles: files kept
 */
export function createStyleInliner(options = {}) {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const waitMs = options.waitMs ?? 150;
  const maxBytes = options.maxBytes ?? 128 * 1024;
  const maxFiles = options.maxFiles ?? 64;
  /** @type {Map<string, Promise<string | null>>} by where it is read from */
  const files = new Map();

  /** @param {string} source  a path under a root, or a URL */
  async function read(source) {
    if (!source.startsWith('http')) return fs.readFile(source, 'utf8');
    const response = await fetchImpl(source, {
      headers: { 'accept-encoding': 'identity' },
      signal: AbortSignal.timeout(2_000),
    });
    if (!response.ok) throw new Error(`${source} answered ${response.status}`);
    return response.text();
  }

  /** @param {string} source */
  function fileOf(source) {
    let file = files.get(source);
    if (!file) {
      file = read(source).then(
        // A style element ends at the first `</style`: such a file stays a link.
        (css) => (/<\/style/i.test(css) ? null : css),
        () => {
          // Not readable now (a remote restarting): try again for a later page.
          files.delete(source);
          return null;
        },
      );
      files.set(source, file);
      if (files.size > maxFiles) files.delete(files.keys().next().value ?? '');
    }
    return file;
  }

  /**
   * Where this server reads `href` from, or null (not one of ours, or not content-hashed).
   * @param {string} href
   * @param {InlineContext} context
   */
  function sourceOf(href, { root, remoteBases = [] }) {
    if (!HASHED_CSS.test(href)) return null;
    if (href.startsWith('/') && !href.startsWith('//')) {
      const file = path.join(root, path.normalize(href));
      return file.startsWith(root + path.sep) ? file : null;
    }
    for (const [publicBase, internalBase] of remoteBases) {
      if (href.startsWith(publicBase)) return internalBase + href.slice(publicBase.length);
    }
    return null;
  }

  /**
   * `html` with its stylesheets inline (those this server can read), and whether any is.
   * @param {string} html
   * @param {InlineContext & { nonce: string }} context
   * @returns {Promise<{ html: string, inlined: number }>}
   */
  return async function inlineStyles(html, context) {
    const links = [...html.matchAll(STYLESHEET)].map(([tag, quoted = '']) => {
      const href = quoted.replace(/^"|"$/g, '');
      return { tag, href, source: sourceOf(href, context) };
    });
    if (links.length === 0) return { html, inlined: 0 };
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    const late = new Promise((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    });
    const texts = await Promise.all(
      links.map(({ source }) => (source ? Promise.race([fileOf(source), late]) : null)),
    );
    clearTimeout(timer);
    let budget = maxBytes;
    let inlined = 0;
    let page = html;
    links.forEach(({ tag, href }, index) => {
      const css = /** @type {string | null} */ (texts[index]);
      if (css === null || css.length > budget) return;
      budget -= css.length;
      inlined += 1;
      const escapedHref = href.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
      page = page.replace(
        tag,
        () => `<style nonce="${context.nonce}" data-href="${escapedHref}">${css}</style>`,
      );
    });
    return { html: page, inlined };
  };
}
