// The load generators' side of the bench servers: starts one (jobs-server.mjs, load-server.mjs) as
// a child process with NODE_ENV=production, as deployed (graphql-js then skips its development-only
// checks), and resolves with the JSON line it prints once it listens, plus the child to stop.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * glibc's malloc settings the API runs with (graphql-api's `serve` script, the Dockerfile; decision
 * 049): every server the benches start gets them, this build's and an older one's alike.
 */
export const API_MALLOC_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
/**
 * What a production API needs besides its data (docs/decisions/057, 061): a download secret of its own, mail off,
 * and an admin of its own when demo data is seeded. Bench values, never a deployment's.
 */
export const BENCH_PRODUCTION_ENV = {
  NODE_ENV: 'production',
  DOWNLOAD_SECRET: 'bench-download-secret-not-for-production',
  // 32 bytes, base64 (decision 078).
  SECRETS_KEY: 'YmVuY2gtc2VjcmV0cy1rZXktbm90LWZvci1wcm9kISE=',
  // The bench sends no mail: messages are kept in the outbox (decision 061).
  MAIL: 'off',
};
export const BENCH_ADMIN_ENV = {
  ADMIN_EMAIL: 'bench-admin@devjobs.local',
  ADMIN_PASSWORD: 'bench-admin-password',
};

export function startBenchServer(script, args = [], env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, script), ...args], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, ...API_MALLOC_ENV, ...env, ...BENCH_PRODUCTION_ENV },
    });
    const lines = readline.createInterface({ input: child.stdout });
    lines.once('line', (line) => resolve({ child, ...JSON.parse(line) }));
    child.once('exit', (code) =>
      reject(new Error(`${script} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/** The jobs benches' server (jobs-server.mjs) on `dialect`, seeded; says how many jobs and how long it took. */
export async function startJobsServer(dialect) {
  process.stdout.write(`\n[${dialect}] seeding jobs…`);
  const server = await startBenchServer('jobs-server.mjs', [dialect]);
  process.stdout.write(` ${server.jobs} jobs in ${server.seedSeconds.toFixed(1)} s\n`);
  return server;
}

/** Runs a script that prints one JSON line and exits (a seeding step); resolves with that line. */
export async function runBenchStep(script, args = [], env = {}) {
  const step = await startBenchServer(script, args, env);
  if (step.child.exitCode === null)
    await new Promise((resolve, reject) =>
      step.child.once('exit', (code) =>
        code === 0 ? resolve() : reject(new Error(`${script} ${args[0]} exited with ${code}`)),
      ),
    );
  const { child: _child, ...line } = step;
  return line;
}

/** Stops a server started above and waits for it to exit. */
export async function stopBenchServer(server) {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

/**
 * A baseline checkout's name in the benches' tables (BENCH_BASELINE_DIR): its commit, short, or
 * the directory's name when it is not a git checkout (a worktree's `.git` is a file naming its
 * git directory).
 */
export function checkoutName(dir) {
  const head = path.join(dir, '.git');
  try {
    const gitDir = fs.statSync(head).isFile()
      ? fs
          .readFileSync(head, 'utf8')
          .replace(/^gitdir:\s*/, '')
          .trim()
      : head;
    return fs.readFileSync(path.join(gitDir, 'HEAD'), 'utf8').trim().slice(0, 7);
  } catch {
    return path.basename(dir);
  }
}
