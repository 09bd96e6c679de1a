#!/usr/bin/env node
// Post-build step of both apps (`node ../scripts/service-worker.mjs dist`, before precompress.mjs):
// writes dist/sw.js from scripts/service-worker.template.js (decision 032) with
//   PRECACHE: the app shell, i.e. /index.html, every script and style under /assets/ (the entry and
//             its preloaded chunks, and the pages' lazy chunks, so any page and the offline notice
//             itself load offline), /manifest.webmanifest and the icons it lists, the
//             apple-touch-icon and the favicon;
//   VERSION:  a hash of the template and every file of the build, so each deploy is a new worker
//             with a new cache.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = path.resolve(process.argv[2] ?? 'dist');
const template = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'service-worker.template.js'),
  'utf8',
);
const exists = (urlPath) => fs.existsSync(path.join(dist, urlPath));

const indexHtml = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const named = [...indexHtml.matchAll(/\s(?:src|href)="(\/[^"?#]+)"/g)].map((m) => m[1]);
const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'manifest.webmanifest'), 'utf8'));
const scripts = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((name) => /\.(?:js|css)$/.test(name))
  .sort()
  .map((name) => `/assets/${name}`);
const precache = [
  '/index.html',
  ...named.filter((url) => url.startsWith('/assets/') || /\.(?:svg|png|webmanifest)$/.test(url)),
  ...scripts,
  '/manifest.webmanifest',
  ...manifest.icons.map((icon) => icon.src),
];
const unique = [...new Set(precache)];
const missing = unique.filter((url) => !exists(url));
if (missing.length) {
  console.error(
    `service-worker: the app shell names files the build does not have: ${missing.join(', ')}`,
  );
  process.exit(1);
}

// The worker's own code and every file of the build but the worker and the compressed copies (made after this step).
const hash = createHash('sha256').update(template);
const files = fs
  .readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) =>
    path.relative(dist, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
  )
  .filter((file) => file !== 'sw.js' && !/\.(?:br|gz|map)$/.test(file))
  .sort();
for (const file of files)
  hash
    .update(file)
    .update('\0')
    .update(fs.readFileSync(path.join(dist, file)));
const version = hash.digest('hex').slice(0, 12);

const sw = template
  .replace("'__VERSION__'", JSON.stringify(version))
  .replace('__PRECACHE__', JSON.stringify(unique, null, 2));
fs.writeFileSync(path.join(dist, 'sw.js'), sw);
const bytes = unique.reduce((sum, url) => sum + fs.statSync(path.join(dist, url)).size, 0);
console.log(
  `service worker ${path.relative(process.cwd(), dist) || dist}/sw.js: version ${version}, app shell ${unique.length} files, ${Math.round(bytes / 1024)} KB`,
);
