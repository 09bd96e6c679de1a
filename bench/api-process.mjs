// The built API (graphql-api/dist/server.js, as `npm start` runs it) in a child process on spare
// ports, with the demo data in a throw-away SQLite directory. Used by the hashing-stall and
// Lighthouse benches so the load generator or browser never shares the server's event loop.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { API_MALLOC_ENV, BENCH_ADMIN_ENV, BENCH_PRODUCTION_ENV } from './child-server.mjs';

const checkout = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * `count` distinct free ports. Each probe listens until every port is known: a probe closed before
 * the next one opens may hand the next the same port.
 */
async function freePorts(count) {
  const probes = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise((resolve, reject) => {
          const server = net.createServer();
          server.once('error', reject).listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = probes.map((server) => server.address().port);
  await Promise.all(probes.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/**
 * Starts the API (of the checkout at `root`, default this one); resolves to the storefront's URL,
 * a job page path, the process id, its DATA_DIR (SQLite at app.sqlite) and stop(). `stderr`: the
 * child's standard error, passed on ('inherit') or dropped ('ignore').
 */
export async function startApi({ env = {}, root = checkout, stderr = 'inherit' } = {}) {
  const server = path.join(root, 'graphql-api', 'dist', 'server.js');
  const index = path.join(root, 'storefront', 'dist', 'index.html');
  if (!fs.existsSync(server) || !fs.existsSync(index))
    throw new Error('Build first: npm run build');
  const [port, storefrontPort, adminPort] = await freePorts(3);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'devjobs-bench-'));
  const child = spawn(process.execPath, [server], {
    cwd: root,
    stdio: ['ignore', 'pipe', stderr],
    env: {
      ...process.env,
      ...API_MALLOC_ENV,
      ...BENCH_PRODUCTION_ENV,
      SEED_DEMO: '1',
      ...BENCH_ADMIN_ENV,
      DATA_DIR: dataDir,
      PORT: String(port),
      STOREFRONT_PORT: String(storefrontPort),
      ADMIN_PORT: String(adminPort),
      PUBLIC_URL: `http://127.0.0.1:${storefrontPort}`,
      ADMIN_URL: `http://127.0.0.1:${adminPort}`,
      ...env,
    },
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the API did not start within 60 s')), 60_000);
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.includes('DevJobs is running')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`the API exited with ${code}`)));
  });
  const storefront = `http://127.0.0.1:${storefrontPort}`;
  const jobs = await (await fetch(`${storefront}/api/jobs?limit=1`)).json();
  const slug = (Array.isArray(jobs) ? jobs : jobs.jobs)[0].slug;
  return {
    storefront,
    jobPage: `/page-details/${encodeURIComponent(slug)}`,
    pid: child.pid,
    dataDir,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
