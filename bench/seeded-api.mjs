// The server side every bench shares: a fresh database (a temporary SQLite file, or a MariaDB/MySQL
// database dropped and created anew) seeded with BENCH_JOBS (default 10,000) realistic jobs through
// the service, then the built API (graphql-api/dist) started on it, as a server would find it, and
// listening on a spare loopback port. jobs-server.mjs and load-server.mjs run it in a child process
// so the load generator does not share its event loop.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const api = path.join(here, '..', 'graphql-api', 'dist');
export const require = createRequire(path.join(api, 'server.js'));
require('reflect-metadata');
const { createApp } = require(path.join(api, 'app.js'));
const { loadConfig } = require(path.join(api, 'config.js'));
const { openDatabase } = require(path.join(api, 'db', 'data-source.js'));
const { SYSTEM } = require(path.join(api, 'modules', 'auth', 'viewer.js'));
const { createHttpServer } = require(path.join(api, 'http', 'listen.js'));

const JOB_COUNT = Number(process.env.BENCH_JOBS ?? 10_000);
const TYPES = ['Full-Time', 'Part-Time', 'Internship', 'Contract'];
const LOCATIONS = ['Remote', 'On-site', 'Hybrid'];
const SALARIES = [
  '₹8-12 LPA',
  '50,000/month',
  '25k',
  '₹4-6 LPA',
  '15k - 20k per month',
  '₹30-40 LPA',
  '',
  '1.2 Cr',
  '₹ 1,20,000 per annum',
];
export const STACKS = [
  'React',
  'Node.js',
  'TypeScript',
  'Go',
  'Python',
  'Java',
  'Angular',
  'Vue',
  'Kotlin',
  'Rust',
];
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

/** Drops and re-creates the database named in `url` (or `fallbackName`), returns the URL of it. */
export async function freshMysql(url, fallbackName) {
  const mysql = require('mysql2/promise');
  const target = new URL(url);
  const name = target.pathname.replace(/^\//, '') || fallbackName;
  if (!/^[A-Za-z0-9_]+$/.test(name))
    throw new Error(`BENCH_MYSQL_URL database name must be [A-Za-z0-9_]: ${name}`);
  const server = new URL(url);
  server.pathname = '/';
  const admin = await mysql.createConnection(server.toString());
  await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  target.pathname = `/${name}`;
  return target.toString();
}

/** Serves `handler` on a spare loopback port, with the API's keep-alive handling (listen.ts). */
export function listen(handler) {
  return new Promise((resolve) => {
    const server = createHttpServer(handler).listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${server.address().port}` }),
    );
  });
}

/**
 * Seeds a fresh database and serves `site` ('api' or 'storefront', see app.ts) on a spare
 * loopback port. `mysqlUrl` (a server URL, its database dropped and created) picks MariaDB/MySQL.
 * Returns the URL, the open DataSource (for the bench's own checks), and stop().
 */
export async function startSeededApi({
  dialect,
  mysqlUrl,
  mysqlDatabase = 'devjobs_bench',
  site = 'api',
}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'devjobs-bench-'));
  if (dialect === 'mysql' && !mysqlUrl) throw new Error('BENCH_MYSQL_URL is required for mysql');
  const databaseUrl = dialect === 'mysql' ? await freshMysql(mysqlUrl, mysqlDatabase) : undefined;
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  // Seed through the service (every job parsed like an admin's), then start the API anew on the
  // seeded database, as a server would find it (SQLite's write-ahead log checkpointed on close).
  const started = Date.now();
  const seeding = await openDatabase({
    databaseUrl: config.databaseUrl,
    sqlitePath: config.sqlitePath,
  });
  const seeder = await createApp({ config, db: seeding });
  for (let i = 0; i < JOB_COUNT; i++) await seeder.services.jobs.create(SYSTEM, benchJob(i));
  await seeder.stop();
  await seeding.destroy();
  const seedSeconds = (Date.now() - started) / 1000;

  const db = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  const app = await createApp({ config, db });
  const { server, url } = await listen(app.site(site));
  const stop = async () => {
    await server.shutdown();
    await app.stop();
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, db, jobs: JOB_COUNT, seedSeconds, stop };
}

/** Prints the one JSON line the parent waits for, and stops cleanly on SIGTERM/SIGINT. */
export function serveUntilSignalled(info, stops) {
  process.stdout.write(`${JSON.stringify(info)}\n`);
  const stop = async () => {
    for (const s of stops) await s();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}
