// @ts-check
// The shell's page around a server-rendered body (issue 21): the markup inside #root, the state it was
// rendered with (a JSON block the browser's first render reads), the page's own title, description,
// canonical address, Open Graph / Twitter tags and structured data (JSON-LD), and its stylesheets as
// stylesheets: the HTML is painted before any script runs, so the CSS the markup needs must block
// that paint (the page as built only preloads it, for the scripts to apply). Pure string work on the
// built index.html and renderShellPage's output.
import { createHash } from 'node:crypto';
import { loadCodeAfterPaint } from './codeAfterPaint.mjs';

/**
 * What the server bundle (shell/src/server/renderPage.tsx) answers.
 * @typedef {{ title: string, socialTitle: string, description: string, canonical: string, image: string | null,
 *   type: string, structuredData?: Record<string, unknown> | null }} PageHead
 * @typedef {{ html: string, state: unknown, status: number, head: PageHead, chunk: string | null, owner: string }} ServerRenderedPage
 */

/** Id of the state's JSON block (shell/src/ssr/pageStateId.ts). */
export const PAGE_STATE_ID = 'shoreline-state';

/** @param {string} value */
const escapeHtml = (value) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** @param {unknown} value */
const jsonForScript = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The built page's generic tags that the page's own replace. */
const GENERIC_HEAD = /<meta\s+(?:name|property)="?(?:description|og:[a-z:_]+|twitter:[a-z:_]+)"?\s[^>]*>/gi;
const TITLE = /<title>[^<]*<\/title>/i;
const STYLE_PRELOAD = /<link\s+rel="?preload"?\s+as="?style"?\s+href=("[^"]*"|[^\s>]+)\s*>/gi;
const EMPTY_ROOT = /<div\s+id="?root"?\s*><\/div>/i;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/i;

/** @param {PageHead} head */
function headTags(head) {
  /** @param {string} name @param {string} content */
  const meta = (name, content) =>
    `<meta ${name.startsWith('og:') ? 'property' : 'name'}="${name}" content="${escapeHtml(content)}">`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    meta('og:type', head.type),
    meta('og:site_name', 'Shoreline'),
    meta('og:title', head.socialTitle),
    meta('og:description', head.description),
    meta('og:url', head.canonical),
    ...(head.image ? [meta('og:image', head.image)] : []),
    meta('twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('twitter:title', head.socialTitle),
    meta('twitter:description', head.description),
    ...(head.image ? [meta('twitter:image', head.image)] : []),
    // Data, never run: the CSP's script-src does not apply to it, so it needs no nonce (scriptNonce.mjs).
    ...(head.structuredData
      ? [`<script type="application/ld+json">${jsonForScript(head.structuredData)}</script>`]
      : []),
  ].join('');
}

/**
 * The CSP hashes ('sha256-…') of the `style` attributes in `markup`: React writes style props as
 * attributes, which a strict `style-src` blocks in parsed HTML. Our own renderer escapes every value
 * it writes, so these are exactly the page's own.
 * @param {string} markup
 */
export function styleAttributeHashes(markup) {
  const hashes = new Set();
  for (const [, value = ''] of markup.matchAll(/\sstyle="([^"]*)"/g)) {
    const decoded = value
      .replace(/&quot;/g, '"')
      .replace(/&#x27;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    hashes.add(`sha256-${createHash('sha256').update(decoded).digest('base64')}`);
  }
  return [...hashes];
}

/**
 * `page` (renderShellPage's output: remote locations, the page remote's preloads) with the
 * server-rendered body, state and head; the stylesheets it preloads (the shell's, the page remote's
 * entry and route CSS) become stylesheets.
 * @param {string} page
 * @param {ServerRenderedPage} rendered
 */
export function serverRenderedHtml(page, rendered) {
  const withHead = page
    .replace(GENERIC_HEAD, '')
    .replace(TITLE, () => headTags(rendered.head))
    .replace(STYLE_PRELOAD, (_tag, href) => `<link rel="stylesheet" href=${href}>`);
  const body =
    `<div id="root">${rendered.html}</div>` +
    `<script type="application/json" id="${PAGE_STATE_ID}">${jsonForScript(rendered.state)}</script>`;
  return loadCodeAfterPaint(
    withHead
      // A server-rendered page reads without scripts: no "needs JavaScript" notice.
      .replace(NOSCRIPT, '')
      .replace(EMPTY_ROOT, () => body),
  );
}
