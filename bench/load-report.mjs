// What `npm run bench:load` prints: each form's run, the table with verdicts and the throughput budgets.
import os from 'node:os';
import { printSummary } from './profile-summary.mjs';
import { percentile } from './percentile.mjs';
import {
  BASELINE_DIR,
  CI,
  CI_P99_LIMIT_MS,
  describe,
  P99_BUDGET_MS,
  PEAK_RSS_BUDGET_MB,
  saturatedForm,
  SCALE_BUDGET,
  SECONDS,
  SIZES,
  USERS,
} from './load-config.mjs';

export const thousands = (n) => n.toLocaleString('en');
export const ms = (v) => v.toFixed(0).padStart(6);
export const mb = (v) => (v === null || v === undefined ? '     ?' : v.toFixed(0).padStart(6));
export const num = (v, width) => String(v).padStart(width);

export function printRun(r, hashMs) {
  console.log(
    `\n${r.build}, ${r.dialect}, ${thousands(r.jobs)} jobs, ${r.form}: ${USERS} users, ${describe(r.form)}, ${r.seconds.toFixed(1)} s, ${r.visits} visits, ${r.rps.toFixed(0)} req/s`,
  );
  console.log(
    '  request                          count  share    p50    p90    p99 errors   429   503   4xx',
  );
  for (const k of r.kinds) {
    const sorted = k.latencies.sort((a, b) => a - b);
    const share = `${((sorted.length / r.requests) * 100).toFixed(1)}%`;
    console.log(
      `  ${k.kind.padEnd(30)} ${num(sorted.length, 7)} ${share.padStart(6)} ${ms(percentile(sorted, 0.5))} ${ms(percentile(sorted, 0.9))} ${ms(percentile(sorted, 0.99))} ${num(k.error, 6)} ${num(k.limited, 5)} ${num(k.busy, 5)} ${num(k.rejected, 5)}`,
    );
  }
  for (const [kind, list] of Object.entries(r.samples))
    for (const s of list) console.log(`  ${kind}: ${s}`);
  const writes = Object.keys(r.acked).map(
    (w) => `${w} ${r.acked[w]} acknowledged / ${r.stored[w]} stored`,
  );
  console.log(`  writes: ${writes.join(', ')}; lost writes: ${r.lost}`);
  const pages = Object.entries(r.pages).map(([how, n]) => `${how} ${n}`);
  if (pages.length)
    console.log(
      `  pages as the API answered them (Server-Timing): ${pages.join(', ')} (shell: the render workers were busy, decision 049)`,
    );
  console.log(
    `  API memory (RSS): ${mb(r.memory.idle).trim()} MB idle after start, ${mb(r.memory.peak).trim()} MB peak under this form`,
  );
  if (r.memoryAtPeak) {
    const { rss, heapTotal, heapUsed, external } = r.memoryAtPeak;
    const m = (bytes) => (bytes / 1048576).toFixed(0);
    console.log(
      `  API memory at its peak RSS (${m(rss)} MB): main thread's heap ${m(heapTotal)} MB (${m(heapUsed)} MB in use), buffers and other external ${m(external)} MB, the rest ${m(rss - heapTotal - external)} MB (render workers, code, the database's cache, malloc)`,
    );
  }
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
    `  password hashing: ${r.hashes} signups/logins × ~${hashMs.toFixed(0)} ms Argon2id ≈ ${((r.hashes * hashMs) / 1000).toFixed(1)} CPU-s, ${(hashShare * 100).toFixed(0)} % of the API process's CPU`,
  );
  if (r.profileFile) printSummary(r.profileFile);
}

/** What one form missed: always errors, other 4xx and lost writes; at human pace also p99 and refusals. */
export function verdict(r) {
  const problems = [];
  if (r.errors) problems.push(`${r.errors} errors`);
  if (r.lost) problems.push(`${r.lost} writes lost`);
  if (CI) {
    if (!saturatedForm(r.form) && r.p99 > CI_P99_LIMIT_MS)
      problems.push(`p99 ${r.p99.toFixed(0)} ms > ${CI_P99_LIMIT_MS} ms`);
    return problems;
  }
  if (r.rejected) problems.push(`${r.rejected} refused with 4xx`);
  if (r.build === 'this' && r.memory.peak > PEAK_RSS_BUDGET_MB)
    problems.push(`peak RSS ${r.memory.peak.toFixed(0)} MB > ${PEAK_RSS_BUDGET_MB} MB`);
  if (!saturatedForm(r.form)) {
    if (r.limited + r.busy) problems.push(`${r.limited + r.busy} refused with 429/503`);
    if (r.p99 >= P99_BUDGET_MS) problems.push(`p99 ${r.p99.toFixed(0)} ms ≥ ${P99_BUDGET_MS} ms`);
  }
  return problems;
}

export function printTable(results) {
  console.log(
    `\nLoad mix: ${USERS} users, ${SECONDS} s per form${CI ? `; CI gate: human p99 ≤ ${CI_P99_LIMIT_MS} ms, no error, no lost write` : `; human budget p99 < ${P99_BUDGET_MS} ms, no error or refusal; never a lost write`}`,
  );
  console.log(
    '  build      db       jobs form             req/s    p50    p90    p99 errors   429   503   4xx  lost  RSS idle/peak MB  verdict',
  );
  let failed = 0;
  for (const r of results) {
    const problems = verdict(r);
    // The budgets are this build's: the baseline's verdict is printed for comparison only.
    if (problems.length && r.build === 'this') failed++;
    console.log(
      `  ${r.build.padEnd(10)} ${r.dialect.padEnd(6)} ${num(r.jobs, 7)} ${r.form.padEnd(14)} ${num(r.rps.toFixed(0), 7)} ${ms(r.p50)} ${ms(r.p90)} ${ms(r.p99)} ${num(r.errors, 6)} ${num(r.limited, 5)} ${num(r.busy, 5)} ${num(r.rejected, 5)} ${num(r.lost, 5)}  ${mb(r.memory.idle)} / ${mb(r.memory.peak)}     ${problems.length ? `FAIL: ${problems.join(', ')}` : 'PASS'}`,
    );
  }
  console.log(
    '  (latencies in ms; a saturated p99 is the queue of a saturated server, no budget; 429/503: refusals with Retry-After; figures are noisy on a shared machine)',
  );
  return failed;
}

/** The throughput budgets: this build against the baseline, and the largest size against the smallest. */
export function printBudgets(results) {
  if (CI) return 0;
  let failed = 0;
  const line = (ok, text) => {
    if (!ok) failed++;
    console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${text}`);
  };
  console.log('\nThroughput budgets (decision 046)');
  const ours = results.filter((r) => r.build === 'this' && saturatedForm(r.form));
  for (const r of ours) {
    const base = results.find(
      (b) =>
        b.build !== 'this' && b.dialect === r.dialect && b.jobs === r.jobs && b.form === r.form,
    );
    if (!base) continue;
    line(
      r.rps >= base.rps,
      `${r.dialect}, ${thousands(r.jobs)} jobs, ${r.form}: ${r.rps.toFixed(0)} req/s, baseline ${base.build} ${base.rps.toFixed(0)} req/s (${((r.rps / base.rps) * 100).toFixed(0)} %; at least 100 %)`,
    );
  }
  if (!BASELINE_DIR)
    console.log(
      '  ----  against the pre-rendering build: skipped, no BENCH_BASELINE_DIR (a checkout of 1a7cd65 with graphql-api and storefront built, see bench/README.md)',
    );
  const smallest = Math.min(...SIZES);
  for (const r of ours) {
    if (r.jobs === smallest) continue;
    const small = ours.find(
      (s) => s.dialect === r.dialect && s.form === r.form && s.jobs === smallest,
    );
    if (!small) continue;
    line(
      r.rps >= SCALE_BUDGET * small.rps,
      `${r.dialect}, ${r.form}: ${thousands(r.jobs)} jobs ${r.rps.toFixed(0)} req/s, ${thousands(smallest)} jobs ${small.rps.toFixed(0)} req/s (${((r.rps / small.rps) * 100).toFixed(0)} %; at least ${SCALE_BUDGET * 100} %)`,
    );
  }
  if (SIZES.length < 2) console.log('  ----  size against size: skipped, one size (BENCH_JOBS)');
  return failed;
}
