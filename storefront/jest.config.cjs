/**
 * The storefront's unit tests: its pure logic (the job filters in the URL, paths, the purchase
 * state) and the StaticMarkup guard. Node by default; a test that renders React asks for jsdom in
 * its docblock. graphql-api/jest.config.js lists this folder as a project, so `npm test` runs and
 * counts these too (decision 042).
 * @type {import('jest').Config}
 */
module.exports = {
  displayName: 'storefront',
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
  setupFiles: ['<rootDir>/jest.setup.cjs'],
  setupFilesAfterEnv: ['<rootDir>/../graphql-api/test/setup-console.ts'],
};
