// @ts-check
// Security headers of the servers (issue 11), as @fastify/helmet options. The shell's page runs only
// its own code and the remotes' (origins from deploy config, per request), talks only to its own
// origin (/api is proxied) and those remotes, shows images from itself and IMG_ORIGINS (an S3/CDN
// origin), and may not be framed. An inline script runs only with the response's nonce
// (scriptNonce.mjs); the remote locations travel in a JSON block, which is data, not script.

/** Not one of helmet's headers: the powerful features no page of ours uses. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/**
 * helmet's options as @fastify/helmet takes them (its `reply.helmet(options)`).
 * @typedef {NonNullable<Parameters<import('fastify').FastifyReply['helmet']>[0]>} HelmetOptions
 */

/** @type {HelmetOptions} */
const COMMON = {
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  // HTTPS is the business of the edge in front (a load balancer, a CDN), which knows whether every
  // host under the domain has it: helmet's default (a year, includeSubDomains) is not ours to send.
  strictTransportSecurity: false,
  // The shell's page asks for dns-prefetch of the remotes it may need next: "off" would cancel that.
  xDnsPrefetchControl: false,
};

/**
 * Origins from a list like "https://cdn.example https://img.example" (commas or spaces).
 * @param {string | undefined} list
 */
export function originsFrom(list) {
  return String(list ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((value) => new URL(value).origin);
}

/**
 * @param {{ remoteOrigins: string[], imgOrigins?: string[], scriptNonce?: string | null,
 *   styleNonce?: string | null, styleAttributeHashes?: string[] }} options  styleNonce: a
 *   server-rendered page's stylesheets written inline (inlineStyles.mjs) carry it; styleAttributeHashes:
 *   the `style="…"` attributes such a page carries (React writes its style props so), allowed by hash
 *   and nothing else
 * @returns {HelmetOptions}
 */
export function shellSecurityHeaders({
  remoteOrigins,
  imgOrigins = [],
  scriptNonce = null,
  styleNonce = null,
  styleAttributeHashes = [],
}) {
  const remotes = [...new Set(remoteOrigins)];
  return {
    ...COMMON,
    // As before helmet: the shell's files are not fetched by other sites' pages (the remotes are).
    crossOriginResourcePolicy: false,
    contentSecurityPolicy: {
      // Exactly this policy: helmet's defaults would add 'unsafe-inline' styles, https: fonts and
      // upgrade-insecure-requests (which breaks remotes served over http).
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...remotes, ...(scriptNonce ? [`'nonce-${scriptNonce}'`] : [])],
        'style-src': ["'self'", ...remotes, ...(styleNonce ? [`'nonce-${styleNonce}'`] : [])],
        // Only on a server-rendered page with style attributes: exactly those values.
        ...(styleAttributeHashes.length > 0
          ? { 'style-src-attr': ["'unsafe-hashes'", ...styleAttributeHashes.map((hash) => `'${hash}'`)] }
          : {}),
        // Manifests come from the remotes; everything else (the API, uploads) from this origin.
        'connect-src': ["'self'", ...remotes],
        // data: for the inline fallback pictures and icon, blob: for the previews of photos being uploaded.
        'img-src': ["'self'", 'data:', 'blob:', ...new Set(imgOrigins)],
        'font-src': ["'self'", 'data:'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
  };
}

/**
 * A remote serves code and data to the shell; its own page (a notice) needs nothing.
 * @returns {HelmetOptions}
 */
export function remoteSecurityHeaders() {
  return {
    ...COMMON,
    // The shell, on another origin, loads this remote's scripts and styles.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'none'"],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:'],
        'base-uri': ["'none'"],
        'form-action': ["'none'"],
        'frame-ancestors': ["'none'"],
      },
    },
  };
}
