// Built by the one factory of all four apps (shared-ui/build/createAppConfig.cjs).
const createAppConfig = require('../shared-ui/build/createAppConfig.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'host',
  title: 'Shoreline · Host',
  exposes: { './App': './src/App.tsx' },
});
