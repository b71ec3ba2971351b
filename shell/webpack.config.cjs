// Built by the one factory of all four apps (shared-ui/build/createAppConfig.cjs). The shell knows no
// remote at build time: it reads /remotes.json when it starts.
const createAppConfig = require('../shared-ui/build/createAppConfig.cjs');

module.exports = createAppConfig({ appDir: __dirname, name: 'shell', title: 'Shoreline' });
