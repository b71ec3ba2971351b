import fp from 'fastify-plugin';
import { compressPayload } from '../../lib/http/compress-payload';
import { PublicAnswerCache } from '../../lib/http/public-answer-cache';
import { servePublicAnswers } from '../../lib/http/serve-public-answers';

/**
 * Brotli or gzip for answers of at least 1 KB (a page of listings shrinks about five times), at the
 * fast levels (lib/http/compress-payload.ts), in one onSend hook: the client says which it takes in
 * Accept-Encoding, the answer says which it got and `Vary: Accept-Encoding`. Images are already
 * compressed and pass through untouched.
 *
 * The public answers (routes with `cacheForVisitors`: feed and search, listing pages, destinations, host profiles,
 * sitemap) are kept compressed for their max-age per URL and encoding, for visitors only
 * (lib/http/serve-public-answers.ts): a repeat costs no query, serializing or compressing.
 *
 * Levels (issue 28), CPU µs per answer and bytes, on the home feed (7956 B of JSON) and a 50-listing
 * page (15067 B), zlib one-shot, best of 7 rounds:
 *   brotli q1 22 µs 1734 B | q2 32 µs 1615 B | q3 41 µs 1585 B | q4 72 µs 1573 B   (50: q2 46 µs 2529 B, q4 93 µs 2474 B)
 *   gzip 1 25 µs 1689 B | 3 27 µs 1675 B | 4 35 µs 1653 B | 6 38 µs 1625 B        (50: 3 33 µs 2680 B, 6 63 µs 2559 B)
 * Brotli q2 is smaller than gzip's level 6 for less CPU, and within 3 % of q4 for half its CPU; gzip 3
 * (clients without brotli) is within 3 % of level 6 for 30-50 % less. One-shot, not a stream per
 * answer (@fastify/compress piped every answer through a zlib stream, which cost more than the
 * compressing itself).
 */
export default fp(
  async (app) => {
    app.addHook('onSend', compressPayload);
    servePublicAnswers(app, new PublicAnswerCache());
  },
  { name: 'compress', dependencies: ['db'] },
);
