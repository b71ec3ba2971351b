const fs = require('node:fs');
const path = require('node:path');
const jestConfig = require('../jest.base.cjs');

/**
 * Packages the server's plugins require that ship ESM only (content-disposition, under
 * @fastify/static): Jest's CommonJS runtime cannot load them on Node 20, so swc turns them into
 * CommonJS like our own sources (as api/jest.config.cjs does). Read from node_modules, so an upgrade
 * that makes a package ESM-only needs no change here.
 */
function esmOnlyPackages(root) {
  const names = [];
  for (const entry of fs.readdirSync(root)) {
    const children = entry.startsWith('@')
      ? fs.readdirSync(path.join(root, entry)).map((child) => `${entry}/${child}`)
      : [entry];
    for (const name of children) {
      try {
        const pkg = JSON.parse(fs.readFileSync(path.join(root, name, 'package.json'), 'utf8'));
        if (pkg.type === 'module') names.push(name);
      } catch {
        // not a package folder
      }
    }
  }
  return names;
}

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const serverEsm = ['@shoreline', ...esmOnlyPackages(path.join(__dirname, '../node_modules'))];

// Two projects: the React app in jsdom (src/), and the shell's server (server/, Fastify) in Node.
module.exports = {
  projects: [
    {
      displayName: 'app',
      rootDir: __dirname,
      ...jestConfig({ environment: 'jsdom', setupFilesAfterEach: ['<rootDir>/jest.setup.ts'] }),
    },
    {
      displayName: 'server',
      rootDir: __dirname,
      ...jestConfig({ environment: 'node' }),
      testMatch: ['<rootDir>/server/**/*.test.ts'],
      transformIgnorePatterns: [`/node_modules/(?!(${serverEsm.map(escape).join('|')})/)`],
    },
  ],
};
