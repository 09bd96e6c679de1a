// Where a .cpuprofile's time went: the top functions by self time, and self time grouped by
// package (node_modules/<pkg>, our dist code, Node's core, GC). `node bench/profile-summary.mjs
// file.cpuprofile [top]`; bench/load.mjs prints it after a profiled run (BENCH_PROFILE=1).
// The profile covers the main thread only: work on libuv's pool (scrypt, file reads) is not in it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package a profile node's code belongs to; null for a builtin (it counts for its caller). */
function packageOf({ url, functionName }) {
  if (!url) return functionName.startsWith('(') ? functionName : null;
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const [scope, name] = url.slice(modules + '/node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/').slice(0, 2).join('/')}`;
  if (url.includes('/graphql-api/dist/'))
    return `devjobs ${url
      .slice(url.indexOf('/graphql-api/dist/') + 18)
      .split('/')
      .slice(0, 2)
      .join('/')}`;
  if (url.includes('/bench/')) return 'bench';
  return url;
}

/** Self time per function and per package, in ms, from the samples and their time deltas. */
export function summarise(profile, top = 15) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map(profile.nodes.flatMap((n) => (n.children ?? []).map((c) => [c, n.id])));
  const pkgOf = (id) => {
    for (let at = id, depth = 0; at !== undefined && depth < 1000; at = parent.get(at), depth++) {
      const pkg = packageOf(byId.get(at).callFrame);
      if (pkg) return at === id ? pkg : `${pkg} (builtin)`;
    }
    return '(builtin)';
  };
  // The nearest library or our code up the stack: whose request Node's core was doing.
  const ownerOf = (id) => {
    for (let at = id, depth = 0; at !== undefined && depth < 1000; at = parent.get(at), depth++) {
      const pkg = packageOf(byId.get(at).callFrame);
      if (pkg && !pkg.startsWith('node:') && !pkg.startsWith('(')) return pkg;
      if (pkg?.startsWith('(') && at === id) return pkg;
    }
    return pkgOf(id);
  };
  const self = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    self.set(id, (self.get(id) ?? 0) + ms);
    total += ms;
  });
  const functions = new Map();
  const packages = new Map();
  const owners = new Map();
  for (const [id, ms] of self) {
    const frame = byId.get(id).callFrame;
    const pkg = pkgOf(id);
    const where = frame.url ? `${path.basename(frame.url)}:${frame.lineNumber + 1}` : '';
    const key = `${frame.functionName || '(anonymous)'}\t${pkg}\t${where}`;
    functions.set(key, (functions.get(key) ?? 0) + ms);
    const group = pkg.replace(/ \(builtin\)$/, '');
    packages.set(group, (packages.get(group) ?? 0) + ms);
    const owner = ownerOf(id);
    owners.set(owner, (owners.get(owner) ?? 0) + ms);
  }
  const idle = packages.get('(idle)') ?? 0;
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top);
  return {
    totalMs: total,
    busyMs: total - idle,
    functions: sorted(functions).map(([key, ms]) => {
      const [name, pkg, where] = key.split('\t');
      return { name, pkg, where, ms };
    }),
    packages: sorted(packages).map(([pkg, ms]) => ({ pkg, ms })),
    owners: sorted(owners).map(([pkg, ms]) => ({ pkg, ms })),
  };
}

export function printSummary(file, top = 15) {
  const s = summarise(JSON.parse(fs.readFileSync(file, 'utf8')), top);
  const pct = (ms) => `${((ms / s.totalMs) * 100).toFixed(1).padStart(5)} %`;
  console.log(
    `  profile ${file}: ${(s.totalMs / 1000).toFixed(1)} s sampled on the main thread, ${(s.busyMs / 1000).toFixed(1)} s not idle`,
  );
  console.log(`  top ${top} functions by self time`);
  for (const f of s.functions)
    console.log(
      `    ${f.ms.toFixed(0).padStart(7)} ms ${pct(f.ms)}  ${f.name.slice(0, 40).padEnd(40)} ${f.pkg.padEnd(24)} ${f.where}`,
    );
  console.log(`  top ${top} packages by self time (builtins counted for their caller)`);
  for (const p of s.packages)
    console.log(`    ${p.ms.toFixed(0).padStart(7)} ms ${pct(p.ms)}  ${p.pkg}`);
  console.log(
    `  top ${top} callers by self time (Node's core counted for the library or our code that called it)`,
  );
  for (const p of s.owners)
    console.log(`    ${p.ms.toFixed(0).padStart(7)} ms ${pct(p.ms)}  ${p.pkg}`);
  return s;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.argv[2]) {
    console.error('usage: node bench/profile-summary.mjs file.cpuprofile [top]');
    process.exit(2);
  }
  printSummary(process.argv[2], Number(process.argv[3] ?? 15));
}
