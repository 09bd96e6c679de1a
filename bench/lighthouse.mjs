// npm run bench:lighthouse (issue 7, defect 13): Lighthouse's mobile audit (its default: a
// mid-range phone on slow 4G, simulated) of the storefront's `/`, `/jobs` and a job page, served
// by the built API (bench/api-process.mjs) as in production, in Debian's Chromium. Prints the four
// category scores and the Largest Contentful Paint of each page. Build first: npm run build.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startApi } from './api-process.mjs';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const api = await startApi();
const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
try {
  const rows = [];
  for (const page of ['/', '/jobs', api.jobPage]) {
    const result = await lighthouse(api.storefront + page, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    const { categories, audits } = result.lhr;
    rows.push({
      page: page.length > 40 ? `${page.slice(0, 37)}...` : page,
      ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])),
      'LCP s': +(audits['largest-contentful-paint'].numericValue / 1000).toFixed(1),
      'bytes KB': Math.round(audits['total-byte-weight'].numericValue / 1024),
    });
  }
  console.table(rows);
} finally {
  chrome.kill();
  await api.stop();
}
