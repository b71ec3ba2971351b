// @ts-check
// Server rendering of the renters' public pages (issue 21), as the shell's server runs it: the shell's
// server bundle (its build's dist/server/main.js: React, the shell's App, Module Federation's Node
// runtime) renders the page; this file loads it, calls it, and turns every failure into "no server
// rendering for this request": the caller then sends the page rendered in the browser, as before
// (200, the slot's own loading, Retry on failure). A bundle that is missing or broken, a remote that
// cannot be loaded or throws, an API that is down: the page never costs more than that, and the
// reason is logged (once per reason and minute, so a remote that is down does not flood the log).
import { createRequire } from 'node:module';
import path from 'node:path';
import { publicOrigin } from './publicOrigin.mjs';

const require = createRequire(import.meta.url);

/**
 * @typedef {import('./serverRenderedHtml.mjs').ServerRenderedPage} ServerRenderedPage
 * @typedef {{
 *   href: string, origin: string, cookie?: string, forwardedFor?: string, apiUrl: string,
 *   remotes: Record<string, string>, nonce: string, dataBudgetMs?: number, renderTimeoutMs?: number,
 * }} RenderRequest
 * @typedef {{ renderPage: (request: RenderRequest) => Promise<ServerRenderedPage | null> }} ServerBundle
 * @typedef {{ error: (object: object, message: string) => void }} Log
 */

/** Where an app's build puts the shell's server bundle. */
export const SERVER_BUNDLE = path.join('server', 'main.js');

const LOG_AGAIN_AFTER_MS = 60_000;

/** Whether the shell's server renders public pages when SSR is not set. */
export const SSR_BY_DEFAULT = true;

/**
 * `SSR=1` (or true/on) renders public pages on the server, `SSR=0` (false/off) never; unset: the default.
 * @param {NodeJS.ProcessEnv} env
 */
export function ssrEnabled(env) {
  const value = String(env.SSR ?? '').toLowerCase();
  if (['1', 'true', 'on'].includes(value)) return true;
  if (['0', 'false', 'off'].includes(value)) return false;
  return SSR_BY_DEFAULT;
}

/** @param {string | undefined} value @param {number} fallback */
const positive = (value, fallback) => (Number(value) > 0 ? Number(value) : fallback);

/**
 * @param {{ root: string, env: NodeJS.ProcessEnv, apiUrl: string,
 *   load?: (file: string) => ServerBundle }} options  load: how the bundle is required (tests)
 */
export function createServerRenderer({ root, env, apiUrl, load = (file) => require(file) }) {
  const file = path.join(root, SERVER_BUNDLE);
  /** @type {ServerBundle | null | undefined} undefined: not loaded yet; null: could not be */
  let bundle;
  /** @type {Map<string, number>} */
  const logged = new Map();

  /** @param {Log} log @param {unknown} error */
  function report(log, error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error);
    const last = logged.get(reason);
    if (last !== undefined && Date.now() - last < LOG_AGAIN_AFTER_MS) return;
    logged.set(reason, Date.now());
    if (logged.size > 100) logged.delete(logged.keys().next().value ?? '');
    log.error({ err: error }, `Server rendering failed, sending the page rendered in the browser: ${reason}`);
  }

  /** @param {Log} log */
  function bundleOf(log) {
    if (bundle !== undefined) return bundle;
    try {
      bundle = load(file);
      if (typeof bundle?.renderPage !== 'function') throw new Error(`${file} exports no renderPage`);
    } catch (error) {
      bundle = null;
      report(log, error);
    }
    return bundle;
  }

  return {
    /**
     * The page at the request's URL rendered on the server, or null (not such a page, or it failed).
     * @param {import('fastify').FastifyRequest} request
     * @param {{ remotes: Record<string, string>, nonce: string }} page  remotes: where this server
     *   reaches each remote's manifest
     * @returns {Promise<ServerRenderedPage | null>}
     */
    async render(request, { remotes, nonce }) {
      const server = bundleOf(request.log);
      if (!server) return null;
      /** @type {ReturnType<typeof setTimeout> | undefined} */
      let timer;
      // The bundle bounds each of its steps; this bounds the whole, whatever a bug in it might do.
      const limit = positive(env.SSR_TIMEOUT_MS, 4_000);
      const late = new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`Server rendering took longer than ${limit} ms`)), limit);
      });
      try {
        const rendering = server.renderPage({
          href: request.url,
          origin: publicOrigin(request, env),
          cookie: request.headers.cookie,
          forwardedFor: request.socket.remoteAddress,
          apiUrl: env.SSR_API_URL || apiUrl,
          remotes,
          nonce,
          dataBudgetMs: positive(env.SSR_DATA_BUDGET_MS, 300),
          renderTimeoutMs: positive(env.SSR_RENDER_TIMEOUT_MS, 2_000),
        });
        // Failing after the limit is nobody's business any more (and must not be an unhandled rejection).
        rendering.catch(() => undefined);
        return /** @type {ServerRenderedPage | null} */ (await Promise.race([rendering, late]));
      } catch (error) {
        report(request.log, error);
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
