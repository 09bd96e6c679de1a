/**
 * The storefront's unit tests: its pure logic (the job filters in the URL, paths, the purchase
 * state) and the StaticMarkup guard. Node by default; a test that renders React asks for jsdom in
 * its docblock. graphql-api/jest.config.js lists this folder as a project, so `npm test` runs and
 * counts these too (decision 042).
 */
module.exports = require('../scripts/jest-app-project.cjs')(__dirname, {
  displayName: 'storefront',
  setupFiles: ['<rootDir>/jest.setup.cjs'],
});
