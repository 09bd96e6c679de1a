/**
 * Unit tests of what both apps share: dates, money, paging, GraphQL errors. Node, no DOM.
 * graphql-api/jest.config.js lists this folder as a project, so `npm test` runs and counts these
 * too (decision 042).
 */
module.exports = require('../scripts/jest-app-project.cjs')(__dirname, {
  displayName: 'web-shared',
});
