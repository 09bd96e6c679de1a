// The server side of `npm run bench` (bench/jobs.mjs starts it as a child process, so the load
// generator does not share its CPU): the DevJobs API on 10,000 seeded jobs (seeded-api.mjs) and,
// beside it in the same process, the baseline — a bare Express route answering the same JSON as
// the first page of the filtered list — POST /event-loop (the event loop's delay since the last
// call, for bench/full-list.mjs) and GET /cpu (this process's CPU time so far, µs, every thread: for
// bench/jobs.mjs's CPU per request). Prints one JSON line with the URLs.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { listen, require, serveUntilSignalled, startSeededApi } from './seeded-api.mjs';
import { REST_PATH } from './targets.mjs';

const express = require('express');

async function main() {
  const dialect = process.argv[2] ?? 'sqlite';
  const seeded = await startSeededApi({ dialect, mysqlUrl: process.env.BENCH_MYSQL_URL });

  // The baseline answers exactly what REST answers for this page, serialised on every request.
  const page = await (await fetch(seeded.url + REST_PATH)).json();
  if (!Array.isArray(page) || page.length !== 20)
    throw new Error(`expected a page of 20 jobs, got ${JSON.stringify(page).slice(0, 200)}`);
  const bare = express();
  bare.get('/jobs', (_req, res) => res.json(page));
  // How long this process's event loop was held since the last call (bench/full-list.mjs).
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  bare.post('/event-loop', (_req, res) => {
    const ms = (ns) => Math.round(ns / 1e6);
    res.json({ p99: ms(loop.percentile(99)), max: ms(loop.max) });
    loop.reset();
  });
  // This process's CPU time in µs (user + system, all threads: libuv's pool and V8's helpers too).
  bare.get('/cpu', (_req, res) => {
    const { user, system } = process.cpuUsage();
    res.json({ micros: user + system });
  });
  const baseline = await listen(bare);

  serveUntilSignalled(
    {
      dialect,
      apiUrl: seeded.url,
      baselineUrl: baseline.url,
      jobs: seeded.jobs,
      seedSeconds: seeded.seedSeconds,
    },
    [async () => baseline.server.close(), seeded.stop],
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
