#!/usr/bin/env node
// Post-build step of both apps (`node ../scripts/precompress.mjs dist`): writes a brotli (.br, best
// quality) and a gzip (.gz, level 9) copy beside every compressible file of a built app, when it is
// smaller. nginx serves the .gz with gzip_static, the API server loads both (decision 010).
// Source maps are skipped: they are never served in production.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The API's list (it makes the copies itself for a dist built without this step). */
const COMPRESSIBLE = new Set(
  JSON.parse(
    fs.readFileSync(new URL('../graphql-api/src/http/compressible.json', import.meta.url), 'utf8'),
  ),
);
const dist = path.resolve(process.argv[2] ?? 'dist');
let before = 0;
let after = 0;
for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  const ext = path.extname(file);
  if (!entry.isFile() || ext === '.map' || !COMPRESSIBLE.has(ext)) continue;
  const raw = fs.readFileSync(file);
  const br = zlib.brotliCompressSync(raw, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const gz = zlib.gzipSync(raw, { level: 9 });
  if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
  before += raw.length;
  after += Math.min(raw.length, br.length);
}
console.log(
  `precompressed ${path.relative(process.cwd(), dist) || dist}: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB with brotli`,
);
