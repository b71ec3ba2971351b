// Shared jest settings: every package transpiles TypeScript with swc (TOOLCHAIN.md: ts-jest does not
// work with the TypeScript pinned here) and runs its own tests from its own folder.
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @param {{ environment?: 'node' | 'jsdom', setupFilesAfterEach?: string[] }} [options] */
module.exports = function jestConfig(options = {}) {
  return {
    testEnvironment: options.environment ?? 'node',
    transform: { '^.+\\.(t|j)sx?$': swcTransform, '^.+\\.mjs$': swcTransform },
    // Workspace packages ship TypeScript sources; everything else in node_modules is already JS.
    transformIgnorePatterns: ['/node_modules/(?!(@shoreline)/)'],
    moduleNameMapper: {
      '\\.(css)$': 'identity-obj-proxy',
      // As in the builds (shared-ui/build/configParts.cjs): 'date-fns' is our facade of the functions we
      // use. The package's index loads all ~300 of its modules, in every test file.
      '^date-fns$': require('node:path').join(__dirname, 'shared-ui/build/dateFns.mjs'),
    },
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    setupFilesAfterEnv: options.setupFilesAfterEach ?? [],
    errorOnDeprecated: true,
  };
};
