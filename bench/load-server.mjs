// The server side of `npm run bench:load` (bench/load.mjs starts it as child processes), in two
// steps so the serving process's memory is the API's alone:
//   node load-server.mjs seed <dialect>   seeds BENCH_JOBS jobs (seeded-api.mjs) into a fresh
//       database (BENCH_MYSQL_URL names the MariaDB/MySQL one), prints one JSON line and exits
//   node load-server.mjs serve <dialect> <json>   serves the storefront site (the API, the
//       server-rendered job pages, the built app's `/` and assets) on what `seed` printed, and
//       beside it, on another loopback port, a probe for the bench alone:
//   GET  /counts         jobs, users, suggestions and the sum of job views, read straight from the database,
//                        the CPU time this process has used (all its threads), in ms, and how late
//                        its event loop ran since the last call (p99, max), and what its RSS was
//                        made of at its highest since the last call (sampled every 100 ms)
//   POST /profile/start  starts the V8 CPU profiler in this process (the API's)
//   POST /profile/stop   stops it and writes the .cpuprofile to ?file=
// Prints one JSON line with the URLs.
import fs from 'node:fs';
import inspector from 'node:inspector';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { listen, require, seedJobs, serveSeeded, serveUntilSignalled } from './seeded-api.mjs';

const express = require('express');

/** The V8 profiler of this process, as `node --cpu-prof` runs it, but only for the span asked. */
function profiler() {
  const session = new inspector.Session();
  session.connect();
  const post = (method, params) =>
    new Promise((resolve, reject) =>
      session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
    );
  return {
    start: async () => {
      await post('Profiler.enable');
      await post('Profiler.setSamplingInterval', { interval: 1000 });
      await post('Profiler.start');
    },
    stop: async (file) => {
      const { profile } = await post('Profiler.stop');
      fs.writeFileSync(file, JSON.stringify(profile));
    },
  };
}

async function main() {
  const [step, dialect = 'sqlite', data] = process.argv.slice(2);
  if (step === 'seed') {
    const seeded = await seedJobs({
      dialect,
      mysqlUrl: process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/',
      mysqlDatabase: 'devjobs_bench_load',
    });
    process.stdout.write(`${JSON.stringify(seeded)}\n`);
    process.exit(0);
  }
  if (step !== 'serve' || !data)
    throw new Error('usage: load-server.mjs seed|serve <dialect> [json]');
  const seeded = await serveSeeded({ ...JSON.parse(data), site: 'storefront' });

  const cpu = profiler();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  // What the RSS is made of at its highest since the last /counts, sampled every 100 ms.
  let peak = process.memoryUsage();
  setInterval(() => {
    const now = process.memoryUsage();
    if (now.rss > peak.rss) peak = now;
  }, 100).unref();
  const probe = express();
  probe.get('/counts', async (_req, res) => {
    const one = async (sql) => Number((await seeded.db.query(sql))[0].n);
    const used = process.cpuUsage();
    const ms = (ns) => Math.round(ns / 1e6);
    const eventLoopDelay = { p99: ms(loopDelay.percentile(99)), max: ms(loopDelay.max) };
    loopDelay.reset();
    const memoryAtPeak = peak;
    peak = process.memoryUsage();
    res.json({
      cpuMs: (used.user + used.system) / 1000,
      eventLoopDelay,
      memoryAtPeak,
      jobs: await one('SELECT COUNT(*) AS n FROM jobs'),
      users: await one('SELECT COUNT(*) AS n FROM users'),
      suggestions: await one('SELECT COUNT(*) AS n FROM suggestions'),
      views: await one('SELECT COALESCE(SUM(views), 0) AS n FROM jobs'),
    });
  });
  probe.post('/profile/start', async (_req, res) => {
    await cpu.start();
    res.json({ ok: true });
  });
  probe.post('/profile/stop', async (req, res) => {
    const { file } = req.query;
    if (typeof file !== 'string')
      return res.status(400).json({ error: '?file= names the .cpuprofile to write' });
    await cpu.stop(file);
    res.json({ ok: true });
  });
  const probed = await listen(probe);

  serveUntilSignalled(
    {
      dialect,
      url: seeded.url,
      probeUrl: probed.url,
      jobs: seeded.jobs,
    },
    [async () => probed.server.close(), seeded.stop],
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
