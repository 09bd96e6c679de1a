// npm run bench:full-list — the unpaged GET /api/jobs (every open job) next to the cached first
// page (decision 012). For SQLite, and MariaDB/MySQL when BENCH_MYSQL_URL
// is set, it seeds 10,000 jobs (bench/jobs-server.mjs), then offers the cached list page
// (bench/targets.mjs REST_PATH) at BENCH_RATE req/s (default 100, open loop) for BENCH_SECONDS
// (default 20) twice: alone, and while one client fetches the full list once a second (accepting
// br and gzip, as browsers do). It prints the page's p50/p99/max, the full list's own latency and
// bytes, and the API process's event-loop delay (p99, max) in each phase.
// `node bench/full-list.mjs filtered` fetches `/api/jobs?includeClosed=true` instead: every job
// (closed ones too), a filtered list with no limit, streamed a slice at a time rather than prebuilt.
// Budget: the page's p99 with the full list fetched ≤ 2 × its p99 alone + 10 ms, and no errors.
import http from 'node:http';
import { openLoop } from './open-loop.mjs';
import { startJobsServer, stopBenchServer } from './child-server.mjs';
import { REST_PATH } from './targets.mjs';

const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 50;
const FULL_PATH = process.argv[2] === 'filtered' ? '/api/jobs?includeClosed=true' : '/api/jobs';

function request(url, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(url, { method, headers }, (res) => {
      let bytes = 0;
      const chunks = [];
      res.on('data', (chunk) => {
        bytes += chunk.length;
        if (method === 'POST') chunks.push(chunk);
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          bytes,
          ms: performance.now() - started,
          encoding: res.headers['content-encoding'] ?? 'identity',
          text: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const eventLoop = async (server) =>
  JSON.parse((await request(`${server.baselineUrl}/event-loop`, { method: 'POST' })).text);

/** Fetches the full list once a second until `stop` resolves; each fetch's time and size. */
async function fullListEverySecond(server, stopAt) {
  const fetches = [];
  while (performance.now() < stopAt) {
    const next = performance.now() + 1000;
    fetches.push(
      await request(`${server.apiUrl}${FULL_PATH}`, { headers: { 'accept-encoding': 'br, gzip' } }),
    );
    await new Promise((r) => setTimeout(r, Math.max(0, next - performance.now())));
  }
  return fetches;
}

async function benchDialect(dialect) {
  const server = await startJobsServer(dialect);
  try {
    const page = { url: server.apiUrl + REST_PATH };
    const first = await request(`${server.apiUrl}${FULL_PATH}`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    const plain = await request(`${server.apiUrl}${FULL_PATH}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    await openLoop(page, { rate: RATE, seconds: 2, connections: CONNECTIONS }); // warm-up
    await eventLoop(server);
    const alone = await openLoop(page, { rate: RATE, seconds: SECONDS, connections: CONNECTIONS });
    const loopAlone = await eventLoop(server);
    const [withFull, fetches] = await Promise.all([
      openLoop(page, { rate: RATE, seconds: SECONDS, connections: CONNECTIONS }),
      fullListEverySecond(server, performance.now() + SECONDS * 1000),
    ]);
    const loopWithFull = await eventLoop(server);
    return { dialect, first, plain, alone, loopAlone, withFull, loopWithFull, fetches };
  } finally {
    await stopBenchServer(server);
  }
}

function report({ dialect, first, plain, alone, loopAlone, withFull, loopWithFull, fetches }) {
  const failures = [];
  const check = (ok, text) => {
    console.log(`  ${ok ? 'PASS' : 'FAIL'}  ${text}`);
    if (!ok) failures.push(`${dialect}: ${text}`);
  };
  const times = fetches.map((f) => f.ms).sort((a, b) => a - b);
  console.log(
    `\n${dialect}: ${FULL_PATH}: full list ${(plain.bytes / 1e6).toFixed(1)} MB plain, ${(first.bytes / 1e6).toFixed(2)} MB as ${first.encoding}; first request ${first.ms.toFixed(0)} ms`,
  );
  console.log(
    `  cached page at ${RATE} req/s        p50 ms  p99 ms  max ms  errors   event loop p99 / max ms`,
  );
  console.log(
    `  alone                         ${String(alone.p50).padStart(6)} ${String(alone.p99).padStart(7)} ${String(alone.max).padStart(7)} ${String(alone.errors).padStart(7)}   ${loopAlone.p99} / ${loopAlone.max}`,
  );
  console.log(
    `  + full list once a second     ${String(withFull.p50).padStart(6)} ${String(withFull.p99).padStart(7)} ${String(withFull.max).padStart(7)} ${String(withFull.errors).padStart(7)}   ${loopWithFull.p99} / ${loopWithFull.max}`,
  );
  console.log(
    `  full list fetches: ${fetches.length}, median ${times[Math.floor(times.length / 2)]?.toFixed(0)} ms, max ${times[times.length - 1]?.toFixed(0)} ms, status ${[...new Set(fetches.map((f) => f.status))].join('/')}`,
  );
  check(
    withFull.p99 <= 2 * alone.p99 + 10,
    `page p99 with the full list ≤ 2 × alone + 10 ms (${withFull.p99} vs ${alone.p99} ms)`,
  );
  check(
    alone.errors + withFull.errors === 0 && fetches.every((f) => f.status === 200),
    'no errors',
  );
  return failures;
}

const dialects = ['sqlite', ...(process.env.BENCH_MYSQL_URL ? ['mysql'] : [])];
const failures = [];
for (const dialect of dialects) failures.push(...report(await benchDialect(dialect)));
console.log(failures.length ? `\n${failures.length} budget(s) missed.` : '\nAll budgets met.');
process.exit(failures.length ? 1 : 0);
