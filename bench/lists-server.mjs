// The server side of `npm run bench:lists` (bench/lists.mjs starts it as a child process): a fresh
// database (a temporary SQLite file, or BENCH_MYSQL_URL's server with its database dropped and made
// anew), migrated, seeded with `count` jobs by multi-row INSERTs straight into the table (through the
// service 100,000 jobs would take most of an hour), then the built API on a spare loopback port.
// The jobs are deterministic: job i has id listJobId(i) and was posted at listJobAt(i), one minute
// after job i - 1, so the bench can write a cursor at any depth. Prints one JSON line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPlans } from './lists-plans.mjs';
import { freshMysql, listen, require, serveUntilSignalled, STACKS } from './seeded-api.mjs';

const api = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'graphql-api', 'dist');
const { createApp } = require(path.join(api, 'app.js'));
const { loadConfig } = require(path.join(api, 'config.js'));
const { openDatabase } = require(path.join(api, 'db', 'data-source.js'));

const TYPES = ['FULL_TIME', 'PART_TIME', 'INTERNSHIP', 'CONTRACT'];
const LOCATIONS = ['REMOTE', 'ON_SITE', 'HYBRID'];
const ROLES = ['Developer', 'Engineer', 'Intern', 'Lead', 'Architect'];
const DAY_MS = 86_400_000;
/** The newest job's time: fixed, so both the server and the bench know every job's. */
export const NEWEST_AT = Date.parse('2026-11-25T12:00:00.000Z');

export const listJobId = (i) => `00000001-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
export const listJobAt = (i, count) => new Date(NEWEST_AT - (count - 1 - i) * 60_000);

/** A stored datetime as both drivers write it: UTC 'YYYY-MM-DD HH:MM:SS.SSS'. */
const stamp = (date) => date.toISOString().replace('T', ' ').replace('Z', '');
/** A calendar day as the jobs table stores it: midnight UTC. */
const day = (offset) => stamp(new Date(Math.floor(Date.now() / DAY_MS + offset) * DAY_MS));

const COLUMNS = [
  'id',
  'title',
  'slug',
  'company',
  'description',
  'externalLink',
  'responsibilities',
  'requirements',
  'skills',
  'benefits',
  'salary',
  'salaryMin',
  'experienceYears',
  'startDate',
  'deadline',
  'jobLocation',
  'jobType',
  'thumbnail',
  'views',
  'createdAt',
  'updatedAt',
];

/** Job i as a row in COLUMNS order: about 1 KB of JSON, like a real posting; one in ten closed. */
function row(i, count) {
  const stack = STACKS[i % STACKS.length];
  const years = i % 7;
  const at = stamp(listJobAt(i, count));
  return [
    listJobId(i),
    `${stack} ${ROLES[i % ROLES.length]} ${i}`,
    `${stack.toLowerCase().replace(/\W+/g, '-')}-${ROLES[i % ROLES.length].toLowerCase()}-${i}`,
    `Company ${i % 500}`,
    `Work on ${stack} services used by millions. `.repeat(8),
    `https://example.com/jobs/${i}`,
    JSON.stringify(['Build features end to end', 'Review code', 'Improve performance']),
    JSON.stringify([`${years}+ years of ${stack}`, 'Good communication']),
    JSON.stringify([stack, 'Git', 'SQL']),
    JSON.stringify(['Health insurance', 'Remote-friendly']),
    '₹8-12 LPA',
    400_000 + (i % 20) * 100_000,
    years,
    day(-30 - (i % 30)),
    i % 10 === 0 ? day(-1 - (i % 20)) : day(10 + (i % 60)),
    LOCATIONS[(i >> 2) % LOCATIONS.length],
    TYPES[i % TYPES.length],
    i % 3 ? `https://example.com/logos/${i % 50}.png` : null,
    i % 100,
    at,
    at,
  ];
}

/** Inserts `count` jobs, BATCH rows a statement (SQLite's limit is 32,766 placeholders). */
export async function seedJobs(db, count) {
  const BATCH = 1000;
  const e = (name) => db.driver.escape(name);
  const one = `(${COLUMNS.map(() => '?').join(', ')})`;
  for (let i = 0; i < count; i += BATCH) {
    const rows = [];
    for (let j = i; j < Math.min(count, i + BATCH); j++) rows.push(row(j, count));
    await db.query(
      `INSERT INTO ${e('jobs')} (${COLUMNS.map(e).join(', ')}) VALUES ${rows.map(() => one).join(', ')}`,
      rows.flat(),
    );
  }
}

async function main() {
  const dialect = process.argv[2] ?? 'sqlite';
  const count = Number(process.argv[3] ?? 10_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'devjobs-bench-lists-'));
  const databaseUrl =
    dialect === 'mysql'
      ? await freshMysql(
          process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/devjobs_bench_lists',
          'devjobs_bench_lists',
        )
      : undefined;
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  // Opening migrates; the API starts on the seeded database, its caches empty.
  const db = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  const started = performance.now();
  await seedJobs(db, count);
  const seedSeconds = Math.round((performance.now() - started) / 100) / 10;
  const plans = await checkPlans(db, config.appTimezone);
  const app = await createApp({ config, db });
  const { server, url } = await listen(app.site('api'));
  serveUntilSignalled({ url, seedSeconds, pid: process.pid, plans }, [
    async () => server.close(),
    () => app.stop(),
    () => db.destroy(),
    async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
