// What `npm run bench:load` (load.mjs) runs, from the environment, and its budgets (decision 046).
import path from 'node:path';

export const QUICK = process.env.BENCH_QUICK === '1';
export const CI = process.env.BENCH_CI === '1';
export const SECONDS = Number(process.env.BENCH_SECONDS ?? (QUICK ? 15 : 60));
export const USERS = Number(process.env.BENCH_USERS ?? 200);
export const SIZES = (process.env.BENCH_JOBS ?? (QUICK ? '2000' : '10000,100000'))
  .split(',')
  .map((n) => Number(n.replace(/_/g, '')));
export const FORMS = (process.env.BENCH_FORMS ?? 'saturated,signins,human').split(',');
export const DIALECTS = (process.env.BENCH_DIALECTS ?? 'sqlite,mysql').split(',');
export const PROFILE = process.env.BENCH_PROFILE === '1';
export const BASELINE_DIR = process.env.BENCH_BASELINE_DIR
  ? path.resolve(process.env.BENCH_BASELINE_DIR)
  : null;
export const MYSQL_URL = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/';
/**
 * InnoDB's buffer pool for the run, in MB: it holds every database served at once (both builds at
 * 100,000 jobs are ~0.5 GB), as a server sized to its data would. MariaDB's default is 128 MB, where
 * one build's scans evict the other's pages. Set for the run (SET GLOBAL) and put back after it.
 */
export const MYSQL_POOL_MB = Number(process.env.BENCH_MYSQL_POOL_MB ?? 1024);
// Unrecorded, before a server's forms: V8 compiles the render's hot code and the first pages are
// kept; the figures are the running server's (decision 046).
export const WARM_UP_SECONDS = 15;
export const P99_BUDGET_MS = 100;
export const CI_P99_LIMIT_MS = 2 * P99_BUDGET_MS;
/** This build's memory budgets (decision 053): RSS idle after start with the demo data, and at peak under any form. */
export const IDLE_RSS_BUDGET_MB = 256;
export const PEAK_RSS_BUDGET_MB = 640;
export const SCALE_BUDGET = 0.8;
export const MAX_VISITS = 1_000_000;

/** What each form runs: the mix (load-mix.mjs MIXES) and the think time before every action. */
export const FORM_DEFS = {
  saturated: { mix: 'browse', think: [0, 0] },
  signins: { mix: 'signins', think: [0, 0] },
  human: { mix: 'browse', think: [0, 4000] },
  'human-signins': { mix: 'signins', think: [0, 4000] },
};
for (const form of FORMS)
  if (!FORM_DEFS[form]) throw new Error(`BENCH_FORMS: unknown form ${form}`);
for (const size of SIZES)
  if (!Number.isInteger(size) || size < 500) throw new Error(`BENCH_JOBS: ${size} is not ≥ 500`);
export const saturatedForm = (form) => FORM_DEFS[form].think[1] === 0;
export const describe = (form) => {
  const { mix, think } = FORM_DEFS[form];
  return `${mix} mix, ${think[1] ? `${think[0] / 1000}–${think[1] / 1000} s think time` : 'no think time'}`;
};
