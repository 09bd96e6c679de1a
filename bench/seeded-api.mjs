// The server side every bench shares: a fresh database (a temporary SQLite file, or a MariaDB/MySQL
// database dropped and created anew) seeded with BENCH_JOBS (default 10,000) realistic jobs, each
// checked by the API's own parseJob and written with multi-row INSERTs (one by one through the
// service, 100,000 jobs took many minutes), then the built API started on it, as a server would
// find it, and listening on a spare loopback port. jobs-server.mjs and load-server.mjs run it in a
// child process so the load generator does not share its event loop. BENCH_API_ROOT (default: this
// checkout) names the checkout whose built API (graphql-api/dist, storefront/dist) is seeded and
// served: load.mjs sets it to measure an older build beside this one.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { draw, ROLES, STACKS } from './lists-seed.mjs';
import { BENCH_PRODUCTION_ENV } from './child-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const api = path.join(
  path.resolve(process.env.BENCH_API_ROOT ?? path.join(here, '..')),
  'graphql-api',
  'dist',
);
if (!fs.existsSync(path.join(api, 'app.js')))
  throw new Error(`${api} has no built API: run npm run build -w graphql-api there`);
export const require = createRequire(path.join(api, 'server.js'));
require('reflect-metadata');
const { createApp } = require(path.join(api, 'app.js'));
const { loadConfig } = require(path.join(api, 'config.js'));
const { openDatabase } = require(path.join(api, 'db', 'data-source.js'));
const { Job } = require(path.join(api, 'modules', 'jobs', 'job.entity.js'));
const { parseJob } = require(path.join(api, 'modules', 'jobs', 'job.rules.js'));
const { slugify } = require(path.join(api, 'lib', 'slug.js'));
// An older build (BENCH_API_ROOT) may predate createHttpServer: the same keep-alive settings then.
const createHttpServer =
  require(path.join(api, 'http', 'listen.js')).createHttpServer ??
  ((handler) => {
    const server = http.createServer(handler);
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    server.shutdown = () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
    return server;
  });

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

function day(offset) {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A realistic job, deterministic by index; one in ten is closed. Each field is drawn from its own
 * hash of i (`draw`), not i modulo its list's length, which tied fields together (every React job
 * was closed, types went with salaries): searches for a stack then matched no open job at all.
 */
function benchJob(i) {
  const stack = STACKS[draw(i, 1, STACKS.length)];
  const years = draw(i, 2, 7);
  return {
    title: `${stack} ${ROLES[draw(i, 3, ROLES.length)]} #${i}`,
    company: `Company ${draw(i, 4, 500)}`,
    description: `Work on ${stack} services used by millions. `.repeat(8),
    externalLink: `https://example.com/jobs/${i}`,
    responsibilities: ['Build features end to end', 'Review code', 'Improve performance'],
    requirements: [`${years}+ years of ${stack}`, 'Good communication'],
    skills: [stack, 'Git', 'SQL'],
    benefits: ['Health insurance', 'Remote-friendly'],
    salary: SALARIES[draw(i, 5, SALARIES.length)],
    startDate: day(-30 - draw(i, 6, 30)),
    deadline: draw(i, 7, 10) === 0 ? day(-1 - draw(i, 8, 20)) : day(10 + draw(i, 9, 60)),
    jobType: TYPES[draw(i, 10, TYPES.length)],
    jobLocation: LOCATIONS[draw(i, 11, LOCATIONS.length)],
    thumbnail: draw(i, 12, 3) ? `https://example.com/logos/${draw(i, 13, 50)}.png` : '',
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
 * Writes `count` bench jobs into the migrated, empty database behind `db` (a TypeORM DataSource):
 * each job parsed as the service parses an admin's (derived salary and experience columns
 * included), its page name the slug of its unique title, created one second apart, 500 a statement.
 */
async function insertJobs(db, count, timeZone) {
  const repo = db.getRepository(Job);
  const now = Date.now();
  for (let from = 0; from < count; from += 500) {
    const rows = [];
    for (let i = from; i < Math.min(count, from + 500); i++) {
      const fields = parseJob(benchJob(i), timeZone);
      const at = new Date(now - (count - i) * 1000);
      rows.push(
        repo.create({
          ...fields,
          id: randomUUID(),
          slug: slugify(fields.title),
          views: 0,
          createdAt: at,
          updatedAt: at,
        }),
      );
    }
    await repo.insert(rows);
  }
}

/**
 * The API's configuration for a bench database: a SQLite file in `dataDir`, or the MariaDB/MySQL
 * database at `databaseUrl`. Production mode, no demo data.
 */
function benchConfig({ dataDir, databaseUrl }) {
  return loadConfig({
    ...BENCH_PRODUCTION_ENV,
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
}

/**
 * A fresh bench database, not yet opened, and the API's configuration for it: a new SQLite
 * directory named after `dirPrefix`, and for `dialect` mysql the database `mysqlDatabase` (unless
 * `mysqlUrl` names one) on `mysqlUrl`'s server, dropped and created.
 */
async function freshDatabase({ dialect, mysqlUrl, mysqlDatabase, dirPrefix }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), dirPrefix));
  if (dialect === 'mysql' && !mysqlUrl) throw new Error('BENCH_MYSQL_URL is required for mysql');
  const databaseUrl = dialect === 'mysql' ? await freshMysql(mysqlUrl, mysqlDatabase) : undefined;
  return { dataDir, databaseUrl, config: benchConfig({ dataDir, databaseUrl }) };
}

/**
 * The fresh database of the bench `name` (lists, stats), opened (so migrated), with the API's
 * configuration for it: a new SQLite directory, or for `dialect` mysql the database
 * devjobs_bench_<name> on BENCH_MYSQL_URL's server (by default this machine's, as root).
 */
export async function openFreshDatabase(name, dialect) {
  const { dataDir, config } = await freshDatabase({
    dialect,
    mysqlUrl: process.env.BENCH_MYSQL_URL ?? `mysql://root@127.0.0.1:3306/devjobs_bench_${name}`,
    mysqlDatabase: `devjobs_bench_${name}`,
    dirPrefix: `devjobs-bench-${name}-`,
  });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  return { dataDir, config, db };
}

/**
 * Seeds BENCH_JOBS jobs into a fresh database: the API's migrations run on it (createApp), the jobs
 * go in with multi-row INSERTs, and the API closes it (SQLite's write-ahead log checkpointed).
 * `mysqlUrl` (a server URL, its database dropped and created) picks MariaDB/MySQL; otherwise a new
 * SQLite directory. Returns where the data is, for serveSeeded().
 */
export async function seedJobs({ dialect, mysqlUrl, mysqlDatabase = 'devjobs_bench' }) {
  const { dataDir, databaseUrl, config } = await freshDatabase({
    dialect,
    mysqlUrl,
    mysqlDatabase,
    dirPrefix: 'devjobs-bench-',
  });
  const started = Date.now();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  const seeder = await createApp({ config, db });
  await insertJobs(db, JOB_COUNT, config.appTimezone);
  await seeder.stop();
  await db.destroy();
  return { dataDir, databaseUrl, seedSeconds: (Date.now() - started) / 1000 };
}

/**
 * Serves `site` ('api' or 'storefront', see app.ts) on a spare loopback port over a database
 * seedJobs() wrote. Returns the URL, the open DataSource (for the bench's own checks), and stop(),
 * which also removes the data (the SQLite directory, or the MariaDB/MySQL database).
 */
export async function serveSeeded({ dataDir, databaseUrl, site = 'api' }) {
  const config = benchConfig({ dataDir, databaseUrl });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  const app = await createApp({ config, db });
  const { server, url } = await listen(app.site(site));
  const stop = async () => {
    await server.shutdown();
    // app.stop() can stay pending with nothing left to run (the process would then end before the
    // clean-up below): give it 3 s.
    await Promise.race([app.stop(), new Promise((resolve) => setTimeout(resolve, 3000))]);
    if (databaseUrl)
      await db.query(`DROP DATABASE IF EXISTS \`${new URL(databaseUrl).pathname.slice(1)}\``);
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, db, jobs: JOB_COUNT, stop };
}

/** seedJobs() then serveSeeded() in this process. */
export async function startSeededApi({ dialect, mysqlUrl, mysqlDatabase, site = 'api' }) {
  const seeded = await seedJobs({ dialect, mysqlUrl, mysqlDatabase });
  const served = await serveSeeded({ ...seeded, site });
  return { ...served, seedSeconds: seeded.seedSeconds };
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
