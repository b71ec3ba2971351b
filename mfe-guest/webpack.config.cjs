// Built by the one factory of all four apps (shared-ui/build/createAppConfig.cjs): the browser build
// and, beside it in dist/server, the server build the shell's server renders public pages with.
const createAppConfig = require('../shared-ui/build/createAppConfig.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'guest',
  title: 'Shoreline · Guest',
  exposes: { './App': './src/App.tsx' },
  server: {},
});
