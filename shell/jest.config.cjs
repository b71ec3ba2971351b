module.exports = require('../jest.base.cjs')({
  environment: 'jsdom',
  setupFilesAfterEach: ['<rootDir>/jest.setup.ts'],
});
