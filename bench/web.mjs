// npm run bench:web (decisions 030, 038, 073; budgets in bench/README.md): Lighthouse's mobile
// audit (its default: a mid-range phone on slow 4G, simulated) of the storefront's `/`, `/jobs` and
// a job page, served by the built API (bench/api-process.mjs) as in production, in Debian's
// Chromium. Each page is audited BENCH_RUNS times (5); the MEDIAN of each category, LCP and TBT is
// printed, then the JavaScript the landing page loaded, as served (brotli and gzip). Build first:
// npm run build.
// Budgets (bench/README.md), at Lighthouse's default 4× slowdown: performance ≥ 90, accessibility,
// best practices and SEO 100, CLS ≤ 0.1 on each page; landing JavaScript ≤ 180 KB brotli. Exit
// code 1 when one is missed. The pages are also audited at 6× (a slower phone), printed only.
// BENCH_BASELINE_DIR=/a/built/checkout audits that build too, run for run with this one.
import http from 'node:http';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import path from 'node:path';
import { startApi } from './api-process.mjs';
import { checkoutName } from './child-server.mjs';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// Lighthouse's phone is this machine's CPU slowed 4×; 6× shows what a slower one would score here
// (Lighthouse's docs/throttling.md: "Calibrating the CPU slowdown"). BENCH_CPU_SLOWDOWNS: the list.
const CPU_SLOWDOWNS = (process.env.BENCH_CPU_SLOWDOWNS ?? '4,6').split(',').map(Number);
const BUDGETED_SLOWDOWN = 4;
const BUDGET = { performance: 90, others: 100, cls: 0.1, landingKB: 180 };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Bytes on the wire of one URL when the client accepts only `encoding`. */
function servedBytes(url, encoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk) => (bytes += chunk.length));
        res.on('end', () =>
          resolve({ bytes, encoding: res.headers['content-encoding'] ?? 'identity' }),
        );
      })
      .on('error', reject);
  });
}

/**
 * Milliseconds to touch 512 MB of new memory, a page at a time. The benchmarkIndex below is a
 * JavaScript loop and does not see a host whose page faults are slow, yet a fresh renderer takes
 * thousands of them loading `/`: the same code scores far apart on such hosts
 * (bench/README.md, bench:web).
 */
function memoryTouchMs() {
  const started = performance.now();
  const memory = Buffer.alloc(2 ** 29);
  for (let i = 0; i < memory.length; i += 4096) memory[i] = 1;
  return Math.round(performance.now() - started);
}
const touchMs = memoryTouchMs();

// BENCH_BASELINE_DIR: a built checkout of another commit, served beside this build and audited
// run for run with it (interleaved), so the two compare on this host at this hour. Its figures
// are printed with the difference; the budgets are this build's.
const BASELINE_DIR = process.env.BENCH_BASELINE_DIR
  ? path.resolve(process.env.BENCH_BASELINE_DIR)
  : null;
const builds = [{ build: 'this', api: await startApi() }];
if (BASELINE_DIR)
  builds.push({ build: checkoutName(BASELINE_DIR), api: await startApi({ root: BASELINE_DIR }) });
const [{ api }] = builds;
/** The pages audited, of one build's server (its own job page). */
const pagesOf = (server) => ['/', '/jobs', server.jobPage];
const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
const misses = [];
try {
  let landingScripts = [];
  for (const slowdown of CPU_SLOWDOWNS) {
    const rows = [];
    const benchmarkIndexes = [];
    for (const pageIndex of [0, 1, 2]) {
      const runs = new Map(builds.map(({ build }) => [build, []]));
      for (let i = 0; i < RUNS; i++)
        for (const { build, api: server } of builds) {
          const page = pagesOf(server)[pageIndex];
          const flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
            throttling: { cpuSlowdownMultiplier: slowdown },
          };
          // A run Lighthouse could not score (a runtime error, no LCP seen on a busy machine) is
          // run again, twice at most.
          let lhr;
          for (let attempt = 0; attempt < 3; attempt++) {
            ({ lhr } = await lighthouse(server.storefront + page, flags));
            if (lhr.categories.performance?.score != null) break;
            console.warn(
              `${build} ${page}: a run was not scored (${lhr.runtimeError?.code ?? 'no performance score'})${attempt < 2 ? '; running it again' : ''}`,
            );
          }
          runs.get(build).push(lhr);
          benchmarkIndexes.push(lhr.environment.benchmarkIndex);
          if (build === 'this' && page === '/' && !landingScripts.length) {
            const requests = lhr.audits['network-requests'].details.items;
            landingScripts = requests
              .filter((r) => r.resourceType === 'Script' && r.url.startsWith(api.storefront))
              .map((r) => r.url);
          }
        }
      for (const { build, api: server } of builds) {
        const lhrs = runs.get(build);
        const page = pagesOf(server)[pageIndex];
        const scores = (c) => lhrs.map((lhr) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
        const audit = (id) => lhrs.map((lhr) => lhr.audits[id].numericValue);
        const row = {
          ...(BASELINE_DIR ? { build } : {}),
          page: page.length > 40 ? `${page.slice(0, 37)}...` : page,
          ...Object.fromEntries(CATEGORIES.map((c) => [c, median(scores(c))])),
          'LCP s': +(median(audit('largest-contentful-paint')) / 1000).toFixed(2),
          'TBT ms': Math.round(median(audit('total-blocking-time'))),
          'FCP s': +(median(audit('first-contentful-paint')) / 1000).toFixed(2),
          CLS: +median(audit('cumulative-layout-shift')).toFixed(3),
          'perf runs': scores('performance').join('/'),
        };
        rows.push(row);
        if (slowdown === BUDGETED_SLOWDOWN && build === 'this') {
          if (row.performance < BUDGET.performance)
            misses.push(`${row.page}: performance ${row.performance} < ${BUDGET.performance}`);
          for (const c of CATEGORIES.slice(1))
            if (row[c] < BUDGET.others)
              misses.push(`${row.page}: ${c} ${row[c]} < ${BUDGET.others}`);
          if (row.CLS > BUDGET.cls) misses.push(`${row.page}: CLS ${row.CLS} > ${BUDGET.cls}`);
        }
      }
    }
    // Lighthouse's own measure of this machine's CPU (higher is faster): the simulated phone is this
    // machine slowed `slowdown`×, so scores from machines with different indexes are not comparable.
    console.log(
      `Lighthouse mobile (CPU slowed ${slowdown}×${slowdown === BUDGETED_SLOWDOWN ? ', the budgets' : ', printed only'}), median of ${RUNS} runs per page; this machine's benchmarkIndex ${Math.round(median(benchmarkIndexes))}, 512 MB of new memory touched in ${touchMs} ms:`,
    );
    console.table(rows);
    if (BASELINE_DIR) {
      const [, baseline] = builds;
      const these = rows.filter((r) => r.build === 'this');
      const theirs = rows.filter((r) => r.build === baseline.build);
      console.log(
        `this build against ${baseline.build}, performance (median): ${these
          .map((r, i) => {
            const diff = r.performance - theirs[i].performance;
            return `${['/', '/jobs', 'job page'][i]} ${r.performance} vs ${theirs[i].performance} (${diff >= 0 ? '+' : ''}${diff})`;
          })
          .join(', ')}`,
      );
    }
  }

  const sizes = [];
  for (const url of landingScripts) {
    const [br, gzip] = [await servedBytes(url, 'br'), await servedBytes(url, 'gzip')];
    sizes.push({
      script: new URL(url).pathname,
      'br KB': +(br.bytes / 1024).toFixed(1),
      'gzip KB': +(gzip.bytes / 1024).toFixed(1),
    });
  }
  console.log('JavaScript the landing page loads (as served):');
  console.table(sizes);
  const total = (key) => sizes.reduce((sum, s) => sum + s[key], 0).toFixed(1);
  console.log(
    `landing JS total: ${total('br KB')} KB brotli, ${total('gzip KB')} KB gzip (${sizes.length} files)`,
  );
  if (Number(total('br KB')) > BUDGET.landingKB)
    misses.push(`landing JS ${total('br KB')} KB > ${BUDGET.landingKB} KB`);
} finally {
  chrome.kill();
  for (const { api: server } of builds) await server.stop();
}
console.log(
  misses.length ? `\nBudgets: FAIL\n${misses.map((m) => `  ${m}`).join('\n')}` : '\nBudgets: PASS',
);
process.exit(misses.length ? 1 : 0);
