/**
 * Unit tests of what both apps share: dates, money, paging, GraphQL errors. Node, no DOM.
 * graphql-api/jest.config.js lists this folder as a project, so `npm test` runs and counts these
 * too (decision 042).
 * @type {import('jest').Config}
 */
module.exports = {
  displayName: 'web-shared',
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
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
