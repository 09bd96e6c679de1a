// npm run bench: the job list under load (decisions 007, 035). For SQLite, and MariaDB/MySQL when
// BENCH_MYSQL_URL is set (a database it may drop and re-create), it seeds 10,000 jobs, then runs
// autocannon (50 connections, 10 s each in 5 interleaved slices, after a 2 s warm-up) against
//   1. baseline: a bare Express route returning the same JSON as the first page of 20 filtered jobs,
//   2. the same page through GraphQL,
//   3. the same page through REST GET /api/jobs?…&limit=20,
// and prints req/s, p99, errors, the ratios to the baseline and the server's CPU time per request
// (µs: the server process's user + system time over its requests; the load generator runs in this
// process and is not counted). On a shared machine the ratios move with the neighbours' load (printed
// with each run); CPU per request moves much less. Then each target again at a fixed offered load
// (BENCH_RATE req/s, default 300, evenly spaced, over up to 50 connections) for its latency.
// Budgets: GraphQL ≥ 30 % of the baseline, REST ≥ 59 % (decision 035), p99 < 50 ms
// at the fixed load, zero errors.
// The p99 at saturation is printed too; it is queueing (Little's law), not a budget (decision 007).
// Exit code 1 when a budget is missed.
import os from 'node:os';
import autocannon from 'autocannon';
import { openLoop } from './open-loop.mjs';
import { startJobsServer, stopBenchServer } from './child-server.mjs';
import { GRAPHQL_BODY, REST_PATH } from './targets.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = 2;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const RATE = Number(process.env.BENCH_RATE ?? 300);
const BUDGET = { graphql: 0.3, rest: 0.59, p99: 50 };

function load(opts, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: seconds, ...opts }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** The server process's CPU time so far, µs (jobs-server.mjs GET /cpu). */
async function serverCpu(server) {
  return (await (await fetch(`${server.baselineUrl}/cpu`)).json()).micros;
}

/** The machine's 1-minute load average, for the report (other helpers' work shows here). */
const loadAverage = () => os.loadavg()[0].toFixed(2);

/**
 * Each target gets DURATION seconds in all, run as ROUNDS interleaved slices (baseline, GraphQL,
 * REST, baseline, …) so a noisy neighbour slows every target alike and the ratios stay fair.
 * req/s is total requests over total time; p99 is the worst slice's; errors are summed; CPU µs per
 * request is the server's CPU time during the target's slices over their requests.
 */
async function measureAll(server, targets) {
  const totals = targets.map((t) => ({
    name: t.name,
    requests: 0,
    seconds: 0,
    p99: 0,
    errors: 0,
    cpuMicros: 0,
  }));
  for (const t of targets) await load(t.opts, WARMUP);
  const slice = Math.max(1, Math.round(DURATION / ROUNDS));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, t] of targets.entries()) {
      const cpuBefore = await serverCpu(server);
      const r = await load(t.opts, slice);
      totals[i].cpuMicros += (await serverCpu(server)) - cpuBefore;
      totals[i].requests += r.requests.total;
      totals[i].seconds += r.duration;
      totals[i].p99 = Math.max(totals[i].p99, r.latency.p99);
      totals[i].errors += r.errors + r.timeouts + r.non2xx;
    }
  }
  return totals.map((t) => ({
    ...t,
    rps: t.requests / t.seconds,
    cpuPerRequest: t.cpuMicros / t.requests,
  }));
}

async function latencyAll(targets) {
  const rows = [];
  for (const t of targets)
    rows.push({
      name: t.name,
      ...(await openLoop(t.opts, { rate: RATE, seconds: DURATION, connections: CONNECTIONS })),
    });
  return rows;
}

async function benchDialect(dialect) {
  const server = await startJobsServer(dialect);
  try {
    const targets = [
      { name: 'baseline (bare Express)', opts: { url: `${server.baselineUrl}/jobs` } },
      {
        name: 'GraphQL jobs(first: 20)',
        opts: {
          url: `${server.apiUrl}/graphql`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: GRAPHQL_BODY,
        },
      },
      { name: 'REST /api/jobs?limit=20', opts: { url: server.apiUrl + REST_PATH } },
    ];
    const loadBefore = loadAverage();
    const [baseline, graphql, rest] = await measureAll(server, targets);
    const loadAfter = loadAverage();
    const latency = await latencyAll(targets);
    return {
      dialect,
      rows: [baseline, graphql, rest],
      baseline,
      graphql,
      rest,
      latency,
      loadAverage: [loadBefore, loadAfter],
    };
  } finally {
    await stopBenchServer(server);
  }
}

function report({
  dialect,
  rows,
  baseline,
  graphql,
  rest,
  latency,
  loadAverage: [loadBefore, loadAfter],
}) {
  const failures = [];
  const check = (ok, text) => {
    console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${text}`);
    if (!ok) failures.push(`${dialect}: ${text}`);
  };
  console.log(
    `\n${dialect}, throughput: ${CONNECTIONS} connections as fast as they go, ${DURATION} s each in ${ROUNDS} interleaved slices`,
  );
  console.log(
    `  (machine load average ${loadBefore} before, ${loadAfter} after, on ${os.availableParallelism()} cores)`,
  );
  // "by CPU": the baseline's CPU per request over the target's, the ratio a server with its cores to itself would show.
  console.log(
    '  target                       req/s      p99 ms  errors   vs baseline   server CPU µs/req   by CPU',
  );
  for (const row of rows) {
    const percent = (x) => (row === baseline ? '' : `${(x * 100).toFixed(1)} %`);
    console.log(
      `  ${row.name.padEnd(26)} ${row.rps.toFixed(0).padStart(8)} ${String(row.p99).padStart(10)} ${String(row.errors).padStart(7)}   ` +
        `${percent(row.rps / baseline.rps).padEnd(11)} ${row.cpuPerRequest.toFixed(0).padStart(9)}          ${percent(baseline.cpuPerRequest / row.cpuPerRequest)}`,
    );
  }
  // Little's law: with N connections always waiting, mean latency = N / throughput.
  console.log(
    `        (saturated, the mean latency is ${CONNECTIONS} / req/s: ` +
      `${rows.map((r) => `${r.name.split(' ')[0]} ${((CONNECTIONS / r.rps) * 1000).toFixed(0)} ms`).join(', ')}; that p99 is queueing)`,
  );
  check(
    graphql.rps >= BUDGET.graphql * baseline.rps,
    `GraphQL ≥ ${BUDGET.graphql * 100} % of baseline (${((graphql.rps / baseline.rps) * 100).toFixed(1)} %)`,
  );
  check(
    rest.rps >= BUDGET.rest * baseline.rps,
    `REST ≥ ${BUDGET.rest * 100} % of baseline (${((rest.rps / baseline.rps) * 100).toFixed(1)} %)`,
  );
  for (const row of rows) check(row.errors === 0, `${row.name}: zero errors (${row.errors})`);

  console.log(
    `\n${dialect}, latency: ${RATE} req/s offered evenly over up to ${CONNECTIONS} connections, ${DURATION} s each`,
  );
  console.log('  target                       req/s      p50 ms   p99 ms   max ms  errors');
  for (const row of latency) {
    console.log(
      `  ${row.name.padEnd(26)} ${row.rps.toFixed(0).padStart(8)} ${String(row.p50).padStart(10)} ${String(row.p99).padStart(8)} ${String(row.max).padStart(8)} ${String(row.errors).padStart(7)}`,
    );
  }
  for (const row of latency.slice(1))
    check(
      row.p99 < BUDGET.p99,
      `${row.name} p99 < ${BUDGET.p99} ms at ${RATE} req/s (${row.p99} ms)`,
    );
  for (const row of latency)
    check(row.errors === 0, `${row.name}: zero errors at ${RATE} req/s (${row.errors})`);
  return failures;
}

const dialects = ['sqlite', ...(process.env.BENCH_MYSQL_URL ? ['mysql'] : [])];
const failures = [];
for (const dialect of dialects) failures.push(...report(await benchDialect(dialect)));
if (!process.env.BENCH_MYSQL_URL)
  console.log(
    '\n(set BENCH_MYSQL_URL=mysql://user:pass@host:3306/devjobs_bench to run on MySQL/MariaDB too)',
  );
console.log(failures.length ? `\n${failures.length} budget(s) missed.` : '\nAll budgets met.');
process.exit(failures.length ? 1 : 0);
