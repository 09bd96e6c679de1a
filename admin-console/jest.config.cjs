/**
 * The admin console's unit tests: pure modules of the app (the rich-text HTML round trip, the course
 * form's rules) in jsdom, which gives them the browser's DOMParser. graphql-api/jest.config.js lists
 * this folder as a project, so `npm test` runs and counts these too (decision 022).
 * @type {import('jest').Config}
 */
module.exports = {
  displayName: 'admin-console',
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  // As the API suite's (which sets it for every project when run from graphql-api): rendering Slate
  // in jsdom takes seconds on a busy machine. Used when this project runs alone (`npm test -w admin-console`).
  testTimeout: 30000,
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        diagnostics: false,
        tsconfig: {
          jsx: 'react-jsx',
          module: 'commonjs',
          moduleResolution: 'node',
          esModuleInterop: true,
          verbatimModuleSyntax: false,
          isolatedModules: true,
        },
      },
    ],
  },
  setupFilesAfterEnv: ['<rootDir>/../graphql-api/test/setup-console.ts'],
};
