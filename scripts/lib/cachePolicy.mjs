// Content-hashed files never change under their name: cache them for a year. Everything that names
// them (index.html, mf-manifest.json, remoteEntry.js, remotes.json) must be revalidated every time,
// otherwise a deploy (or moving a remote) would not be seen.
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

export function cacheControlFor(fileName) {
  if (HASHED.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
