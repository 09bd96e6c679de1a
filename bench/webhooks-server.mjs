// The server side of `npm run bench:webhooks` (bench/webhooks.mjs starts it as a child process): a
// fresh database with 10,000 jobs (lists-seed.mjs), the built API on a spare loopback port with its
// webhooks' sender running as in a deployment, and a control server: POST /endpoints registers one
// endpoint per URL of the body (job.created), through the service as staff would; POST /job posts
// one job through the service. The API runs with NODE_ENV=production, but its config reads as
// development so that endpoints on loopback receivers are allowed (decision 104 refuses them in
// production). Prints one JSON line with the URLs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedJobs } from './lists-seed.mjs';
import { listen, openFreshDatabase, require, serveUntilSignalled } from './seeded-api.mjs';

const api = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'graphql-api', 'dist');
const { createApp } = require(path.join(api, 'app.js'));
const { SYSTEM } = require(path.join(api, 'modules', 'auth', 'viewer.js'));
const { bumpListVersion } = require(path.join(api, 'modules', 'jobs', 'job-list.query.js'));
const express = require('express');

const JOBS = Number(process.env.BENCH_JOBS ?? 10_000);

async function main() {
  const dialect = process.argv[2] ?? 'sqlite';
  const { dataDir, config, db } = await openFreshDatabase('webhooks', dialect);
  const seedStarted = performance.now();
  await seedJobs(db, JOBS);
  await bumpListVersion(db.manager);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  const app = await createApp({ config: { ...config, isProduction: false }, db });
  const control = express();
  control.use(express.json());
  control.post('/endpoints', async (req, res) => {
    for (const url of req.body.urls)
      await app.services.webhooks.create(SYSTEM, {
        url,
        description: 'Bench receiver',
        events: ['job.created'],
      });
    res.json({ endpoints: req.body.urls.length });
  });
  let posted = 0;
  control.post('/job', async (_req, res) => {
    const job = await app.services.jobs.create(SYSTEM, {
      title: `Webhook Bench Developer ${posted++}`,
      company: 'Bench Co',
      description: 'A job posted while the webhooks bench runs.',
      externalLink: 'https://example.com/apply',
      requirements: ['2 years of experience'],
      salary: '₹10 LPA',
      jobType: 'Full-Time',
      jobLocation: 'Remote',
    });
    res.json({ id: job.id });
  });
  const served = await listen(app.site('api'));
  const controlled = await listen(control);

  serveUntilSignalled(
    { dialect, apiUrl: served.url, controlUrl: controlled.url, jobs: JOBS, seedSeconds },
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
