// Built by the one factory of all four apps (shared-ui/build/createAppConfig.cjs).
const createAppConfig = require('../shared-ui/build/createAppConfig.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'guest',
  title: 'Shoreline · Guest',
  exposes: { './App': './src/App.tsx' },
});
