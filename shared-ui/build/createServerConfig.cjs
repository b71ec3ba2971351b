// The server build of an app (issue 21): the same sources as its browser build, compiled for Node so
// that the shell's server can render public pages to HTML. Recipe from TOOLCHAIN.md ("Module
// Federation SSR works"): `target: 'async-node'`, @module-federation/node's runtime plugin (chunks and
// remote entries fetched over HTTP and run in Node), `remoteType: 'script'`, a CommonJS container, and
// `[contenthash]` in every chunk name (two builds' chunks must never share a name in one process).
//
// - A remote (the guest) builds `dist/server/remoteEntry.js` and its chunks beside its browser files;
//   its browser manifest names that entry (`metaData.ssrRemoteEntry`, see ssrManifestData), so the
//   shell's server finds it from the very manifest URL the browser uses.
// - The shell builds `dist/server/main.js`, a CommonJS module its Fastify server requires; it discovers
//   the remotes at run time, as the browser does (`remotes: {}`).
// Both share react, react-dom, the router and zustand as singletons, and the shell kit as the browser
// builds do (ShellKitPlugin): the kit's CSS class names are then the ones the browser will have.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { distDir } = require('./distDir.cjs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { cssModules, scriptRule, sharedAliases, sharedSingletons } = require('./configParts.cjs');
const { ShellKitPlugin } = require('./ShellKitPlugin.cjs');
const { kitConsumes } = require('./shellKit.cjs');

/** Where a server build goes, inside the app's dist (the shell's server never serves this folder). */
const SERVER_DIR = 'server';
const SERVER_ENTRY = 'remoteEntry.js';

/** The name of an app's server configuration (the browser configuration waits for it). */
const serverConfigName = (name) => `${name}-server`;

/**
 * `manifest.additionalData` of a remote's browser build: writes where its server entry lives into
 * mf-manifest.json (`metaData.ssrRemoteEntry`, which Module Federation's runtime loads instead of
 * remoteEntry.js when it runs in Node). The entry's content hash rides along as a query, so a new
 * server build changes the manifest (the shell's server keys its containers by the manifest) and its
 * entry URL (nothing cached under the old URL is reused).
 */
function ssrManifestData(appDir) {
  return ({ stats }) => {
    const file = path.join(distDir(appDir), SERVER_DIR, SERVER_ENTRY);
    if (!fs.existsSync(file)) return stats;
    const hash = crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 12);
    stats.metaData.ssrRemoteEntry = {
      name: `${SERVER_ENTRY}?v=${hash}`,
      path: SERVER_DIR,
      type: 'commonjs-module',
    };
    return stats;
  };
}

/**
 * @param {object} options
 * @param {string} options.appDir
 * @param {'shell' | 'guest' | 'host' | 'admin'} options.name
 * @param {object} options.pkg                the app's package.json
 * @param {boolean} options.isDev
 * @param {Record<string, string>} [options.exposes]   a remote's exposed modules
 * @param {string} [options.entry]                     the shell's server entry
 */
function createServerConfig({ appDir, name, pkg, isDev, exposes, entry }) {
  const isShell = name === 'shell';
  return {
    name: serverConfigName(name),
    mode: isDev ? 'development' : 'production',
    context: appDir,
    target: 'async-node',
    entry: isShell ? { main: entry } : {},
    devtool: 'source-map',
    output: {
      path: path.join(distDir(appDir), SERVER_DIR),
      // A remote's chunks load from wherever its server entry was fetched (the runtime plugin falls
      // back to the entry's URL); the shell's from its own folder.
      publicPath: isShell ? '' : 'auto',
      filename: isShell ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: isShell ? { type: 'commonjs2' } : undefined,
      uniqueName: `shoreline_${name}_server`,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'], alias: sharedAliases(appDir) },
    module: {
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        scriptRule(isDev),
        // Class names only: the browser build brings the stylesheets.
        {
          test: /\.css$/,
          use: [{ loader: 'css-loader', options: { modules: cssModules(name, { exportOnlyLocals: true }) } }],
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isShell ? {} : { filename: SERVER_ENTRY, exposes, library: { type: 'commonjs-module' } }),
        remotes: {},
        remoteType: 'script',
        shared: { ...sharedSingletons(appDir, pkg), ...(isShell ? {} : kitConsumes()) },
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
      }),
      new ShellKitPlugin({ isShell, checkStartup: false }),
    ],
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

module.exports = { createServerConfig, serverConfigName, ssrManifestData, SERVER_DIR };
