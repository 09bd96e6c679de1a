// The server side of `npm run bench:alerts` (bench/alerts.mjs starts it as a child process): a
// fresh database with 10,000 jobs (lists-seed.mjs) and 100,000 job alerts of a realistic spread of
// filters over 25,000 addresses (written straight into the table, each filter as the list's rules
// return it), the built API on a spare loopback port with its alert sweeps' timers stopped, and a
// control server the bench drives them through: POST /instant posts one job and runs the instant
// sweep; POST /daily posts 30 jobs and runs the daily digest. Each answers how long the sweep took
// and how many mails it queued. Prints one JSON line with the URLs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { insertRows, stamp } from './bulk-insert.mjs';
import { draw, seedJobs, STACKS } from './lists-seed.mjs';
import { listen, openFreshDatabase, require, serveUntilSignalled } from './seeded-api.mjs';

const api = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'graphql-api', 'dist');
const { createApp } = require(path.join(api, 'app.js'));
const { SYSTEM } = require(path.join(api, 'modules', 'auth', 'viewer.js'));
const { bumpListVersion } = require(path.join(api, 'modules', 'jobs', 'job-list.query.js'));
const express = require('express');

const JOBS = Number(process.env.BENCH_JOBS ?? 10_000);
const ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000);
const ADDRESSES = ALERTS / 4;
const DAY_MS = 86_400_000;
const TYPES = ['FULL_TIME', 'FULL_TIME', 'FULL_TIME', 'INTERNSHIP', 'CONTRACT', 'PART_TIME'];
const LOCATIONS = ['REMOTE', 'ON_SITE', 'HYBRID'];
const WORDS = STACKS.map((stack) => stack.toLowerCase().split('.')[0]);

/**
 * Alert i's filter, as the list's rules return it: two in three search a stack (one in ten of
 * those with a role too), half name a type, two in five one or two work modes, one in five a salary
 * bound, one in seven an experience cap; three in ten are instant.
 */
function alertRow(i, createdAt) {
  const q =
    draw(i, 1, 3) < 2
      ? `${WORDS[draw(i, 2, WORDS.length)]}${draw(i, 3, 10) === 0 ? ' developer' : ''}`
      : null;
  const types = draw(i, 4, 2) === 0 ? [TYPES[draw(i, 5, TYPES.length)]] : [];
  const locations =
    draw(i, 6, 5) < 2
      ? [
          ...new Set([
            LOCATIONS[draw(i, 7, 3)],
            LOCATIONS[draw(i, 8, 3 + draw(i, 9, 3))] ?? 'REMOTE',
          ]),
        ]
      : [];
  const salary = draw(i, 10, 5) === 0;
  const filter = {
    q,
    types,
    locations,
    maxSalary: salary && draw(i, 11, 2) === 0 ? 1_200_000 : null,
    minSalary: salary && draw(i, 11, 2) === 1 ? 600_000 : null,
    maxExperience: draw(i, 12, 7) === 0 ? [2, 5][draw(i, 13, 2)] : null,
    includeClosed: false,
  };
  return {
    id: `00000002-0000-4000-8000-${i.toString(16).padStart(12, '0')}`,
    email: `seeker${i % ADDRESSES}@bench.example`,
    userId: null,
    filter: JSON.stringify(filter),
    frequency: draw(i, 14, 10) < 3 ? 'INSTANT' : 'DAILY',
    state: 'ACTIVE',
    createdAt: stamp(createdAt),
    updatedAt: stamp(createdAt),
  };
}

async function seedAlerts(db, createdAt) {
  const BATCH = 500;
  for (let i = 0; i < ALERTS; i += BATCH) {
    const rows = [];
    for (let j = i; j < Math.min(ALERTS, i + BATCH); j++) rows.push(alertRow(j, createdAt));
    await insertRows(db, 'job_alerts', rows);
  }
}

/** A job posted now through the service, as staff post one (its title drawn like the seed's). */
const postJob = (app, n) =>
  app.services.jobs.create(SYSTEM, {
    title: `${STACKS[draw(n, 20, STACKS.length)]} Developer ${n}`,
    company: 'Bench Co',
    description: 'A job posted while the alerts bench runs.',
    externalLink: 'https://example.com/apply',
    requirements: [`${1 + draw(n, 21, 4)} years of experience`],
    salary: `₹${6 + draw(n, 22, 14)} LPA`,
    jobType: TYPES[draw(n, 23, TYPES.length)],
    jobLocation: LOCATIONS[draw(n, 24, 3)],
  });

const timed = async (work) => {
  const started = performance.now();
  const mails = await work();
  return { ms: Math.round(performance.now() - started), mails };
};

async function main() {
  const dialect = process.argv[2] ?? 'sqlite';
  const { dataDir, config, db } = await openFreshDatabase('alerts', dialect);
  const seedStarted = performance.now();
  await seedJobs(db, JOBS);
  await bumpListVersion(db.manager);
  await seedAlerts(db, new Date(Date.now() - 30 * DAY_MS));
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const app = await createApp({ config, db });
  const sweeps = app.services.jobAlertSweeps;
  // The bench runs the sweeps itself, one at a time: the timers would run them beside its own.
  await sweeps.stop();
  let posted = 0;
  const control = express();
  control.post('/instant', async (_req, res) => {
    await postJob(app, posted++);
    res.json(await timed(() => sweeps.sweepInstant()));
  });
  control.post('/daily', async (_req, res) => {
    for (let i = 0; i < 30; i++) await postJob(app, posted++);
    res.json(await timed(() => sweeps.sweepDaily()));
  });
  const served = await listen(app.site('api'));
  const controlled = await listen(control);

  serveUntilSignalled(
    {
      dialect,
      apiUrl: served.url,
      controlUrl: controlled.url,
      jobs: JOBS,
      alerts: ALERTS,
      seedSeconds,
    },
    [
      async () => controlled.server.close(),
      async () => served.server.close(),
      async () => Promise.race([app.stop(), new Promise((r) => setTimeout(r, 3000))]),
      async () => {
        if (config.databaseUrl)
          await db.query(
            `DROP DATABASE IF EXISTS \`${new URL(config.databaseUrl).pathname.slice(1)}\``,
          );
      },
      async () => db.destroy(),
      async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    ],
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
