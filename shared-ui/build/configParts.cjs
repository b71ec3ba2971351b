// The parts of the webpack configuration that the browser build (createAppConfig.cjs) and the server
// build (createServerConfig.cjs) of an app must share exactly: the shared singletons and their
// aliases, how TypeScript is compiled, and how CSS Modules name their classes (a server-rendered
// class name that differs from the browser's is a hydration mismatch).
const fs = require('node:fs');
const path = require('node:path');

/** Installed version of a dependency, resolved from the app so that `requiredVersion` is what it runs. */
function installedVersion(appDir, name) {
  const file = require.resolve(`${name}/package.json`, { paths: [appDir] });
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

/**
 * React, the router and zustand must exist once per page: two copies of React break hooks, two routers
 * see different locations, and the shell's zustand stores are subscribed to from remotes. date-fns is
 * shared so that it is downloaded once, not once per app.
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
    // 'react-router-dom' resolves to reactRouterDom.mjs (the part of react-router we use, its
    // production build): that one module holds the router contexts, so it is the singleton.
    'react-router-dom': {
      ...single('react-router-dom', deps['react-router-dom']),
      version: installedVersion(appDir, 'react-router-dom'),
    },
    // Import createStore from 'zustand' too, not 'zustand/vanilla': only 'zustand' is shared, and the
    // shell's bootstrap carried a second copy of the vanilla store beside the shared one.
    zustand: single('zustand', deps.zustand),
    // 'date-fns' resolves to dateFns.mjs (the functions we use): that one module is the singleton.
    // Not eager, in the shell either: its main.js runs no date or domain code before the async
    // boundary (issue 21; e2e/perf/startup-modules.spec.ts), so the shell's copy loads with its
    // bootstrap, and the remotes take that copy.
    'date-fns': {
      ...single('date-fns', deps['date-fns']),
      version: installedVersion(appDir, 'date-fns'),
    },
  };
}

/**
 * react-router's package.json sends bundlers to its development build (no "production" condition);
 * point 'react-router' at the production build, and 'react-router-dom' at our facade of it; 'date-fns'
 * at our facade of the functions we use (its own imports name the files, 'date-fns/format').
 */
function sharedAliases(appDir) {
  const routerDir = path.dirname(require.resolve('react-router/package.json', { paths: [appDir] }));
  return {
    'react-router$': path.join(routerDir, 'dist/production/index.mjs'),
    'react-router-dom$': path.join(__dirname, 'reactRouterDom.mjs'),
    'date-fns$': path.join(__dirname, 'dateFns.mjs'),
  };
}

/** TypeScript/TSX through swc, React's automatic runtime. */
function scriptRule(isDev) {
  return {
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
  };
}

/**
 * css-loader's `modules`: `*.module.css` are scoped per app, so the same shared-ui class in two slices
 * (or two slices' own classes with the same name) can never collide; other .css files are global
 * (design tokens, base styles). `extra` adds `exportOnlyLocals` for a server build.
 */
function cssModules(name, extra = {}) {
  return {
    auto: true,
    namedExport: false,
    exportLocalsConvention: 'as-is',
    localIdentName: `${name}_[local]_[hash:base64:6]`,
    ...extra,
  };
}

module.exports = { installedVersion, sharedSingletons, sharedAliases, scriptRule, cssModules };
