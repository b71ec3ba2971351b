// @ts-check
// The site's public address, for what must name it absolutely (canonical URLs, robots.txt's sitemap
// line, every URL of sitemap.xml): PUBLIC_ORIGIN when the deploy sets it (as the API's own setting;
// set it in production), otherwise the request's own Host, with the scheme a TLS edge in front says
// it received (X-Forwarded-Proto, http or https only) or this server's.

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {NodeJS.ProcessEnv} env
 * @returns {string}  e.g. `https://shoreline.example`, no trailing slash
 */
export function publicOrigin(request, env) {
  if (env.PUBLIC_ORIGIN) return new URL(env.PUBLIC_ORIGIN).origin;
  const forwarded = String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase();
  const scheme = forwarded === 'https' || forwarded === 'http' ? forwarded : request.protocol;
  try {
    // Through URL: a Host that is no host name never ends up in a URL of ours.
    return new URL(`${scheme}://${request.host}`).origin;
  } catch {
    throw Object.assign(new Error(`Not a host name: ${request.host}`), { statusCode: 400 });
  }
}
