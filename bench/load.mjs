// npm run bench:load: the storefront under a realistic mix of visitors (decision 013). On SQLite,
// then on MariaDB/MySQL (BENCH_MYSQL_URL, default mysql://root@127.0.0.1:3306/, database
// devjobs_bench_load unless the URL names one; dropped and created), it seeds 10,000 jobs, starts
// the built API (load-server.mjs, a child process) and runs BENCH_USERS (200) virtual users, each
// a chain of visits (load-mix.mjs: a new cookie jar and client address per visit), in two forms:
//   saturated: no think time, BENCH_SECONDS (60): the throughput of the mix; its p99 is the queue.
//   human:     1–3 s of think time before every action: p99 must stay under 100 ms, with 0 errors.
// Errors are network errors and 5xx; 429s and other 4xx are counted apart (a realistic visitor
// should see none). Lost writes: signups, suggestions and views acknowledged to the visitors,
// against what the database holds afterwards. BENCH_PROFILE=1 profiles the API during the
// saturated form and prints where its time went. BENCH_QUICK=1: a smoke run (10 s, 2,000 jobs).
// BENCH_FORMS=saturated,human and BENCH_DIALECTS=sqlite,mysql pick what runs.
// Exit code 1 when the human budget is missed, anything errs or is refused, or a write is lost.
import { scryptSync } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startBenchServer, stopBenchServer } from './child-server.mjs';
import { discover, visit } from './load-mix.mjs';
import { printSummary } from './profile-summary.mjs';

const QUICK = process.env.BENCH_QUICK === '1';
const SECONDS = Number(process.env.BENCH_SECONDS ?? (QUICK ? 10 : 60));
const USERS = Number(process.env.BENCH_USERS ?? 200);
const JOBS = process.env.BENCH_JOBS ?? (QUICK ? '2000' : '10000');
const FORMS = (process.env.BENCH_FORMS ?? 'saturated,human').split(',');
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,mysql').split(',');
const PROFILE = process.env.BENCH_PROFILE === '1';
const THINK_MS = { saturated: [0, 0], human: [1000, 3000] };
const P99_BUDGET_MS = 100;
const MAX_VISITS = 1_000_000;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const at = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0;

/** Busy and total jiffies of the whole machine (Linux), to show how much CPU others took. */
function machineCpu() {
  try {
    const [, ...fields] = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    return { busy: total - fields[3] - fields[4], total };
  } catch {
    return null;
  }
}

/** One form on one server: USERS slots, each running visits back to back until the time is up. */
async function runForm(server, form, discovered) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: USERS * 2 });
  const [thinkMin, thinkMax] = THINK_MS[form];
  const kinds = new Map();
  const samples = { error: [], limited: [], rejected: [] };
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  const run = {
    base: server.url,
    agent,
    tag: `${form}-${Date.now().toString(36)}`,
    asset: discovered.asset,
    jobs: discovered.jobs,
    accounts: [],
    acked: { users: 0, suggestions: 0, views: 0 },
    hashes: 0,
    record(kind, ms, result, detail) {
      let k = kinds.get(kind);
      if (!k)
        kinds.set(kind, (k = { kind, latencies: [], ok: 0, error: 0, limited: 0, rejected: 0 }));
      k.latencies.push(ms);
      k[result]++;
      if (/signup|login/.test(kind)) run.hashes++;
      if (detail && samples[result].length < 5) samples[result].push(detail);
    },
    /** The think time before an action; false when the run is over (or would be by then). */
    async pause() {
      const ms = thinkMin + Math.random() * (thinkMax - thinkMin);
      if (performance.now() + ms >= deadline) return false;
      if (ms) await sleep(ms);
      return true;
    },
  };

  const before = await (await fetch(`${server.probeUrl}/counts`)).json();
  const cpuBefore = { generator: process.cpuUsage(), machine: machineCpu() };
  const profileFile =
    PROFILE && form === 'saturated'
      ? path.join(os.tmpdir(), `devjobs-load-${server.dialect}-${Date.now()}.cpuprofile`)
      : null;
  if (profileFile) await fetch(`${server.probeUrl}/profile/start`, { method: 'POST' });

  let visits = 0;
  const slot = async () => {
    while (visits < MAX_VISITS && (await visit(run, visits++)));
  };
  await Promise.all(Array.from({ length: USERS }, slot));
  const seconds = (performance.now() - started) / 1000;

  if (profileFile)
    await fetch(`${server.probeUrl}/profile/stop?file=${encodeURIComponent(profileFile)}`, {
      method: 'POST',
    });
  const generatorCpu = process.cpuUsage(cpuBefore.generator);
  const machineAfter = machineCpu();
  agent.destroy();
  await sleep(500); // a write whose answer timed out may still land
  const after = await (await fetch(`${server.probeUrl}/counts`)).json();

  const all = [...kinds.values()];
  const latencies = all.flatMap((k) => k.latencies).sort((a, b) => a - b);
  const sum = (key) => all.reduce((n, k) => n + k[key], 0);
  const stored = {
    users: after.users - before.users,
    suggestions: after.suggestions - before.suggestions,
    views: after.views - before.views,
  };
  const lost = Object.fromEntries(
    Object.keys(stored).map((w) => [w, Math.max(0, run.acked[w] - stored[w])]),
  );
  const cores =
    machineAfter && cpuBefore.machine
      ? ((machineAfter.busy - cpuBefore.machine.busy) /
          (machineAfter.total - cpuBefore.machine.total)) *
        os.cpus().length
      : null;
  return {
    form,
    dialect: server.dialect,
    seconds,
    visits,
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: at(latencies, 0.5),
    p95: at(latencies, 0.95),
    p99: at(latencies, 0.99),
    errors: sum('error'),
    limited: sum('limited'),
    rejected: sum('rejected'),
    kinds: all.sort((a, b) => b.latencies.length - a.latencies.length),
    samples,
    acked: run.acked,
    stored,
    lost,
    hashes: run.hashes,
    cpu: {
      server: (after.cpuMs - before.cpuMs) / 1000 / seconds,
      generator: (generatorCpu.user + generatorCpu.system) / 1e6 / seconds,
      machine: cores,
    },
    eventLoopDelay: after.eventLoopDelay,
    profileFile,
  };
}

/** CPU ms of one password hash as the API makes it (scrypt N=16384, r=8, p=1), on this machine now. */
function hashCostMs() {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    scryptSync('correct horse', 'salt-salt-salt-1', 64, { N: 16384, r: 8, p: 1 });
    best = Math.min(best, performance.now() - t);
  }
  return best;
}

const ms = (v) => v.toFixed(0).padStart(6);

function printRun(r, hashMs) {
  console.log(
    `\n${r.dialect}, ${r.form}: ${USERS} users, ${r.form === 'human' ? '1–3 s think time' : 'no think time'}, ${r.seconds.toFixed(1)} s, ${r.visits} visits`,
  );
  console.log(
    '  request                          count  share    p50    p95    p99 errors   429   4xx',
  );
  for (const k of r.kinds) {
    const sorted = k.latencies.sort((a, b) => a - b);
    const share = `${((sorted.length / r.requests) * 100).toFixed(1)}%`;
    console.log(
      `  ${k.kind.padEnd(30)} ${String(sorted.length).padStart(7)} ${share.padStart(6)} ${ms(at(sorted, 0.5))} ${ms(at(sorted, 0.95))} ${ms(at(sorted, 0.99))} ${String(k.error).padStart(6)} ${String(k.limited).padStart(5)} ${String(k.rejected).padStart(5)}`,
    );
  }
  for (const [kind, list] of Object.entries(r.samples))
    for (const s of list) console.log(`  ${kind}: ${s}`);
  const writes = Object.keys(r.acked).map(
    (w) => `${w} ${r.acked[w]} acknowledged / ${r.stored[w]} stored`,
  );
  const lost = Object.values(r.lost).reduce((a, b) => a + b, 0);
  console.log(`  writes: ${writes.join(', ')}; lost writes: ${lost ? JSON.stringify(r.lost) : 0}`);
  const machine =
    r.cpu.machine === null
      ? ''
      : `; the whole machine ${r.cpu.machine.toFixed(2)} of ${os.cpus().length} (the rest: database server, other users)`;
  console.log(
    `  CPU cores busy: API process ${r.cpu.server.toFixed(2)}, load generator ${r.cpu.generator.toFixed(2)}${machine}`,
  );
  console.log(
    `  API event loop delay: p99 ${r.eventLoopDelay.p99} ms, max ${r.eventLoopDelay.max} ms`,
  );
  const others = r.cpu.machine === null ? 0 : r.cpu.machine - r.cpu.server - r.cpu.generator;
  if (others > 0.5)
    console.log(
      `  NOTE: ${others.toFixed(2)} cores went to other processes${r.dialect === 'mysql' ? ' (MariaDB/MySQL among them)' : ''}: latencies and req/s here are not the server's alone`,
    );
  const hashShare = (r.hashes * hashMs) / 1000 / (r.cpu.server * r.seconds);
  console.log(
    `  password hashing: ${r.hashes} signups/logins × ~${hashMs.toFixed(0)} ms scrypt ≈ ${((r.hashes * hashMs) / 1000).toFixed(1)} CPU-s, ${(hashShare * 100).toFixed(0)} % of the API process's CPU`,
  );
  if (r.profileFile) printSummary(r.profileFile);
}

function verdict(r) {
  const problems = [];
  if (r.errors) problems.push(`${r.errors} errors`);
  if (r.limited) problems.push(`${r.limited} rate-limited`);
  if (r.rejected) problems.push(`${r.rejected} refused`);
  const lost = Object.values(r.lost).reduce((a, b) => a + b, 0);
  if (lost) problems.push(`${lost} writes lost`);
  if (r.form === 'human' && r.p99 >= P99_BUDGET_MS)
    problems.push(`p99 ${r.p99.toFixed(0)} ms ≥ ${P99_BUDGET_MS} ms`);
  return problems;
}

async function main() {
  const hashMs = hashCostMs();
  const results = [];
  for (const dialect of DIALECTS) {
    process.stdout.write(`\n[${dialect}] seeding ${JOBS} jobs…`);
    const server = await startBenchServer('load-server.mjs', [dialect], { BENCH_JOBS: JOBS });
    process.stdout.write(` ${server.seedSeconds.toFixed(1)} s\n`);
    try {
      const agent = new http.Agent({ keepAlive: true });
      const discovered = await discover(agent, server.url);
      agent.destroy();
      for (const form of FORMS) {
        const result = await runForm(server, form, discovered);
        printRun(result, hashMs);
        results.push(result);
      }
    } finally {
      await stopBenchServer(server);
    }
  }

  console.log(
    `\nLoad mix: ${USERS} users, ${SECONDS} s per form; human budget p99 < ${P99_BUDGET_MS} ms, 0 errors; never a lost write`,
  );
  console.log(
    '  form       db        req/s    p50    p95    p99 errors   429   4xx  lost  verdict',
  );
  let failed = 0;
  for (const r of results) {
    const problems = verdict(r);
    if (problems.length) failed++;
    const lost = Object.values(r.lost).reduce((a, b) => a + b, 0);
    console.log(
      `  ${r.form.padEnd(10)} ${r.dialect.padEnd(7)} ${r.rps.toFixed(0).padStart(7)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${String(r.errors).padStart(6)} ${String(r.limited).padStart(5)} ${String(r.rejected).padStart(5)} ${String(lost).padStart(5)}  ${problems.length ? `FAIL: ${problems.join(', ')}` : 'PASS'}`,
    );
  }
  console.log(
    '  (latencies in ms; saturated p99 is the queue of a saturated server, no budget; numbers are noisy on a shared machine)',
  );
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
