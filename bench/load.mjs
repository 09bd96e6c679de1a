// npm run bench:load: the storefront under a realistic mix of visitors (decisions 013, 046). For
// each database (BENCH_DIALECTS: SQLite, then MariaDB/MySQL at BENCH_MYSQL_URL, default
// mysql://root@127.0.0.1:3306/, databases devjobs_bench_load_<jobs> unless the URL names another
// prefix; dropped and created) and each size (BENCH_JOBS, a list: 10,000 and 100,000 jobs) it seeds
// the jobs (a child process, load-server.mjs seed), starts the built API on them (another child,
// load-server.mjs serve) and runs BENCH_USERS (200) virtual users, each a chain of visits
// (load-mix.mjs: a new cookie jar and client address per visit), in these forms (BENCH_FORMS):
//   saturated:     the browse mix, no think time: the throughput (req/s); its p99 is the queue.
//   signins:       no think time, a third of the visits sign up and a third log in: how sign-in
//                  sheds (503 with Retry-After, counted as refusals, not errors) beside the pages.
//   human:         the browse mix, 0–4 s of think time: p99 must stay under 100 ms, with 0 errors.
//   human-signins: the sign-in mix at human pace (not run unless named).
// BENCH_BASELINE_DIR=/a/built/checkout (graphql-api/dist and storefront/dist built there) also
// seeds and serves that build the same way. Every size of every build is served at once, and each
// form runs on each server in turn (no-think-time forms on the baseline too; its servers stop
// before the human forms), so what the budgets compare is measured minutes apart on one machine.
// Errors are network errors and 5xx without Retry-After; 429s and 503s with Retry-After are
// refusals, counted apart; other 4xx too (a realistic visitor should see none). Lost writes:
// signups, suggestions and views acknowledged to the visitors, against what the database holds
// afterwards. Memory: the API's RSS after start with the demo data, after start on the seeded
// jobs, and its peak under each form (sampled from /proc/<pid>/status).
// Budgets (decision 046): the saturated mix's req/s at least the baseline build's; at the largest
// size within 20 % of the smallest; human p99 < 100 ms with no error or refusal; no lost write;
// this build's RSS at most 256 MB idle with the demo data and 640 MB at peak (decision 053).
// Exit code 1 when one is missed. BENCH_CI=1 (npm test): only a human p99 over twice its budget,
// an error or a lost write fails. BENCH_QUICK=1: 2,000 jobs, 15 s a form. BENCH_PROFILE=1
// profiles the API during the saturated form and prints where its time went.
import http from 'node:http';
import { createRequire } from 'node:module';
import { startApi } from './api-process.mjs';
import { checkoutName, runBenchStep, startBenchServer, stopBenchServer } from './child-server.mjs';
import {
  BASELINE_DIR,
  CI,
  DIALECTS,
  FORMS,
  IDLE_RSS_BUDGET_MB,
  MYSQL_POOL_MB,
  MYSQL_URL,
  PROFILE,
  saturatedForm,
  SIZES,
  WARM_UP_SECONDS,
} from './load-config.mjs';
import { runForm } from './load-form.mjs';
import { hashCostMs, memory, settle, sleep } from './load-machine.mjs';
import { discover } from './load-mix.mjs';
import { mb, printBudgets, printRun, printTable, thousands } from './load-report.mjs';

/** Seeds `jobs` jobs for `build` (this checkout, or the one at `root`) and serves them. */
async function startServer({ build, root, dialect, jobs }) {
  const database = new URL(MYSQL_URL);
  const prefix = database.pathname.replace(/^\//, '') || 'devjobs_bench_load';
  database.pathname = `/${prefix}_${root ? 'base_' : ''}${jobs}`;
  const env = {
    BENCH_JOBS: String(jobs),
    BENCH_MYSQL_URL: database.toString(),
    ...(root ? { BENCH_API_ROOT: root } : {}),
  };
  process.stdout.write(`\n[${build}, ${dialect}] seeding ${thousands(jobs)} jobs…`);
  const seeded = await runBenchStep('load-server.mjs', ['seed', dialect], env);
  process.stdout.write(` ${seeded.seedSeconds.toFixed(1)} s; starting the API…`);
  const server = await startBenchServer(
    'load-server.mjs',
    ['serve', dialect, JSON.stringify(seeded)],
    env,
  );
  try {
    await sleep(2000);
    server.idleRss = memory(server.child.pid)?.rss ?? null;
    const agent = new http.Agent({ keepAlive: true });
    server.discovered = await discover(agent, server.url);
    agent.destroy();
    const counts = await (await fetch(`${server.probeUrl}/counts`)).json();
    if (counts.jobs !== jobs)
      throw new Error(`the database holds ${counts.jobs} jobs, not the ${jobs} seeded`);
    process.stdout.write(` idle RSS ${mb(server.idleRss).trim()} MB; warming up…`);
    await runForm(server, 'saturated', { seconds: WARM_UP_SECONDS, users: 20 });
    process.stdout.write(' ready\n');
    return Object.assign(server, { build, dialect, jobs });
  } catch (error) {
    await stopBenchServer(server);
    throw error;
  }
}

/** Grows InnoDB's buffer pool to MYSQL_POOL_MB for the run; returns what puts the old size back. */
async function sizeBufferPool() {
  const server = new URL(MYSQL_URL);
  server.pathname = '/';
  const mysql = createRequire(new URL('../graphql-api/package.json', import.meta.url))(
    'mysql2/promise',
  );
  const connect = () => mysql.createConnection(server.toString());
  const admin = await connect();
  const [[{ size }]] = await admin.query('SELECT @@innodb_buffer_pool_size AS size');
  const wanted = MYSQL_POOL_MB * 1024 * 1024;
  if (Number(size) < wanted) await admin.query(`SET GLOBAL innodb_buffer_pool_size = ${wanted}`);
  await admin.end();
  console.log(
    `MariaDB/MySQL buffer pool for the run: ${Math.max(Number(size), wanted) / 1048576} MB (was ${Number(size) / 1048576} MB)`,
  );
  return async () => {
    if (Number(size) >= wanted) return;
    const again = await connect();
    await again.query(`SET GLOBAL innodb_buffer_pool_size = ${Number(size)}`);
    await again.end();
  };
}

/** RSS of the built API started as `npm start` starts it, with the demo data, 3 s after start. */
async function demoIdleRss(root) {
  const api = await startApi(root ? { root } : {});
  try {
    await sleep(3000);
    return memory(api.pid)?.rss ?? null;
  } finally {
    await api.stop();
  }
}

async function main() {
  const hashMs = hashCostMs();
  const builds = [{ build: 'this', root: null }];
  if (BASELINE_DIR) builds.push({ build: checkoutName(BASELINE_DIR), root: BASELINE_DIR });

  let idleOver = 0;
  for (const { build, root } of builds) {
    const idle = await demoIdleRss(root);
    const over = !CI && build === 'this' && idle !== null && idle > IDLE_RSS_BUDGET_MB;
    if (over) idleOver++;
    console.log(
      `${build}: API with the demo data (SQLite), idle 3 s after start: ${mb(idle).trim()} MB RSS${over ? ` FAIL: over ${IDLE_RSS_BUDGET_MB} MB` : ''}`,
    );
  }

  const restorePool = DIALECTS.includes('mysql') ? await sizeBufferPool() : async () => {};
  // The human form runs on this build alone; the baseline's servers stop once the last form they
  // take part in is over. Left up, idle, they doubled to tripled this build's human p99 on a
  // 2-core host (bench/README.md, bench:load).
  const lastBaselineForm = FORMS.findLastIndex(saturatedForm);
  const results = [];
  for (const dialect of DIALECTS) {
    // Every size of every build is served at once and each form runs on them one after the other,
    // so the figures compared (build against build, size against size) are taken minutes apart at
    // most: on a shared machine the throughput drifts by a third over a quarter of an hour.
    let servers = [];
    try {
      for (const jobs of SIZES)
        for (const b of builds) servers.push(await startServer({ ...b, dialect, jobs }));
      for (const [index, form] of FORMS.entries()) {
        if (index > lastBaselineForm && servers.some((s) => s.build !== 'this')) {
          for (const server of servers) if (server.build !== 'this') await stopBenchServer(server);
          servers = servers.filter((s) => s.build === 'this');
        }
        // No-think-time forms run on every server; the human form on this build's.
        for (const server of servers) {
          if (!saturatedForm(form) && server.build !== 'this') continue;
          const profile = PROFILE && form === 'saturated' && server.build === 'this';
          const waited = await settle();
          if (waited > 1.5)
            console.log(
              `(waited ${waited.toFixed(0)} s for the machine to go quiet before this form)`,
            );
          const result = await runForm(server, form, { profile });
          printRun(result, hashMs);
          results.push(result);
        }
      }
    } finally {
      for (const server of servers) await stopBenchServer(server);
    }
  }

  await restorePool();
  const failed = idleOver + printTable(results) + printBudgets(results);
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
