#!/usr/bin/env node
// `npm test`: every test. The static checks (type-check, lint, formatting: one test each), the API
// suite (jest, on SQLite, and on MySQL/MariaDB when TEST_MYSQL_URL is set), then the browser suite
// (Playwright in Debian's Chromium against the built apps), then the quick load bench on SQLite at
// human pace (one test: it fails when p99 is over twice its budget, decision 046).
// Ends with the databases the API suite ran on, then one line `N passed, N failed` (CI reads that last
// line), and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const e2eOnly = process.argv.includes('--e2e-only');
const apiOnly = process.argv.includes('--api-only');
// Anything else picks browser spec files, as Playwright reads them: `npm run test:e2e -- payments courses`.
const specFilters = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const report = fs.mkdtempSync(path.join(os.tmpdir(), 'devjobs-test-report-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;
const databases = [];
let built = false;

function run(command, args, options = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

// Each check counts as one test; a failed one fails the run but does not stop the suites after it.
const CHECKS = ['typecheck', 'lint', 'format:check'];
if (!e2eOnly) {
  for (const check of CHECKS) {
    if (run('npm', ['run', check]) === 0) totals.passed += 1;
    else {
      console.error(`npm run ${check} failed.`);
      totals.failed += 1;
    }
  }
}

if (!e2eOnly) {
  const out = path.join(report, 'jest.json');
  const status = run('npx', ['jest', '--json', `--outputFile=${out}`], {
    cwd: path.join(root, 'graphql-api'),
  });
  const result = readJson(out);
  if (result) {
    totals.passed += result.numPassedTests;
    totals.failed += result.numFailedTests;
    totals.skipped += result.numPendingTests + result.numTodoTests;
    // A suite that failed to run (syntax error, crashed setup) has no failed tests: count it.
    totals.failed += result.testResults.filter(
      (r) => r.status === 'failed' && r.assertionResults.length === 0,
    ).length;
  }
  if (status !== 0 || !result) broken = true;
  databases.push('SQLite');
  if (process.env.TEST_MYSQL_URL)
    databases.push(`${mysqlServer(process.env.TEST_MYSQL_URL)} (TEST_MYSQL_URL)`);
}

/** "MariaDB 10.11" or "MySQL 8.0" from the server's VERSION(), or "MySQL/MariaDB" when it cannot be asked. */
function mysqlServer(url) {
  const server = new URL(url);
  server.pathname = '/'; // the test databases are named after this one; it need not exist itself
  const ask = `require('mysql2/promise').createConnection(process.argv[1]).then(async (c) => {
    const [[row]] = await c.query('SELECT VERSION() AS v'); console.log(row.v); await c.end(); })`;
  const result = spawnSync('node', ['-e', ask, server.toString()], {
    cwd: path.join(root, 'graphql-api'),
    encoding: 'utf8',
    timeout: 10_000,
  });
  const version = result.status === 0 ? result.stdout.trim() : '';
  const [, major] = /^(\d+\.\d+)/.exec(version) ?? [];
  if (!major) return 'MySQL/MariaDB';
  return `${/mariadb/i.test(version) ? 'MariaDB' : 'MySQL'} ${major}`;
}

if (!apiOnly) {
  const chromium = '/usr/bin/chromium';
  if (!fs.existsSync(chromium)) {
    console.log(
      "\nChromium is missing: installing Debian's chromium package (needs root and apt).",
    );
    const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
    const update = run(sudo[0] ?? 'apt-get', [
      ...sudo.slice(1),
      ...(sudo.length ? ['apt-get'] : []),
      'update',
      '-qq',
    ]);
    const install =
      update === 0
        ? run(sudo[0] ?? 'apt-get', [
            ...sudo.slice(1),
            ...(sudo.length ? ['apt-get'] : []),
            'install',
            '-y',
            '-qq',
            'chromium',
          ])
        : 1;
    if (install !== 0 || !fs.existsSync(chromium)) {
      console.error(
        'Could not install chromium: install it with `apt-get install -y chromium` and run npm test again.',
      );
      broken = true;
      totals.failed += 1;
    }
  }
  // The browser suite runs whatever the API suite found: one failure there must not hide the rest.
  if (fs.existsSync(chromium)) {
    built = run('npm', ['run', 'build']) === 0;
    if (!built) {
      console.error('The build failed, so the browser tests cannot run.');
      broken = true;
      totals.failed += 1;
    } else {
      const out = path.join(report, 'playwright.json');
      const status = run(
        'npx',
        ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...specFilters],
        {
          env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: out },
        },
      );
      const result = readJson(out);
      if (result?.stats) {
        totals.passed += result.stats.expected + result.stats.flaky;
        totals.failed += result.stats.unexpected;
        totals.skipped += result.stats.skipped;
      }
      if (status !== 0 || !result) broken = true;
      if (!result) totals.failed += 1;
    }
  }
}

// A slowdown of the storefront under a realistic mix: a human-pace p99 over twice its budget, an
// error or a lost write is never noise (bench/load.mjs, decision 046). Needs the built API and storefront.
if (!e2eOnly && !apiOnly && !specFilters.length) {
  if (!built) built = run('npm', ['run', 'build', '-w', 'graphql-api', '-w', 'storefront']) === 0;
  const status = built
    ? run('node', ['bench/load.mjs'], {
        env: {
          ...process.env,
          BENCH_QUICK: '1',
          BENCH_CI: '1',
          BENCH_DIALECTS: 'sqlite',
          BENCH_FORMS: 'human',
        },
      })
    : 1;
  if (status === 0) totals.passed += 1;
  else {
    console.error('The load bench at human pace missed its CI limit (bench/README.md).');
    totals.failed += 1;
  }
}

fs.rmSync(report, { recursive: true, force: true });
if (broken && totals.failed === 0) totals.failed = 1; // something failed outside any test: never report green
if (!databases.length && !apiOnly) databases.push('SQLite (browser suite only)'); // the e2e server's own file
console.log(`\ndatabases: ${databases.join(', ')}`);
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(broken || totals.failed ? 1 : 0);
