/**
 * Every API test runs on SQLite; with TEST_MYSQL_URL set (CI sets it) the same suite runs again on MySQL/MariaDB.
 * @type {import('jest').Config}
 */
const base = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { diagnostics: false }] },
  setupFilesAfterEnv: ['<rootDir>/test/setup-console.ts'],
  testTimeout: 30000,
};

module.exports = {
  // With projects, jest reads the timeout from the top level (a project's own is ignored).
  testTimeout: base.testTimeout,
  projects: [
    { ...base, displayName: 'sqlite', setupFiles: ['<rootDir>/test/use-sqlite.ts'] },
    ...(process.env.TEST_MYSQL_URL ? [{ ...base, displayName: 'mysql', setupFiles: ['<rootDir>/test/use-mysql.ts'] }] : []),
  ],
};
