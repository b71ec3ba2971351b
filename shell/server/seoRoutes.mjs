// @ts-check
// What the shell's server tells search engines (issue 21 item 6): /robots.txt, /sitemap.xml (a sitemap
// index) and its sitemaps under /sitemaps/ (the public pages that are one fixed URL, the active
// listings in files of SITEMAP_URLS_PER_FILE, at most sitemaps.org's 50,000, and the destinations'
// searches as the home page links them), and `X-Robots-Tag: noindex` on every page that is not to be
// indexed (searchIndexing.mjs). Every URL is absolute, on the site's public origin (publicOrigin.mjs).
import { publicOrigin } from './publicOrigin.mjs';
import { robotsTxt } from './robotsTxt.mjs';
import { isIndexablePage, staticPublicPaths } from './searchIndexing.mjs';
import { sitemapIndexXml, urlsetXml } from './sitemapXml.mjs';
import { createSitemapSource } from './sitemapSource.mjs';

/** sitemaps.org: at most this many URLs in one sitemap. */
export const SITEMAP_MAX_URLS = 50_000;

/** How long a crawler, or a cache in front, may keep these answers: as long as this server does. */
const CACHE_CONTROL = 'public, max-age=300';

const LISTINGS_FILE = /^listings-([1-9]\d{0,6})\.xml$/;

/**
 * @typedef {import('fastify').FastifyInstance} FastifyInstance
 * @typedef {import('fastify').FastifyReply} FastifyReply
 * @typedef {ReturnType<typeof createSitemapSource>} SitemapSource
 */

/**
 * URLs per listings sitemap: SITEMAP_URLS_PER_FILE (tests use a few), never more than the protocol's.
 * @param {NodeJS.ProcessEnv} env
 */
export function sitemapUrlsPerFile(env) {
  const wanted = Math.floor(Number(env.SITEMAP_URLS_PER_FILE));
  return wanted >= 1 ? Math.min(wanted, SITEMAP_MAX_URLS) : SITEMAP_MAX_URLS;
}

/** @param {FastifyReply} reply @param {string} type @param {string} body */
const sendText = (reply, type, body) =>
  reply.header('content-type', `${type}; charset=utf-8`).header('cache-control', CACHE_CONTROL).send(body);

/**
 * The routes and the hook, added to the site's own context (createStaticApp's `routes`).
 * @param {{ env: NodeJS.ProcessEnv, apiUrl?: string, routes: import('./searchIndexing.mjs').Routes,
 *   source?: SitemapSource }} options  apiUrl: where this server reaches the API (no sitemap without one)
 * @returns {(site: FastifyInstance) => Promise<void>}
 */
export function seoRoutes({ env, apiUrl, routes, source }) {
  const size = sitemapUrlsPerFile(env);
  const data = source ?? (apiUrl ? createSitemapSource({ apiUrl }) : null);

  return async (site) => {
    // Every page, also the one sent as built when rendering failed: a header needs no HTML to change.
    site.addHook('onSend', async (request, reply, payload) => {
      if (String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
        const { pathname } = new URL(request.url, 'http://localhost');
        if (!isIndexablePage(pathname, routes)) reply.header('x-robots-tag', 'noindex');
      }
      return payload;
    });

    site.get('/robots.txt', async (request, reply) =>
      sendText(reply, 'text/plain', robotsTxt(routes, publicOrigin(request, env))),
    );
    if (!data) return;

    /** @param {FastifyReply} reply @param {() => Promise<string | null>} build  null: no such sitemap */
    const sendXml = async (reply, build) => {
      let xml;
      try {
        xml = await build();
      } catch (error) {
        reply.log.error({ err: error }, 'The sitemap could not be made: the API did not answer');
        return reply
          .code(503)
          .header('retry-after', '300')
          .header('cache-control', 'no-store')
          .header('content-type', 'text/plain; charset=utf-8')
          .send('The sitemap is unavailable for a moment.');
      }
      if (xml === null) return reply.callNotFound();
      return sendText(reply, 'application/xml', xml);
    };

    site.get('/sitemap.xml', async (request, reply) => {
      const origin = publicOrigin(request, env);
      const at = (/** @type {string} */ name) => new URL(`/sitemaps/${name}`, origin).href;
      return sendXml(reply, async () => {
        const { files } = await data.listingFiles(size, request.log);
        return sitemapIndexXml([
          { loc: at('pages.xml') },
          ...files.map((file, index) => ({ loc: at(`listings-${index + 1}.xml`), lastmod: file.lastmod })),
          { loc: at('destinations.xml') },
        ]);
      });
    });

    site.get('/sitemaps/:name', async (request, reply) => {
      const { name } = /** @type {{ name: string }} */ (request.params);
      const origin = publicOrigin(request, env);
      const url = (/** @type {string} */ path) => new URL(path, origin).href;
      return sendXml(reply, async () => {
        if (name === 'pages.xml')
          return urlsetXml(staticPublicPaths(routes).map((path) => ({ loc: url(path) })));
        if (name === 'destinations.xml') {
          const destinations = await data.destinations(request.log);
          // As the home page links them: paths.search({ location }) (shared-domain/src/paths.ts).
          return urlsetXml(
            destinations.map((d) => ({ loc: url(`/search?${new URLSearchParams({ location: d.name })}`) })),
          );
        }
        const number = Number(LISTINGS_FILE.exec(name)?.[1] ?? 0);
        const file = number > 0 ? (await data.listingFiles(size, request.log)).files[number - 1] : undefined;
        if (!file) return null;
        const listings = await data.listings(file.cursor, size, request.log);
        return urlsetXml(
          listings.map((listing) => ({
            loc: url(`/listings/${encodeURIComponent(listing.id)}`),
            lastmod: listing.lastmod,
          })),
        );
      });
    });
  };
}
