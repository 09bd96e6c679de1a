// The server side of `npm run bench` (bench/jobs.mjs starts it as a child process, so the load
// generator does not share its CPU): seeds 10,000 jobs into a fresh database, then serves the
// DevJobs API and, beside it in the same process, the baseline — a bare Express route answering
// the same JSON as the first page of the filtered list, and POST /event-loop (the event loop's delay
// since the last call). Prints one JSON line with the URLs.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { REST_PATH } from './targets.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const api = path.join(here, '..', 'graphql-api', 'dist');
const require = createRequire(path.join(api, 'server.js'));
require('reflect-metadata');
const express = require('express');
const { createApp } = require(path.join(api, 'app.js'));
const { loadConfig } = require(path.join(api, 'config.js'));
const { openDatabase } = require(path.join(api, 'db', 'data-source.js'));

const JOB_COUNT = Number(process.env.BENCH_JOBS ?? 10_000);
const TYPES = ['Full-Time', 'Part-Time', 'Internship', 'Contract'];
const LOCATIONS = ['Remote', 'On-site', 'Hybrid'];
const SALARIES = ['₹8-12 LPA', '50,000/month', '25k', '₹4-6 LPA', '15k - 20k per month', '₹30-40 LPA', '', '1.2 Cr', '₹ 1,20,000 per annum'];
const STACKS = ['React', 'Node.js', 'TypeScript', 'Go', 'Python', 'Java', 'Angular', 'Vue', 'Kotlin', 'Rust'];
const ROLES = ['Developer', 'Engineer', 'Intern', 'Lead', 'Architect'];

function day(offset) {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/** A realistic job, deterministic by index; one in ten is closed. */
function benchJob(i) {
  const stack = STACKS[i % STACKS.length];
  const years = i % 7;
  return {
    title: `${stack} ${ROLES[i % ROLES.length]} #${i}`,
    company: `Company ${i % 500}`,
    description: `Work on ${stack} services used by millions. `.repeat(8),
    externalLink: `https://example.com/jobs/${i}`,
    responsibilities: ['Build features end to end', 'Review code', 'Improve performance'],
    requirements: [`${years}+ years of ${stack}`, 'Good communication'],
    skills: [stack, 'Git', 'SQL'],
    benefits: ['Health insurance', 'Remote-friendly'],
    salary: SALARIES[i % SALARIES.length],
    startDate: day(-30 - (i % 30)),
    deadline: i % 10 === 0 ? day(-1 - (i % 20)) : day(10 + (i % 60)),
    jobType: TYPES[i % TYPES.length],
    jobLocation: LOCATIONS[(i >> 2) % LOCATIONS.length],
    thumbnail: i % 3 ? `https://example.com/logos/${i % 50}.png` : '',
  };
}

async function freshMysql(url) {
  const mysql = require('mysql2/promise');
  const target = new URL(url);
  const name = target.pathname.replace(/^\//, '') || 'devjobs_bench';
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`BENCH_MYSQL_URL database name must be [A-Za-z0-9_]: ${name}`);
  const server = new URL(url);
  server.pathname = '/';
  const admin = await mysql.createConnection(server.toString());
  await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  target.pathname = `/${name}`;
  return target.toString();
}

async function main() {
  const dialect = process.argv[2] ?? 'sqlite';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'devjobs-bench-'));
  const databaseUrl = dialect === 'mysql' ? await freshMysql(process.env.BENCH_MYSQL_URL) : undefined;
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, SEED_DEMO: '0', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
  // Seed through the service (every job parsed like an admin's), then start the API anew on the
  // seeded database, as a server would find it (SQLite's write-ahead log checkpointed on close).
  const started = Date.now();
  const seeding = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  const seeder = await createApp({ config, db: seeding });
  for (let i = 0; i < JOB_COUNT; i++) await seeder.services.jobs.create(benchJob(i));
  await seeder.stop();
  await seeding.destroy();
  const seedSeconds = (Date.now() - started) / 1000;

  const db = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  const app = await createApp({ config, db });

  const listen = (handler) =>
    new Promise((resolve) => {
      const server = handler.listen(0, '127.0.0.1', () => resolve(server));
    });
  const apiServer = await listen(app.site('api'));
  const apiUrl = `http://127.0.0.1:${apiServer.address().port}`;

  // The baseline answers exactly what REST answers for this page, serialised on every request.
  const page = await (await fetch(apiUrl + REST_PATH)).json();
  if (!Array.isArray(page) || page.length !== 20) throw new Error(`expected a page of 20 jobs, got ${JSON.stringify(page).slice(0, 200)}`);
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
  const baselineServer = await listen(bare);
  const baselineUrl = `http://127.0.0.1:${baselineServer.address().port}`;

  process.stdout.write(`${JSON.stringify({ dialect, apiUrl, baselineUrl, jobs: JOB_COUNT, seedSeconds })}\n`);

  const stop = async () => {
    apiServer.close();
    baselineServer.close();
    await app.stop();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
