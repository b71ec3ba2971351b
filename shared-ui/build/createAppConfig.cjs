// The one webpack + Module Federation configuration of Shoreline's four browser apps (the shell and the
// guest, host and admin remotes). Each app's webpack.config.cjs is a single call to this factory, so
// the shared singletons, file naming and CSS scoping can never drift between apps.
//
// Pins and settings come from TOOLCHAIN.md: webpack 5.110.3 with @module-federation/enhanced 2.9.2,
// `dts: false` (type generation forks processes and prints EPIPE errors), remotes discovered at
// runtime (the shell builds with `remotes: {}`), an async bootstrap in every entry.
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { remotesFromEnv, DEFAULT_PORTS } = require('./remotesConfig.cjs');

/** Installed version of a dependency, resolved from the app so that `requiredVersion` is what it runs. */
function installedVersion(appDir, name) {
  const file = require.resolve(`${name}/package.json`, { paths: [appDir] });
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/**
 * React, the router and zustand must exist once per page: two copies of React break hooks, two routers
 * see different locations, and the shell's zustand stores are subscribed to from remotes.
 */
function sharedSingletons(appDir, pkg) {
  const deps = pkg.dependencies || {};
  const single = (name, declared) => ({
    singleton: true,
    requiredVersion: declared || `^${installedVersion(appDir, name)}`,
  });
  return {
    react: single('react', deps.react),
    'react/jsx-runtime': single('react', deps.react),
    'react-dom': single('react-dom', deps['react-dom']),
    'react-dom/client': single('react-dom', deps['react-dom']),
    // react-router-dom re-exports react-router, whose module holds the router contexts.
    'react-router': single('react-router', deps['react-router']),
    'react-router-dom': single('react-router-dom', deps['react-router-dom']),
    zustand: single('zustand', deps.zustand),
  };
}

// The logo mark, inline: no extra request and no 404 for /favicon.ico.
const FAVICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="#0b4f6c"/>' +
    '<path d="M5 19c3-3 5-3 8 0s5 3 8 0 5-3 6-1" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/></svg>',
)}`;

function htmlPage(title) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="#0b6e8a" />
    <link rel="icon" href="${FAVICON}" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
    <noscript>Shoreline needs JavaScript to run.</noscript>
  </body>
</html>`;
}

/**
 * @param {object} options
 * @param {string} options.appDir         the app's folder (pass __dirname)
 * @param {'shell' | 'guest' | 'host' | 'admin'} options.name  Module Federation name
 * @param {Record<string, string>} [options.exposes]  remotes only: what the shell may load
 * @param {string} options.title          page title of the html page
 */
module.exports = function createAppConfig({ appDir, name, exposes, title }) {
  const isShell = name === 'shell';
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const apiUrl = process.env.API_URL || `http://127.0.0.1:${process.env.PORT || 3000}`;

  return (_env, argv = {}) => {
    const isDev = (argv.mode || process.env.NODE_ENV) === 'development';
    const hash = isDev ? '' : '.[contenthash:8]';
    const devPort =
      Number(process.env[`${name.toUpperCase()}_PORT`]) || (isShell ? 8080 : DEFAULT_PORTS[name]);

    return {
      name,
      mode: isDev ? 'development' : 'production',
      context: appDir,
      entry: { main: './src/index.ts' },
      devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
      output: {
        path: path.join(appDir, 'dist'),
        // Remotes are served from an origin the shell learns at runtime, so their chunks must resolve
        // against wherever remoteEntry.js came from ('auto'); the shell is always at its own root.
        publicPath: isShell ? '/' : 'auto',
        filename: `[name]${hash}.js`,
        chunkFilename: `[name]${hash}.js`,
        assetModuleFilename: `assets/[name]${hash}[ext]`,
        uniqueName: `shoreline_${name}`,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: isDev } },
                  target: 'es2022',
                },
              },
            },
          },
          {
            test: /\.css$/,
            use: [
              isDev ? 'style-loader' : MiniCssExtractPlugin.loader,
              {
                loader: 'css-loader',
                options: {
                  // `*.module.css` are scoped per app, so the same shared-ui class in two slices (or
                  // two slices' own classes with the same name) can never collide; other .css files
                  // are global (design tokens, base styles).
                  modules: {
                    auto: true,
                    namedExport: false,
                    exportLocalsConvention: 'as-is',
                    localIdentName: `${name}_[local]_[hash:base64:6]`,
                  },
                },
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
          shared: sharedSingletons(appDir, pkg),
          // 'version-first' would fetch every registered remote's entry to negotiate versions at start,
          // downloading host and admin code for every renter; load a remote only when it is used.
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: isShell ? false : { fileName: 'mf-manifest.json' },
        }),
        new HtmlWebpackPlugin({
          templateContent: htmlPage(title),
          // Absolute, so deep links like /listings/42 (SPA fallback) still find the scripts.
          publicPath: '/',
          chunks: ['main'],
        }),
        ...(isDev
          ? []
          : [
              new MiniCssExtractPlugin({ filename: `[name]${hash}.css`, chunkFilename: `[name]${hash}.css` }),
            ]),
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
  };
};
