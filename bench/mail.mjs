// npm run bench:mail (decision 061): the mail queue against a real SMTP server on loopback.
// Starts the built API (bench/api-process.mjs, production settings, SQLite) sending to a local
// SMTP sink, then measures:
//   1. the added latency of a request that enqueues a mail: `POST /api/auth/forgot-password` for
//      an account's address (a link is kept and a mail enqueued in one unit of work) against the
//      same request for an address with no account (the same answer, nothing written), paced
//      open-loop at RATE requests/s each, interleaved;
//   2. the queue's throughput: BURST resets asked at once, then mails/s until the sink has them all;
//   3. SMTP down for OUTAGE_SECONDS (the sink stops listening: connections are refused), while
//      signups and resets go on at the same pace; the sink comes back on the same port and the
//      queue's retries (30 s, then doubling) must deliver everything. Signup and reset p50/p99
//      during the outage are printed beside the same figures with SMTP up.
// Checks, read from the API's own SQLite file and the sink: every outbox message sent, each one
// received exactly once (by its Message-ID), none failed; no request answered 5xx.
// Budgets: no message lost or sent twice; during the outage, signup and reset p99 at most
// 1.5 × their p99 with SMTP up plus 10 ms (a noisy shared machine); exit code 1 when missed.
// BENCH_QUICK=1: a 20 s outage and smaller phases (the figures are then not the budget's).
import Database from 'better-sqlite3';
import http from 'node:http';
import path from 'node:path';
import { startSmtpSink } from '../scripts/smtp-sink.cjs';
import { startApi } from './api-process.mjs';
import { percentile } from './percentile.mjs';

const QUICK = process.env.BENCH_QUICK === '1';
const RATE = Number(process.env.BENCH_RATE ?? 4);
const BASELINE_SECONDS = QUICK ? 10 : 40;
const OUTAGE_SECONDS = Number(process.env.BENCH_OUTAGE_SECONDS ?? (QUICK ? 20 : 120));
const BURST = QUICK ? 100 : 400;
/** The last retry due after the outage: 30 s doubling from the first failure, plus a poll. */
const DRAIN_LIMIT_SECONDS = 6 * 60;
const PASSWORD = 'bench-mail-password-1';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let ip = 0;
/** A client address of its own for every request, so no per-address limit applies. */
const nextIp = () => `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}`;

function post(base, pathname, json) {
  return new Promise((resolve) => {
    const body = JSON.stringify(json);
    const started = performance.now();
    const req = http.request(
      `${base}${pathname}`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': nextIp(),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            retryAfter: Number(res.headers['retry-after'] ?? 0),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on('error', (error) => resolve({ status: 0, error, ms: performance.now() - started }));
    req.end(body);
  });
}

/**
 * The SMTP sink (scripts/smtp-sink.cjs) keeping each message's Message-ID and arrival time, unparsed;
 * close() and open() again on its port.
 */
function smtpSink() {
  const received = [];
  let server;
  const open = async (port) => {
    server = await startSmtpSink({
      port,
      parse: false,
      onMail: ({ messageId }) => received.push({ id: messageId, at: Date.now() }),
    });
    return server.port;
  };
  return { received, open, close: () => server.close() };
}

function stats(samples) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return { n: ms.length, p50: percentile(ms, 0.5), p99: percentile(ms, 0.99) };
}
const fmt = (s) =>
  `n ${String(s.n).padStart(4)}  p50 ${s.p50.toFixed(1).padStart(6)} ms  p99 ${s.p99.toFixed(1).padStart(6)} ms`;

/**
 * Runs `makers` (functions returning a request promise) open-loop for `seconds`: every 1/RATE s
 * each of them starts one request, whatever the earlier ones are doing. Resolves to their results.
 */
async function paced(seconds, makers) {
  const results = makers.map(() => []);
  const pending = [];
  const end = performance.now() + seconds * 1000;
  for (let tick = 0; performance.now() < end; tick++) {
    makers.forEach((make, i) => pending.push(make(tick).then((r) => results[i].push(r))));
    await sleep(1000 / RATE);
  }
  await Promise.all(pending);
  return results;
}

let account = 0;
const email = () => `mail-bench-${account++}@example.com`;

/**
 * Makes `needed` accounts to ask resets for (a link is limited per address), 8 signups at a time.
 * A signup refused while hashing is busy (503 with Retry-After) is sent again after it, as the
 * apps do; the refusals are counted (the first mail after start loads its templates, decision 061).
 */
async function makeAccounts(base, needed, failures) {
  const accounts = [];
  let refused = 0;
  let batch = [];
  while (accounts.length < needed) {
    while (batch.length < 8) batch.push(email());
    const answers = await Promise.all(
      batch.map((address) =>
        post(base, '/api/auth/signup', {
          name: 'Mail Bench',
          email: address,
          password: PASSWORD,
        }),
      ),
    );
    const again = [];
    answers.forEach((a, i) => {
      if (a.status >= 200 && a.status < 300) accounts.push(batch[i]);
      else if (a.status === 503 && a.retryAfter > 0) again.push(batch[i]);
      else failures.push(`signup answered ${a.status}`);
    });
    if (failures.length) throw new Error(failures[0]);
    refused += again.length;
    if (again.length) await sleep(1000 * Math.max(...answers.map((a) => a.retryAfter)));
    batch = again;
  }
  return { accounts, refused };
}

/** 1. What enqueueing adds to a request: resets for an account's address against a stranger's. */
async function measureEnqueueing({ reset, resetNobody }) {
  const [withMail, without] = await paced(BASELINE_SECONDS, [reset, resetNobody]);
  const enqueues = stats(withMail);
  const plain = stats(without);
  console.log(`\n1. forgot-password, ${RATE}/s each, SMTP up, ${BASELINE_SECONDS} s`);
  console.log(`   an account's address (link kept, mail enqueued)  ${fmt(enqueues)}`);
  console.log(`   an address with no account (nothing written)     ${fmt(plain)}`);
  console.log(
    `   added by enqueueing: p50 ${(enqueues.p50 - plain.p50).toFixed(1)} ms, p99 ${(enqueues.p99 - plain.p99).toFixed(1)} ms`,
  );
  return [withMail, without];
}

/** 2. The queue's throughput: BURST resets asked at once, then mails/s until the sink has them. */
async function measureThroughput({ sink, reset, settled }) {
  const before = sink.received.length;
  const started = Date.now();
  await Promise.all(Array.from({ length: BURST }, () => reset()));
  const asked = Date.now();
  const drained = await settled(120);
  const last = sink.received.at(-1)?.at ?? Date.now();
  const delivered = sink.received.length - before;
  // Once every request was answered, the rest of the queue is the sender's own pace.
  const afterAsked = sink.received.slice(before).filter((m) => m.at > asked).length;
  console.log(
    `\n2. ${BURST} resets asked at once (answered in ${((asked - started) / 1000).toFixed(1)} s)`,
  );
  console.log(
    `   ${delivered} mails to the SMTP server in ${((last - started) / 1000).toFixed(1)} s: ${(delivered / ((last - started) / 1000)).toFixed(0)} mails/s${drained ? '' : ' (NOT drained in 120 s)'}`,
  );
  if (afterAsked > 20)
    console.log(
      `   after the last answer: ${afterAsked} mails in ${((last - asked) / 1000).toFixed(1)} s, ${(afterAsked / ((last - asked) / 1000)).toFixed(0)} mails/s (the sender alone)`,
    );
}

/** 3. SMTP down for OUTAGE_SECONDS, then back: the requests' p99 and the queue's drain. */
async function measureOutage({ sink, smtpPort, signup, reset, settled, failures }) {
  const [upSignups, upResets] = await paced(BASELINE_SECONDS, [signup, reset]);
  await sink.close();
  const downAt = Date.now();
  const [downSignups, downResets] = await paced(OUTAGE_SECONDS, [signup, reset]);
  await sink.open(smtpPort);
  console.log(
    `\n3. SMTP down for ${((Date.now() - downAt) / 1000).toFixed(0)} s, signups and resets at ${RATE}/s each`,
  );
  console.log(`   signup, SMTP up     ${fmt(stats(upSignups))}`);
  console.log(`   signup, SMTP down   ${fmt(stats(downSignups))}`);
  console.log(`   reset,  SMTP up     ${fmt(stats(upResets))}`);
  console.log(`   reset,  SMTP down   ${fmt(stats(downResets))}`);
  const backAt = Date.now();
  const allSent = await settled(DRAIN_LIMIT_SECONDS);
  console.log(
    `   the queue ${allSent ? `was empty ${((Date.now() - backAt) / 1000).toFixed(0)} s after SMTP came back` : `still held mail ${DRAIN_LIMIT_SECONDS} s after SMTP came back`}`,
  );
  for (const [name, up, down] of [
    ['signup', upSignups, downSignups],
    ['reset', upResets, downResets],
  ]) {
    const limit = 1.5 * stats(up).p99 + 10;
    if (stats(down).p99 > limit)
      failures.push(
        `${name} p99 with SMTP down ${stats(down).p99.toFixed(1)} ms > ${limit.toFixed(1)} ms`,
      );
  }
  return [upSignups, upResets, downSignups, downResets];
}

/** Nothing lost, nothing twice: the outbox's rows against the Message-IDs the sink received. */
function checkDelivery(db, sink, failures) {
  const rows = db.prepare('SELECT id, status FROM mail_outbox').all();
  const counts = new Map();
  for (const { id } of sink.received) counts.set(id, (counts.get(id) ?? 0) + 1);
  const unsent = rows.filter((r) => r.status !== 'sent').length;
  const missing = rows.filter((r) => !counts.has(`<${r.id}@devjobs.mail>`)).length;
  const twice = [...counts.values()].filter((n) => n > 1).length;
  console.log(
    `\noutbox: ${rows.length} messages, ${rows.length - unsent} sent, ${unsent} not; the SMTP server received ${sink.received.length}: ${missing} never arrived, ${twice} arrived more than once`,
  );
  if (unsent) failures.push(`${unsent} messages not sent`);
  if (missing) failures.push(`${missing} messages lost`);
  if (twice) failures.push(`${twice} messages sent twice`);
}

async function main() {
  const sink = smtpSink();
  const smtpPort = await sink.open(0);
  // Each failed attempt logs a warning on the API's stderr: hundreds while SMTP is down.
  const api = await startApi({
    stderr: 'ignore',
    env: {
      MAIL: '',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'DevJobs <mail@devjobs.local>',
    },
  });
  const db = new Database(path.join(api.dataDir, 'app.sqlite'), { readonly: true });
  const outbox = () =>
    db.prepare('SELECT status, COUNT(*) AS n FROM mail_outbox GROUP BY status').all();
  const settled = async (limitSeconds) => {
    const until = Date.now() + limitSeconds * 1000;
    for (;;) {
      const open = outbox().filter((r) => r.status === 'queued' || r.status === 'sending');
      if (!open.length) return true;
      if (Date.now() > until) return false;
      await sleep(250);
    }
  };
  const failures = [];
  const base = api.storefront;
  const signup = () =>
    post(base, '/api/auth/signup', { name: 'Mail Bench', email: email(), password: PASSWORD });

  try {
    const needed = 2 * RATE * BASELINE_SECONDS + BURST + RATE * OUTAGE_SECONDS + 50;
    process.stdout.write(`making ${needed} accounts…`);
    const { accounts, refused } = await makeAccounts(base, needed, failures);
    await settled(60);
    console.log(` done (${refused} refused as busy and sent again)`);
    const reset = () => post(base, '/api/auth/forgot-password', { email: accounts.pop() });
    const resetNobody = () =>
      post(base, '/api/auth/forgot-password', { email: `nobody-${account++}@example.com` });

    const baseline = await measureEnqueueing({ reset, resetNobody });
    await settled(60);
    await measureThroughput({ sink, reset, settled });
    const outage = await measureOutage({ sink, smtpPort, signup, reset, settled, failures });
    const answers = [...baseline, ...outage].flat();
    const bad = answers.filter((a) => a.status === 0 || a.status >= 500).length;
    if (bad) failures.push(`${bad} requests failed (network error or 5xx)`);

    checkDelivery(db, sink, failures);
  } finally {
    db.close();
    await api.stop();
    await sink.close().catch(() => {});
    agent.destroy();
  }
  console.log(failures.length ? `\nFAIL: ${failures.join('; ')}` : '\nPASS');
  process.exit(failures.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
