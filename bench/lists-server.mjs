// The server side of `npm run bench:lists` (bench/lists.mjs starts it as a child process): a fresh
// database (a temporary SQLite file, or BENCH_MYSQL_URL's server with its database dropped and made
// anew), migrated, seeded with `count` jobs (lists-seed.mjs), its plans checked (lists-plans.mjs),
// then the built API on a spare loopback port. Prints one JSON line.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPlans } from './lists-plans.mjs';
import { seedJobs } from './lists-seed.mjs';
import { listen, openFreshDatabase, require, serveUntilSignalled } from './seeded-api.mjs';

const api = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'graphql-api', 'dist');
const { createApp } = require(path.join(api, 'app.js'));

async function main() {
  const dialect = process.argv[2] ?? 'sqlite';
  const count = Number(process.argv[3] ?? 10_000);
  // Opened, so migrated; the API starts on the seeded database, its caches empty.
  const { dataDir, config, db } = await openFreshDatabase('lists', dialect);
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
