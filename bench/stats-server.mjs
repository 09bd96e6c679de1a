// The server side of `npm run bench:stats` (bench/stats.mjs starts it as a child process): a fresh
// database (a temporary SQLite file, or BENCH_MYSQL_URL's server with its database dropped and made
// anew) migrated and seeded with bulk inserts (stats-seed.mjs), an admin, and the built API on a
// spare loopback port. Before it listens it times, in this process, the stats' one-off costs: the
// first read after the data arrived (it settles every past day into stats_days) and the first read
// of a new day (one day settled). Beside it, the baseline: a bare Express route answering the same
// JSON as GET /api/admin/stats, from memory. Prints one JSON line with the URLs and those timings.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { totpCode } from './totp.mjs';
import { listen, openFreshDatabase, require, serveUntilSignalled } from './seeded-api.mjs';
import { seedStats } from './stats-seed.mjs';

const api = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'graphql-api', 'dist');
const { createApp } = require(path.join(api, 'app.js'));
const { calendarDay } = require(path.join(api, 'lib', 'calendar-day.js'));
const { SYSTEM } = require(path.join(api, 'modules', 'auth', 'viewer.js'));
const express = require('express');

export const ADMIN = { email: 'bench-admin@bench.example', password: 'bench-admin-password' };

const timed = async (work) => {
  const started = performance.now();
  const result = await work();
  return { ms: Math.round(performance.now() - started), result };
};

async function main() {
  const dialect = process.argv[2] ?? 'sqlite';
  const { dataDir, config, db } = await openFreshDatabase('stats', dialect);

  const seeding = await timed(() =>
    seedStats(db, (ms) => calendarDay(new Date(ms), config.appTimezone)),
  );
  const app = await createApp({ config, db });
  const admin = await app.services.users.create({ name: 'Bench Admin', ...ADMIN, isAdmin: true });
  // Staff sign in with an authenticator code in production (decision 064): the bench enrols its
  // admin as staff do, and stats.mjs signs in with a code from the same secret.
  const { secret } = await app.services.twoFactor.startFor(admin);
  await app.services.twoFactor.confirmFor(admin, totpCode(secret));

  // The one-off costs, in this process: every past day settled, then one new day.
  const firstRead = await timed(() => app.services.stats.summary(SYSTEM));
  const [{ day }] = await db.query(
    `SELECT MAX(${db.driver.escape('day')}) AS ${db.driver.escape('day')} FROM ${db.driver.escape('stats_days')}`,
  );
  await db.query(
    `DELETE FROM ${db.driver.escape('stats_days')} WHERE ${db.driver.escape('day')} = ?`,
    [day],
  );
  const newDay = await timed(() => app.services.stats.summary(SYSTEM));
  const settledDays = Number(
    (await db.query(`SELECT COUNT(*) AS n FROM ${db.driver.escape('stats_days')}`))[0].n,
  );

  // The console's origin: staff rights hold only there (decision 055).
  const served = await listen(app.site('admin'));
  const answer = JSON.parse(JSON.stringify(newDay.result));
  const bare = express();
  bare.get('/api/admin/stats', (_req, res) => res.json(answer));
  const baseline = await listen(bare);

  serveUntilSignalled(
    {
      dialect,
      apiUrl: served.url,
      baselineUrl: baseline.url,
      seeded: seeding.result,
      seedSeconds: seeding.ms / 1000,
      firstReadMs: firstRead.ms,
      newDayMs: newDay.ms,
      settledDays,
      stats: answer,
      totpSecret: secret,
    },
    [
      async () => baseline.server.close(),
      async () => served.server.close(),
      async () => app.stop(),
      async () => db.destroy(),
      async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    ],
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
