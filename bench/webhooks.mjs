// npm run bench:webhooks (decision 104): a job posted with 100 webhook endpoints registered. On
// SQLite, and on MariaDB/MySQL when BENCH_DIALECTS names it (BENCH_MYSQL_URL, default
// mysql://root@127.0.0.1:3306/devjobs_bench_webhooks: dropped and made anew), the server
// (webhooks-server.mjs, a child process) seeds 10,000 jobs; this process starts 100 receivers on
// loopback (each answers 200 at once), registers one endpoint for each, posts one job and prints
// the time from the post's answer until all 100 deliveries arrived, and the job list's p99 while
// that happens (5 GraphQL pages a second, open loop, latency from when a request was due, as
// bench:alerts). Budgets: all delivered within 10 s; the list's p99 under 100 ms (the human-pace
// budget of bench:load). Exit code 1 when a budget is missed.
import http from 'node:http';
import { startBenchServer, stopBenchServer } from './child-server.mjs';
import { percentile } from './percentile.mjs';

const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite').split(',');
const ENDPOINTS = 100;
const BUDGET_DELIVERED_MS = 10_000;
const BUDGET_LIST_P99 = 100;
const LIST_RATE = 5;
const WORDS = ['react', 'python', 'go', 'java', 'node', 'rust'];
const LIST = `query JobsPage($filter: JobFilter, $first: Int!) { jobs(filter: $filter, first: $first) { totalCount edges { node { id title company } } } }`;

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

function post(url, body) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          res.statusCode === 200 ? resolve(text) : reject(new Error(`${res.statusCode} ${text}`)),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** ENDPOINTS receivers; `all` resolves once each has had one delivery of `jobId`. */
async function startReceivers() {
  let expected = null;
  const arrived = new Set();
  let done;
  const all = new Promise((resolve) => (done = resolve));
  const servers = await Promise.all(
    Array.from(
      { length: ENDPOINTS },
      (_, i) =>
        new Promise((resolve) => {
          const server = http.createServer((req, res) => {
            let body = '';
            req.on('data', (chunk) => (body += chunk));
            req.on('end', () => {
              res.end('ok');
              if (expected && JSON.parse(body).data?.id === expected) arrived.add(i);
              if (arrived.size === ENDPOINTS) done(performance.now());
            });
          });
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  return {
    urls: servers.map((s) => `http://127.0.0.1:${s.address().port}/hooks`),
    expect: (id) => (expected = id),
    all,
    arrived: () => arrived.size,
    close: () => servers.forEach((s) => s.close()),
  };
}

/** The job list at LIST_RATE pages a second until `until` settles; its latencies' p50, p99 and errors. */
async function listWhile(apiUrl, until) {
  const latencies = [];
  let errors = 0;
  let n = 0;
  let done = false;
  const started = performance.now();
  const inFlight = [];
  const settled = until.finally(() => (done = true));
  while (!done) {
    const due = started + (n * 1000) / LIST_RATE;
    const wait = due - performance.now();
    if (wait > 0) await Promise.race([new Promise((r) => setTimeout(r, wait)), settled]);
    if (done) break;
    const variables = { filter: { q: WORDS[n % WORDS.length] }, first: 20 };
    n++;
    inFlight.push(
      post(`${apiUrl}/graphql`, JSON.stringify({ query: LIST, variables })).then(
        () => latencies.push(performance.now() - due),
        () => errors++,
      ),
    );
  }
  await Promise.all(inFlight);
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(percentile(latencies, q));
  return { requests: latencies.length, p50: at(0.5), p99: at(0.99), errors, result: await until };
}

async function run(dialect) {
  process.stdout.write(`\n[${dialect}] seeding jobs…`);
  const server = await startBenchServer('webhooks-server.mjs', [dialect]);
  process.stdout.write(` ${server.jobs} jobs in ${server.seedSeconds.toFixed(1)} s\n`);
  const receivers = await startReceivers();
  try {
    await post(`${server.controlUrl}/endpoints`, JSON.stringify({ urls: receivers.urls }));
    for (let i = 0; i < 50; i++)
      await post(
        `${server.apiUrl}/graphql`,
        JSON.stringify({ query: LIST, variables: { first: 20 } }),
      );
    // Listing starts a second before the job is posted and ends when the last delivery arrives.
    let postedAt = 0;
    const delivered = (async () => {
      await new Promise((r) => setTimeout(r, 1000));
      const started = performance.now();
      const { id } = JSON.parse(await post(`${server.controlUrl}/job`, '{}'));
      postedAt = performance.now();
      receivers.expect(id);
      const timeout = new Promise((r) => setTimeout(() => r(null), 60_000));
      const at = await Promise.race([receivers.all, timeout]);
      return { postMs: postedAt - started, ms: at === null ? null : at - postedAt };
    })();
    const list = await listWhile(server.apiUrl, delivered);
    const { ms, postMs } = list.result;
    console.log(
      `  one job posted (answered in ${Math.round(postMs)} ms): ${receivers.arrived()}/${ENDPOINTS} deliveries in ${ms === null ? '> 60 s' : `${(ms / 1000).toFixed(2)} s`} (budget < ${BUDGET_DELIVERED_MS / 1000} s)`,
    );
    console.log(
      `  job list meanwhile: ${list.requests} pages, p50 ${list.p50} ms, p99 ${list.p99} ms, ${list.errors} errors (budget p99 < ${BUDGET_LIST_P99} ms)`,
    );
    const misses = [];
    if (ms === null || ms >= BUDGET_DELIVERED_MS) misses.push(`deliveries took ${ms} ms`);
    if (list.p99 >= BUDGET_LIST_P99 || list.errors)
      misses.push(`job list p99 ${list.p99} ms, ${list.errors} errors`);
    return misses;
  } finally {
    receivers.close();
    await stopBenchServer(server);
  }
}

const misses = [];
for (const dialect of DIALECTS) misses.push(...(await run(dialect)));
agent.destroy();
console.log(misses.length ? `\nFAIL: ${misses.join('; ')}` : '\nPASS: every budget holds');
process.exitCode = misses.length ? 1 : 0;
