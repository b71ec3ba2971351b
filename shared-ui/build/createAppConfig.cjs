// The one webpack + Module Federation configuration of Shoreline's four browser apps (the shell and the
// guest, host and admin remotes). Each app's webpack.config.cjs is a single call to this factory, so
// the shared singletons, file naming and CSS scoping can never drift between apps.
//
// Pins and settings come from TOOLCHAIN.md: webpack 5.110.3 with @module-federation/enhanced 2.9.2,
// `dts: false` (type generation forks processes and prints EPIPE errors), remotes discovered at
// runtime (the shell builds with `remotes: {}`), an async bootstrap in every entry.
const path = require('node:path');
const { distDir } = require('./distDir.cjs');
const fs = require('node:fs');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { remotesFromEnv, DEFAULT_PORTS } = require('./remotesConfig.cjs');
const { PreloadListPlugin } = require('./PreloadListPlugin.cjs');
const { ShellKitPlugin } = require('./ShellKitPlugin.cjs');
const { kitConsumes } = require('./shellKit.cjs');
const { cssModules, scriptRule, sharedAliases, sharedSingletons } = require('./configParts.cjs');
const { createServerConfig, serverConfigName, ssrManifestData } = require('./createServerConfig.cjs');

/**
 * One Module Federation runtime per page: the shell bundles it and hands it to the remotes (whose
 * remoteEntry.js then carries only webpack's small glue), instead of every remoteEntry.js bringing its
 * own 27 KB copy. This is the plugin's `externalRuntime` pair; the shell registers the provider
 * plugin itself, as its ES module file (the runtime is bundled as ES modules): the plugin's own
 * `provideExternalRuntime` switch registers the CommonJS file, which pulled a second, CommonJS copy of
 * the runtime into the shell. Shell and remotes pin the same @module-federation/enhanced, so the
 * runtime they share is the one each was built against. Development builds keep a runtime each, so a
 * remote still runs alone in its dev harness (`npm run dev -w mfe-guest`). A remote loads no remote
 * of its own: `disableRemote` leaves the remote-loading part of webpack's glue out of its
 * remoteEntry.js (0.6 KB compressed).
 */
function federationRuntimeOptions(isShell, isDev) {
  if (isShell) {
    const plugin = require.resolve('@module-federation/inject-external-runtime-core-plugin');
    return { runtimePlugins: [plugin.replace(/\.cjs$/, '.js')] };
  }
  return isDev ? {} : { experiments: { externalRuntime: true, optimization: { disableRemote: true } } };
}

// The logo mark, inline: no extra request and no 404 for /favicon.ico.
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#0b4f6c"/>' +
    '<path d="M5 19c3-3 5-3 8 0s5 3 8 0 5-3 6-1" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/></svg>',
)}`;

// What search engines and link previews (Open Graph) show for Shoreline's public pages.
const DESCRIPTION =
  'Shoreline: cottages, flats and villas by the sea, from hosts who live there. Search coastal stays, ' +
  'book your dates and read reviews from guests.';

function htmlPage(title) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#0b6e8a" />
    <meta name="description" content="${DESCRIPTION}" />
    <meta property="og:type" content="website" />
    <meta property="og:site_name" content="Shoreline" />
    <meta property="og:title" content="${title}: short stays by the coast" />
    <meta property="og:description" content="${DESCRIPTION}" />
    <link rel="icon" href="${FAVICON}" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
    <noscript>Shoreline needs JavaScript to run.</noscript>
  </body>
</html>`;
}

const TEXT_FILES = /\.(js|css|html|json|svg|txt)$/;

function precompression() {
  return [
    new CompressionPlugin({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      test: TEXT_FILES,
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      threshold: 1024,
      minRatio: 0.9,
    }),
    new CompressionPlugin({
      filename: '[path][base].gz',
      algorithm: 'gzip',
      test: TEXT_FILES,
      compressionOptions: { level: 9 },
      threshold: 1024,
      minRatio: 0.9,
    }),
  ];
}

/** The page at a production remote's own address: the remote is a part of the shell, not a site. */
function remoteNoticePage(title, name) {
  return htmlPage(title).replace(
    '<div id="root"></div>',
    `<p>This is the ${name} part of Shoreline; it runs inside the Shoreline site, which loads it from ` +
      `<code>mf-manifest.json</code>. To work on it alone: <code>npm run dev -w mfe-${name}</code>.</p>`,
  );
}

/**
 * Whether the server build's runtime plugin (@module-federation/node, a dependency of the shell) is
 * installed: an install of one slice alone builds its browser part, and its pages are then rendered
 * in the browser (its manifest names no server build).
 */
function serverRuntimeInstalled(name) {
  try {
    require.resolve('@module-federation/node/runtimePlugin');
    return true;
  } catch {
    console.warn(`${name}: @module-federation/node is not installed; building for the browser only.`);
    return false;
  }
}

/**
 * @param {object} options
 * @param {string} options.appDir         the app's folder (pass __dirname)
 * @param {'shell' | 'guest' | 'host' | 'admin'} options.name  Module Federation name
 * @param {Record<string, string>} [options.exposes]  remotes only: what the shell may load
 * @param {string} options.title          page title of the html page
 * @param {{ entry?: string }} [options.server]  also build for the shell's server (createServerConfig.cjs):
 *   a remote's exposes, or the shell's server entry; not under `webpack serve` (the dev harness)
 */
module.exports = function createAppConfig({ appDir, name, exposes, title, server }) {
  const isShell = name === 'shell';
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const apiUrl = process.env.API_URL || `http://127.0.0.1:${process.env.PORT || 3000}`;

  return (env = {}, argv = {}) => {
    const isDev = (argv.mode || process.env.NODE_ENV) === 'development';
    const withServer = Boolean(server) && !env.WEBPACK_SERVE && serverRuntimeInstalled(name);
    const standalone = isShell || isDev;
    const hash = isDev ? '' : '.[contenthash:8]';
    const devPort =
      Number(process.env[`${name.toUpperCase()}_PORT`]) || (isShell ? 8080 : DEFAULT_PORTS[name]);

    const browser = {
      name,
      // The browser build's manifest names the server build's entry (its hash): built after it.
      dependencies: withServer ? [serverConfigName(name)] : undefined,
      mode: isDev ? 'development' : 'production',
      context: appDir,
      // A production remote runs only inside the shell, on the shell's federation runtime (see
      // federationRuntimeOptions): it builds no standalone page that could not start.
      entry: standalone ? { main: './src/index.ts' } : {},
      // No eval-based source maps in development: the shell's CSP (as in production) refuses eval.
      devtool: isDev ? 'cheap-module-source-map' : 'source-map',
      output: {
        path: distDir(appDir),
        // Remotes are served from an origin the shell learns at runtime, so their chunks must resolve
        // against wherever remoteEntry.js came from ('auto'); the shell is always at its own root.
        publicPath: isShell ? '/' : 'auto',
        filename: `[name]${hash}.js`,
        chunkFilename: `[name]${hash}.js`,
        assetModuleFilename: `assets/[name]${hash}[ext]`,
        uniqueName: `shoreline_${name}`,
        // The server build (dist/server) is written by its own configuration.
        clean: withServer ? { keep: /^server\// } : true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        alias: sharedAliases(appDir),
      },
      module: {
        // A name missing from reactRouterDom.mjs (or any other module) fails the build.
        parser: { javascript: { exportsPresence: 'error' } },
        rules: [
          scriptRule(isDev),
          {
            test: /\.css$/,
            use: [
              // Stylesheets are files in development too: the shell's CSP refuses inline <style>.
              MiniCssExtractPlugin.loader,
              {
                loader: 'css-loader',
                options: { modules: cssModules(name) },
              },
            ],
          },
          {
            test: /\.(png|jpe?g|gif|webp|avif|svg|woff2?)$/i,
            type: 'asset',
            parser: { dataUrlCondition: { maxSize: 4096 } },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isShell ? {} : { filename: 'remoteEntry.js', exposes }),
          remotes: {},
          // The shell provides the shell kit (ShellKitPlugin, below); remotes take it from there.
          shared: { ...sharedSingletons(appDir, pkg), ...(isShell ? {} : kitConsumes()) },
          // 'version-first' would fetch every registered remote's entry to negotiate versions at start,
          // downloading host and admin code for every renter; load a remote only when it is used.
          shareStrategy: 'loaded-first',
          dts: false,
          ...federationRuntimeOptions(isShell, isDev),
          manifest: isShell
            ? false
            : {
                fileName: 'mf-manifest.json',
                ...(withServer ? { additionalData: ssrManifestData(appDir) } : {}),
              },
        }),
        new ShellKitPlugin({ isShell }),
        new HtmlWebpackPlugin({
          templateContent: standalone ? htmlPage(title) : remoteNoticePage(title, name),
          // Absolute, so deep links like /listings/42 (SPA fallback) still find the scripts.
          publicPath: '/',
          chunks: standalone ? ['main'] : [],
        }),
        ...(isDev
          ? []
          : [
              new PreloadListPlugin({ isShell }),
              // Brotli and gzip copies of every text file (`x.js.br`, `x.js.gz`), made once here at
              // the best levels instead of on every request: the static server sends the one the
              // browser accepts (scripts/lib/createStaticServer.mjs).
              ...precompression(),
            ]),
        new MiniCssExtractPlugin({ filename: `[name]${hash}.css`, chunkFilename: `[name]${hash}.css` }),
      ],
      optimization: { moduleIds: 'deterministic', chunkIds: isDev ? 'named' : 'deterministic' },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'error' },
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        client: { overlay: { warnings: false, errors: true } },
        // The shell (another origin) fetches this app's manifest and chunks.
        headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
        proxy: [{ context: ['/api', '/uploads'], target: apiUrl, changeOrigin: false }],
        setupMiddlewares: (middlewares) => {
          if (isShell) {
            middlewares.unshift({
              name: 'remotes-json',
              path: '/remotes.json',
              middleware: (_req, res) => {
                res.setHeader('Content-Type', 'application/json');
                res.setHeader('Cache-Control', 'no-cache');
                res.end(JSON.stringify(remotesFromEnv(process.env)));
              },
            });
          }
          return middlewares;
        },
      },
    };
    if (!withServer) return browser;
    return [createServerConfig({ appDir, name, pkg, isDev, exposes, entry: server.entry }), browser];
  };
};
