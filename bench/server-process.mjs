// Starts bench/jobs-server.mjs as a child process (so the load generator does not share its event
// loop) and resolves with the URLs it prints once its jobs are seeded.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export function startServer(dialect) {
  return new Promise((resolve, reject) => {
    // NODE_ENV=production as deployed: graphql-js skips its development-only checks.
    const env = { ...process.env, NODE_ENV: 'production' };
    const child = spawn(process.execPath, [path.join(here, 'jobs-server.mjs'), dialect], { stdio: ['ignore', 'pipe', 'inherit'], env });
    const lines = readline.createInterface({ input: child.stdout });
    lines.once('line', (line) => resolve({ child, ...JSON.parse(line) }));
    child.once('exit', (code) => reject(new Error(`bench server (${dialect}) exited with ${code}`)));
  });
}
