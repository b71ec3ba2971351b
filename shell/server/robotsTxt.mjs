// @ts-check
// The shell's robots.txt (issue 21 item 6): every crawler may read the renters' pages; the pages behind
// sign-in and the API are disallowed (their paths from shared-ui's route table, so a new private page
// is covered the day it is added), and the sitemap is named by its absolute URL.
import { privatePathPatterns } from './searchIndexing.mjs';

/**
 * @param {import('./searchIndexing.mjs').Routes} routes
 * @param {string} origin  the site's public origin (publicOrigin.mjs)
 */
export function robotsTxt(routes, origin) {
  const disallowed = [...privatePathPatterns(routes), '/api/'];
  return [
    "# Shoreline: the renters' pages are open to every crawler; accounts, hosting, admin and the API are not.",
    'User-agent: *',
    ...disallowed.map((pattern) => `Disallow: ${pattern}`),
    'Allow: /',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
