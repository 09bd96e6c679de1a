/**
 * Six projects. 'unit': tests that never touch the API's test databases (test/unit: src/lib's pure
 * functions, and checks of the repository such as the generated GraphQL files, and of the global setup
 * in a scratch directory) run once.
 * 'sqlite': every other API test, each file on its own copy of a template database that globalSetup
 * migrates once (test/template-db.ts). 'mysql': the same files again on MySQL/MariaDB when
 * TEST_MYSQL_URL is set (CI sets it), each worker on a database of its own, migrated by its first
 * file and emptied before each later one (test/mysql-db.ts). 'admin-console', 'storefront' and
 * 'web-shared': the apps' own unit tests, configured in each folder's jest.config.cjs (decisions 022, 042).
 * @type {import('jest').Config}
 */
const base = {
  testEnvironment: 'node',
  testMatch: ['**/*.test.ts'],
  // `npm run typecheck` checks the tests' types (tsc over src and test); ts-jest's own check would
  // add seconds to every file.
  transform: { '^.+\\.tsx?$': ['ts-jest', { diagnostics: false }] },
  setupFilesAfterEnv: ['<rootDir>/test/setup-console.ts'],
  testTimeout: 30000,
};
const pure = ['<rootDir>/test/unit/'];
const withDatabase = {
  ...base,
  roots: ['<rootDir>/test'],
  testPathIgnorePatterns: ['/node_modules/', ...pure],
  globalSetup: '<rootDir>/test/global-setup.ts',
};

module.exports = {
  // With projects, jest reads the timeout from the top level (a project's own is ignored).
  testTimeout: base.testTimeout,
  // On 2 cores jest runs the files one after another inside its own process, and each file's
  // decorators add to global metadata stores that are never emptied: over the whole suite on both
  // databases that passed V8's 4 GB heap. With a limit jest runs them in a worker process instead
  // and replaces the worker once it holds more than 1 GB after a file.
  workerIdleMemoryLimit: '1GB',
  projects: [
    { ...base, displayName: 'unit', roots: pure },
    { ...withDatabase, displayName: 'sqlite', setupFiles: ['<rootDir>/test/use-sqlite.ts'] },
    ...(process.env.TEST_MYSQL_URL
      ? [{ ...withDatabase, displayName: 'mysql', setupFiles: ['<rootDir>/test/use-mysql.ts'] }]
      : []),
    '<rootDir>/../admin-console',
    '<rootDir>/../storefront',
    '<rootDir>/../web-shared',
  ],
};
