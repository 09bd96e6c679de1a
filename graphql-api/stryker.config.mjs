// Mutation testing of the API's rules (docs/decisions/018-mutation-testing.md): `npm run test:mutation`
// at the root. Jest on SQLite only (the first project of jest.config.js), one test run per mutant with
// only the tests that cover it. Not in CI: a full run takes hours on a 2-core machine.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const jestConfig = require('./jest.config.js');
const sqlite = jestConfig.projects.find((p) => p.displayName === 'sqlite');

// `MUTATION_SCOPE=units npm run test:mutation`: the pure rules of src/lib against their own unit tests
// only (no database, no HTTP): minutes, not hours, on this machine (decision 018).
// `MUTATION_SCOPE=http`: the rules tested through GraphQL and REST (paging and cursors, the job input
// rules, rate limits, sign-in and passwords) against the test files that exercise them: about an hour.
const SCOPE = process.env.MUTATION_SCOPE ?? 'all';
const UNITS = SCOPE === 'units';
const UNIT_RULES = [
  'salary',
  'slug',
  'experience',
  'calendar-day',
  'app-calendar',
  'iso-time',
  'read-cache',
  'read-in-slices',
];
const HTTP_RULES = [
  'src/lib/paging.ts',
  'src/lib/cursor.ts',
  'src/lib/keyset-query.ts',
  'src/lib/password.ts',
  'src/modules/jobs/job.rules.ts',
  'src/modules/rate-limit/rate-limit.service.ts',
  'src/modules/auth/auth.service.ts',
];
const HTTP_TESTS = ['job.browse', 'job.admin', 'job.salary-filter', 'rate-limit', 'suggestion'].map(
  (name) => `<rootDir>/test/*/${name}.test.ts`,
);
const TESTS = {
  units: ['<rootDir>/test/unit/lib/*.test.ts'],
  http: [...HTTP_TESTS, '<rootDir>/test/auth.api.test.ts'],
  all: [
    '<rootDir>/test/unit/lib/*.test.ts',
    '<rootDir>/test/*/**/*.test.ts',
    '<rootDir>/test/auth.api.test.ts',
  ],
}[SCOPE];
if (!TESTS) throw new Error(`MUTATION_SCOPE is units, http or unset, not ${SCOPE}`);
// jest ORs the testMatch globs, so a `!` glob there excludes nothing: the slow lists go here.
const LEFT_OUT = [
  '/test/jobs/job\\.unpaged-list\\.test\\.ts$',
  '/test/jobs/job\\.full-list\\.test\\.ts$',
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'jest',
  jest: {
    projectType: 'custom',
    // The SQLite project alone, without `projects`: per-test coverage needs one jest project. Only the
    // behaviour tests of the mutated code: the start-up, HTTP-timing and 10,000-job list tests are slow
    // and timing-sensitive under instrumentation, the bad-input sweep (thousands of requests) reads
    // ../schema.graphql outside Stryker's sandbox, and none of them tests the rules beyond signing in.
    config: {
      ...sqlite,
      displayName: undefined,
      testTimeout: jestConfig.testTimeout,
      testMatch: TESTS,
      testPathIgnorePatterns: ['/node_modules/', ...LEFT_OUT],
    },
    enableFindRelatedTests: false,
  },
  mutate: UNITS
    ? UNIT_RULES.map((name) => `src/lib/${name}.ts`)
    : SCOPE === 'http'
      ? HTTP_RULES
      : [
          'src/lib/**/*.ts',
          'src/modules/rate-limit/*.service.ts',
          'src/modules/auth/*.service.ts',
          // The jobs module's rules, paging, list SQL and calendar, whatever files they are split into.
          'src/modules/jobs/*.ts',
          '!src/modules/jobs/*.{entity,type,types,inputs,enums,seed,resolver,rest}.ts',
        ],
  coverageAnalysis: 'perTest',
  // Code run only by a beforeAll (signing the test admin in) would otherwise make a mutant "static",
  // run against every test file; such mutants are tested by the tests that cover them, or ignored.
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 5_000,
  dryRunTimeoutMinutes: 20,
  incremental: true,
  incrementalFile: `reports/stryker-incremental${SCOPE === 'all' ? '' : `-${SCOPE}`}.json`,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation${SCOPE === 'all' ? '' : `-${SCOPE}`}/index.html` },
  jsonReporter: { fileName: `reports/mutation${SCOPE === 'all' ? '' : `-${SCOPE}`}/mutation.json` },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
