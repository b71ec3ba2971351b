const base = require('../jest.base.cjs')({
  environment: 'jsdom',
  setupFilesAfterEach: ['<rootDir>/jest.setup.ts'],
});

module.exports = {
  ...base,
  // yet-another-react-lightbox (the listing's full-screen photos) ships ES modules only: compile it too.
  transformIgnorePatterns: ['/node_modules/(?!(@shoreline|yet-another-react-lightbox)/)'],
};
