/**
 * The admin console's unit tests: pure modules of the app (the rich-text HTML round trip, the course
 * form's rules) in jsdom, which gives them the browser's DOMParser. graphql-api/jest.config.js lists
 * this folder as a project, so `npm test` runs and counts these too (decision 022).
 */
module.exports = require('../scripts/jest-app-project.cjs')(__dirname, {
  displayName: 'admin-console',
  testEnvironment: 'jsdom',
  // As the API suite's (which sets it for every project when run from graphql-api): rendering Slate
  // in jsdom is slow on a busy machine. Used when this project runs alone (`npm test -w admin-console`).
  testTimeout: 30000,
});
