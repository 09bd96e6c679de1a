// npm run bench:hashing (decision 010): does password hashing stall the storefront?
// Starts the built API (bench/api-process.mjs), then fetches the storefront's `/`, its main JS
// bundle and a job page one at a time, as a browser would (Accept-Encoding: br, gzip), first on an
// idle server, then while 16 clients keep logging in with random emails from random IPs (no rate
// limit applies, every login costs one password hash). Prints median and p99 per page for both phases.
// Bounded: SAMPLES requests per page and phase, and each phase stops after PHASE_SECONDS anyway.
import http from 'node:http';
import { startApi } from './api-process.mjs';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 60);
const LOGINS = 16;
const PHASE_SECONDS = 60;
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent, headers: { 'accept-encoding': 'br, gzip', ...headers } }, (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - started }));
      })
      .on('error', reject);
  });
}

function post(url, json, headers) {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify(json);
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

async function measure(base, pages, deadline) {
  const times = Object.fromEntries(pages.map((p) => [p, []]));
  for (let i = 0; i < SAMPLES && Date.now() < deadline; i++) {
    for (const page of pages) {
      const { status, ms } = await get(base + page);
      if (status !== 200) throw new Error(`${page} answered ${status}`);
      times[page].push(ms);
    }
  }
  return times;
}

/** LOGINS clients, each logging in again as soon as its last login was refused, until stop(). */
function loginStorm(base) {
  let running = true;
  let logins = 0;
  const random = () => Math.floor(Math.random() * 250) + 1;
  const clients = Array.from({ length: LOGINS }, async () => {
    while (running) {
      const email = `nobody.${Math.random().toString(36).slice(2)}@example.com`;
      await post(
        `${base}/api/auth/login`,
        { email, password: 'not-the-password' },
        { 'x-forwarded-for': `10.${random()}.${random()}.${random()}` },
      );
      logins++;
    }
  });
  return async () => {
    running = false;
    await Promise.all(clients);
    return logins;
  };
}

const api = await startApi();
try {
  const html = await (await fetch(api.storefront + '/')).text();
  const script = html.match(/<script[^>]+src="([^"]+\.js)"/)?.[1];
  if (!script) throw new Error('no script in the storefront index.html');
  const pages = ['/', script, api.jobPage];
  await measure(api.storefront, pages, Date.now() + 5_000); // warm-up
  const idle = await measure(api.storefront, pages, Date.now() + PHASE_SECONDS * 1000);
  const stop = loginStorm(api.storefront);
  await new Promise((r) => setTimeout(r, 500));
  const started = Date.now();
  const loaded = await measure(api.storefront, pages, Date.now() + PHASE_SECONDS * 1000);
  const logins = await stop();
  const rows = pages.map((page) => ({
    page: page.length > 40 ? `${page.slice(0, 37)}...` : page,
    'idle median ms': +quantile(idle[page], 0.5).toFixed(1),
    'idle p99 ms': +quantile(idle[page], 0.99).toFixed(1),
    [`${LOGINS} logins median ms`]: +quantile(loaded[page], 0.5).toFixed(1),
    [`${LOGINS} logins p99 ms`]: +quantile(loaded[page], 0.99).toFixed(1),
  }));
  console.table(rows);
  console.log(
    `${logins} logins in ${((Date.now() - started) / 1000).toFixed(1)} s (${(logins / ((Date.now() - started) / 1000)).toFixed(1)}/s) during the loaded phase`,
  );
} finally {
  await api.stop();
  agent.destroy();
}
