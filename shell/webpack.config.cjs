// Built by the one factory of all four apps (shared-ui/build/createAppConfig.cjs). The shell knows no
// remote at build time: it reads /remotes.json when it starts. Its server build (dist/server/main.js)
// renders the renters' public pages for the shell's server (shell/server/ssrPage.mjs).
const createAppConfig = require('../shared-ui/build/createAppConfig.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'shell',
  title: 'Shoreline',
  server: { entry: './src/server/index.ts' },
});
