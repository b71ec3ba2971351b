// @ts-check
// Inline scripts run only with this response's nonce: the shell's Content-Security-Policy names a new
// random one on every response that writes an inline script ('nonce-…' in script-src), so nothing
// injected into the page can run, and no 'unsafe-inline' is ever needed. Nonces rather than hashes
// because the server-rendered pages to come (issue 21) stream inline scripts whose content is not
// known when the headers leave; the page as built has none, and then its policy names no nonce at all.
import { randomBytes } from 'node:crypto';

/** 128 random bits, base64 (CSP nonces must be unguessable and fresh for every response). */
export function newNonce() {
  return randomBytes(16).toString('base64');
}

/** `src=` scripts are allowed by origin; a JSON block (the remote locations, JSON-LD) is data, never run. */
const NEEDS_NO_NONCE = /\bsrc\s*=|\bnonce\s*=|\btype\s*=\s*["']?application\/(ld\+)?json/i;

/**
 * `html` with `nonce` on each inline script that would run, and how many there are.
 * @param {string} html
 * @param {string} nonce
 * @returns {{ html: string, count: number }}
 */
export function withScriptNonce(html, nonce) {
  let count = 0;
  const nonced = html.replace(/<script\b([^>]*)>/gi, (tag, /** @type {string} */ attributes) => {
    if (NEEDS_NO_NONCE.test(attributes)) return tag;
    count += 1;
    return `<script nonce="${nonce}"${attributes}>`;
  });
  return { html: nonced, count };
}
