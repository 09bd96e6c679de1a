// npm run bench:lists — the job list's work against the size of the table (decision 044). For
// SQLite and MariaDB/MySQL (BENCH_MYSQL_URL, default mysql://root@127.0.0.1:3306/devjobs_bench_lists,
// one database per size named with _10000 etc.; BENCH_DIALECTS=sqlite to skip it) at 10,000 and
// 100,000 jobs (BENCH_SIZES), bulk-seeded by bench/lists-server.mjs, both sizes' servers running at
// once, it times ROUNDS single uncached requests of each case on each size back to back (the list
// caches keep an answer 2 s: rounds are 2.2 s apart) and prints the medians:
//   filtered   GraphQL first page of one job type (FULL_TIME), with its (capped) count
//   deep       the same at a cursor 95 % down the list
//   search     GraphQL title search that matches nothing, with its count
//   suggest    jobTitleSuggestions that match nothing
//   rest-deep  REST page at the deepest offset taken (1000) of the filtered list
//   rest-after REST page of the filtered list after a cursor 95 % down
// then what the visitors of `npm run bench:load` send (bench/load-mix.mjs: WORDS, TYPING,
// randomFilter() and listRest(); the lists below are copies of its):
//   q <word>    GraphQL first page searching each of the mix's words, with its count
//   t <prefix>  jobTitleSuggestions(q: prefix, limit: 8) for each prefix the mix types
//   <mix> gql<n> GraphQL first page of n jobs, with its count, of the mix's rarest filter
//               combinations (MIX): n is 20, or fewer when a size has fewer matches (the rarest
//               matches 8 of 10,000 jobs and 46 of 100,000), so that the page holds as many jobs at
//               every size
//   <mix> r<n>  the same over REST at the deepest offset the mix asks for (60, 40, 20 or 0) whose
//               page holds as many jobs at every size: a rare combination's page at offset 60 is
//               empty at 10,000 jobs and full at 100,000, and a page's cost grows with the jobs in
//               it (O(page), decision 044), not with the table
// and the unpaged GET /api/jobs: the first request after start (built while it waits), then one
// served from the cache, the API's resident memory (RSS) before and after, and its peak.
// It also checks that a REST offset at 90 % depth answers 400, and prints the plans of the page
// after a cursor for every filter combination (lists-plans.mjs), each of which must seek. Budget: each case's median at the
// largest size within 20 % of its median at the smallest (+1 ms for timer noise); exit 1 otherwise.
import http from 'node:http';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { startBenchServer, stopBenchServer } from './child-server.mjs';
import { listJobAt, listJobId } from './lists-seed.mjs';
import { restQuery, TYPING, WORDS } from './load-mix.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,mysql').split(',');
const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/devjobs_bench_lists';
const CACHE_MS = 2_000;
const BUDGET = 1.2;
const NO_MATCH = 'zqxjv';

const JOBS = `query Jobs($filter: JobFilter, $first: Int, $after: String) {
  jobs(filter: $filter, first: $first, after: $after) {
    totalCount totalCountCapped pageInfo { hasNextPage endCursor }
    edges { cursor node { id title slug company jobType jobLocation salary isOpen views createdAt } }
  }
}`;
// One type in four: 1,001 matches (the count's cap) and an offset of 1,000 both lie within the
// newest 10,000 jobs, so both sizes do the same work (decision 044 says what a rarer filter costs).
const FILTER = { types: ['FULL_TIME'] };
const REST_FILTER = 'type=Full-Time';
/**
 * Combinations randomFilter() makes, the rarest ones: every filter at its narrowest, with and
 * without a word; two types and two modes; a two-letter word; the lowest salary and experience.
 */
const MIX = {
  rare: {
    types: ['INTERNSHIP'],
    locations: ['HYBRID'],
    maxExperience: 0,
    maxSalary: 600_000,
    q: 'intern',
  },
  'rare-no-q': {
    types: ['INTERNSHIP'],
    locations: ['HYBRID'],
    maxExperience: 0,
    maxSalary: 600_000,
  },
  two: {
    types: ['PART_TIME', 'CONTRACT'],
    locations: ['REMOTE', 'ON_SITE'],
    maxSalary: 1_200_000,
    maxExperience: 2,
  },
  'go-remote': { types: ['FULL_TIME'], locations: ['REMOTE'], maxSalary: 2_000_000, q: 'go' },
  'exp0-600k': { maxExperience: 0, maxSalary: 600_000 },
};
function request(url, { method = 'GET', body, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(url, { method, headers }, (res) => {
      const chunks = [];
      let bytes = 0;
      res.on('data', (chunk) => {
        bytes += chunk.length;
        if (bytes < 1_000_000) chunks.push(chunk);
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          bytes,
          ms: performance.now() - started,
          text: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const gql = (url, query, variables) =>
  request(`${url}/graphql`, {
    method: 'POST',
    body: JSON.stringify({ query, variables }),
    headers: { 'content-type': 'application/json' },
  });

/** The cursor of the job `depth` of the way down the newest-first list of `count` jobs. */
function cursorAt(depth, count) {
  const i = count - 1 - Math.floor(count * depth);
  return Buffer.from(JSON.stringify([listJobAt(i, count).toISOString(), listJobId(i)])).toString(
    'base64url',
  );
}

/** What a reply found: a list's count ("1000+" when capped), or how many titles were suggested. */
function found(reply) {
  const total = reply.headers['x-total-count'];
  if (total !== undefined) return `${total}${reply.headers['x-total-count-capped'] ? '+' : ''}`;
  const { data } = JSON.parse(reply.text);
  if (data.jobs) return `${data.jobs.totalCount}${data.jobs.totalCountCapped ? '+' : ''}`;
  return `${data.jobTitleSuggestions.length}t`;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Resident and peak resident memory of a process, in MB (Linux /proc). */
function memory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(status.match(new RegExp(`${name}:\\s+(\\d+)`))?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

function expectOk(reply, name) {
  if (reply.status !== 200 || reply.text.includes('"errors"'))
    throw new Error(`${name}: ${reply.status} ${reply.text.slice(0, 300)}`);
  return reply;
}

/** The bench server of `count` jobs; on MySQL each size has its own database (NAME_count). */
function startServer(dialect, count) {
  const mysqlUrl = new URL(MYSQL_URL);
  mysqlUrl.pathname = `${mysqlUrl.pathname.replace(/^\//, '') || 'devjobs_bench_lists'}_${count}`;
  return startBenchServer('lists-server.mjs', [dialect, String(count)], {
    BENCH_MYSQL_URL: mysqlUrl.toString(),
  });
}

/** The offsets the mix's REST visitors ask for, deepest first (load-mix.mjs listRest()). */
const REST_OFFSETS = [60, 40, 20, 0];

/**
 * For each MIX combination, the deepest of REST_OFFSETS whose REST page holds as many jobs on every
 * server, so that the sizes are compared on the same answer (see the header).
 */
async function restOffsets(urls) {
  const offsets = {};
  for (const [name, filter] of Object.entries(MIX))
    for (const offset of REST_OFFSETS) {
      const lengths = new Set();
      for (const url of urls) {
        const reply = expectOk(
          await request(`${url}/api/jobs?${restQuery(filter, 20, offset)}`),
          name,
        );
        lengths.add(JSON.parse(reply.text).length);
      }
      offsets[name] = offset;
      if (lengths.size === 1) break;
    }
  return offsets;
}

/**
 * For each MIX combination, the GraphQL page size (20 at most) that every server's first page
 * fills, so that the sizes are compared on pages of as many jobs (see the header).
 */
async function pageSizes(urls) {
  const sizes = {};
  for (const [name, filter] of Object.entries(MIX)) {
    sizes[name] = 20;
    for (const url of urls) {
      const reply = expectOk(await gql(url, JOBS, { filter, first: 20 }), name);
      sizes[name] = Math.min(sizes[name], JSON.parse(reply.text).data.jobs.edges.length);
    }
  }
  return sizes;
}

/** The cases of one server (see the header), each a function making one request. */
function casesOf(url, count, { offsets, firsts }) {
  const deep = cursorAt(0.95, count);
  return {
    filtered: () => gql(url, JOBS, { filter: FILTER, first: 20 }),
    deep: () => gql(url, JOBS, { filter: FILTER, first: 20, after: deep }),
    search: () => gql(url, JOBS, { filter: { q: NO_MATCH }, first: 20 }),
    suggest: () =>
      gql(url, 'query ($q: String!) { jobTitleSuggestions(q: $q, limit: 8) }', { q: NO_MATCH }),
    'rest-deep': () => request(`${url}/api/jobs?${REST_FILTER}&limit=20&offset=1000`),
    'rest-after': () => request(`${url}/api/jobs?${REST_FILTER}&limit=20&after=${deep}`),
    ...Object.fromEntries(
      WORDS.map((q) => [`q ${q}`, () => gql(url, JOBS, { filter: { q }, first: 20 })]),
    ),
    ...Object.fromEntries(
      TYPING.map((q) => [
        `t ${q}`,
        () => gql(url, 'query ($q: String!) { jobTitleSuggestions(q: $q, limit: 8) }', { q }),
      ]),
    ),
    ...Object.fromEntries(
      Object.entries(MIX).flatMap(([name, filter]) => [
        [`${name} gql${firsts[name]}`, () => gql(url, JOBS, { filter, first: firsts[name] })],
        [
          `${name} r${offsets[name]}`,
          () => request(`${url}/api/jobs?${restQuery(filter, 20, offsets[name])}`),
        ],
      ]),
    ),
  };
}

/**
 * Every size's server runs at once and each round asks each case of every size back to back, so
 * a busy moment of a shared machine falls on all sizes alike.
 */
async function measure(dialect) {
  const servers = [];
  try {
    for (const count of SIZES) {
      process.stderr.write(`${dialect}: seeding ${count} jobs…\n`);
      servers.push({ count, ...(await startServer(dialect, count)) });
    }
    for (const { url, count } of servers) {
      const offset = Math.floor(count * 0.9);
      const refused = await request(`${url}/api/jobs?${REST_FILTER}&limit=20&offset=${offset}`);
      if (offset > 1000 && refused.status !== 400)
        throw new Error(`offset at 90 %: ${refused.status}, not 400`);
    }
    const urls = servers.map(({ url }) => url);
    const shapes = { offsets: await restOffsets(urls), firsts: await pageSizes(urls) };
    const cases = servers.map(({ url, count }) => casesOf(url, count, shapes));
    const only = process.env.BENCH_CASES && new RegExp(process.env.BENCH_CASES);
    const names = Object.keys(cases[0]).filter((name) => !only || only.test(name));
    const matches = servers.map(() => ({}));
    const times = servers.map(() => Object.fromEntries(names.map((name) => [name, []])));
    // Round 0 warms the processes (statements prepared, code compiled) and is not counted.
    process.stderr.write(`${dialect}: ${ROUNDS} rounds…\n`);
    for (let round = 0; round <= ROUNDS; round++) {
      await sleep(CACHE_MS + 200);
      // Sizes take turns going first, so neither always follows the other.
      const order = [...cases.keys()];
      if (round % 2) order.reverse();
      for (const name of names)
        for (const i of order) {
          const reply = expectOk(await cases[i][name](), name);
          if (round > 0) times[i][name].push(reply.ms);
          else matches[i][name] = found(reply);
        }
    }
    // The unpaged list last (once read, it is rebuilt in the background while it is read): built
    // while the first request waits, then served from the cache.
    const results = new Map();
    for (const [i, { url, count, pid, plans, seedSeconds }] of servers.entries()) {
      const idle = memory(pid);
      const built = expectOk(await request(`${url}/api/jobs`), 'unpaged');
      const cached = expectOk(await request(`${url}/api/jobs`), 'unpaged cached');
      const afterFull = memory(pid);
      results.set(count, {
        plans,
        seedSeconds,
        medians: Object.fromEntries(names.map((name) => [name, median(times[i][name])])),
        matches: matches[i],
        unpaged: {
          builtMs: built.ms,
          cachedMs: cached.ms,
          megabytes: built.bytes / 1e6,
          rssIdle: idle.rss,
          rssAfter: afterFull.rss,
          rssPeak: afterFull.peak,
        },
      });
    }
    return results;
  } finally {
    for (const server of servers) await stopBenchServer(server);
  }
}

const fmt = (ms) => ms.toFixed(1).padStart(8);
let failed = false;
for (const dialect of DIALECTS) {
  const results = await measure(dialect);
  const small = results.get(SIZES[0]);
  const large = results.get(SIZES[SIZES.length - 1]);
  console.log(`\n${dialect}: median of ${ROUNDS} uncached requests (ms)`);
  console.log(
    `${'case'.padEnd(16)} ${SIZES.map((n) => `${n}`.padStart(8)).join(' ')}   ratio  verdict  found (${SIZES.join(' / ')})`,
  );
  for (const name of Object.keys(small.medians)) {
    const a = small.medians[name];
    const b = large.medians[name];
    const ok = b <= a * BUDGET + 1;
    failed ||= !ok;
    console.log(
      `${name.padEnd(16)} ${SIZES.map((n) => fmt(results.get(n).medians[name])).join(' ')}   ${(b / a).toFixed(2).padStart(5)}  ${ok ? 'PASS' : 'FAIL'}     ${SIZES.map((n) => results.get(n).matches[name]).join(' / ')}`,
    );
  }
  for (const count of SIZES) {
    const { plans } = results.get(count);
    failed ||= plans.notSeeking.length > 0;
    console.log(
      `plans at ${count}: ${plans.seeking} of ${plans.checked} filter combinations: every statement of the page after a cursor seeks${plans.notSeeking.length ? ': FAIL' : ''}`,
    );
    for (const miss of plans.notSeeking.slice(0, 3)) console.log(JSON.stringify(miss));
  }
  for (const count of SIZES) {
    const { seedSeconds, unpaged: u } = results.get(count);
    console.log(
      `unpaged GET /api/jobs at ${count}: ${u.megabytes.toFixed(1)} MB, first ${u.builtMs.toFixed(0)} ms, cached ${u.cachedMs.toFixed(0)} ms; API RSS ${u.rssIdle} MB before it, ${u.rssAfter} MB after, peak ${u.rssPeak} MB (seeded in ${seedSeconds} s)`,
    );
  }
}
console.log(
  `\nBudget: each case's median at ${SIZES[SIZES.length - 1]} jobs within 20 % of its median at ${SIZES[0]} (+1 ms): ${failed ? 'FAIL' : 'PASS'}`,
);
process.exit(failed ? 1 : 0);
