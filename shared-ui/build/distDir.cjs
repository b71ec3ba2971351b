// Where an app's build goes: `<app>/dist`, or `<APPS_DIST_ROOT>/<app folder>` when that is set, so a
// second build (the browser test of `npm run dev`) never overwrites the one the other tests serve.
const path = require('node:path');

/** @param {string} appDir  the app's folder, e.g. /repo/mfe-guest */
function distDir(appDir, env = process.env) {
  const root = env.APPS_DIST_ROOT;
  return root ? path.join(path.resolve(root), path.basename(appDir)) : path.join(appDir, 'dist');
}

module.exports = { distDir };
