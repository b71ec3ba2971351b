// @ts-check
// Content-hashed files never change under their name: cache them for a year. Everything that names
// them (index.html, mf-manifest.json, remoteEntry.js, remotes.json) must be revalidated every time,
// otherwise a deploy (or moving a remote) would not be seen.
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;
// The build's brotli/gzip copy of a file (main.1234abcd.js.br) is cached like the file it stands for.
const COPY_SUFFIX = /\.(br|gz)$/;

/** @param {string} fileName  a file's name (no folder), e.g. `route-home.1a2b3c4d.js` */
export function cacheControlFor(fileName) {
  if (HASHED.test(fileName.replace(COPY_SUFFIX, ''))) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
