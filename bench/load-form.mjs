// One form of `npm run bench:load` on one server: the virtual users' visits and what they measured.
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { FORM_DEFS, MAX_VISITS, SECONDS, USERS } from './load-config.mjs';
import { send } from './load-http.mjs';
import { percentile } from './percentile.mjs';
import { visit } from './load-mix.mjs';
import { machineCpu, memory, resetPeak, sampleMemory, sleep } from './load-machine.mjs';

/**
 * Opens `count` kept-alive connections on `agent` before a form's clock starts (one cheap GET
 * /healthz on each, at once), so that its visitors start on connections a running site would
 * already hold. Since libuv 1.45 (Node 20) a server accepts one new connection per turn of its
 * event loop: 200 opened at the start of a form, while the first visitors' requests already keep
 * the API saturated, were accepted over the whole form, so up to half the visitors waited
 * 5–25 s (to 30 s, unanswered) for their first page and took no part in the rest
 * (bench/README.md). A flash crowd meets the same queue; that is not what
 * the forms measure (decision 046).
 */
export async function openConnections(agent, base, count) {
  const get = () => send(agent, `${base}/healthz`);
  const answers = await Promise.all(Array.from({ length: count }, get));
  const failed = answers.filter((a) => a.status !== 200).length;
  if (failed) throw new Error(`${failed} of ${count} connections did not answer /healthz`);
}

/**
 * What the visits of one form share (load-mix.mjs visit()): where they go, what they were
 * acknowledged, and record() and pause(), which count each request into `kinds` and `samples`.
 */
function newRun({ server, form, agent, deadline, kinds, samples }) {
  const [thinkMin, thinkMax] = FORM_DEFS[form].think;
  const run = {
    base: server.url,
    agent,
    mix: FORM_DEFS[form].mix,
    tag: `${form}-${Date.now().toString(36)}`,
    asset: server.discovered.asset,
    jobs: server.discovered.jobs,
    accounts: [],
    acked: { users: 0, suggestions: 0, views: 0 },
    pages: {},
    hashes: 0,
    record(kind, ms, result, detail) {
      let k = kinds.get(kind);
      if (!k)
        kinds.set(
          kind,
          (k = { kind, latencies: [], ok: 0, error: 0, limited: 0, busy: 0, rejected: 0 }),
        );
      k.latencies.push(ms);
      k[result]++;
      if (/signup|login/.test(kind)) run.hashes++;
      if (detail && samples[result].length < 5) samples[result].push(detail);
    },
    /** The think time before an action; false when the run is over (or would be by then). */
    async pause() {
      const ms = thinkMin + Math.random() * (thinkMax - thinkMin);
      if (performance.now() + ms >= deadline) return false;
      if (ms) await sleep(ms);
      return true;
    },
  };
  return run;
}

/** One form on one server: USERS slots, each running visits back to back until the time is up. */
export async function runForm(
  server,
  form,
  { seconds = SECONDS, users = USERS, profile = false } = {},
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: users * 2 });
  await openConnections(agent, server.url, users);
  const kinds = new Map();
  const samples = { error: [], limited: [], busy: [], rejected: [] };
  const peakMarked = resetPeak(server.child.pid);
  const sampler = sampleMemory(server.child.pid);
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const run = newRun({ server, form, agent, deadline, kinds, samples });

  const before = await (await fetch(`${server.probeUrl}/counts`)).json();
  const cpuBefore = { generator: process.cpuUsage(), machine: machineCpu() };
  const profileFile = profile
    ? path.join(os.tmpdir(), `devjobs-load-${server.dialect}-${Date.now()}.cpuprofile`)
    : null;
  if (profileFile) await fetch(`${server.probeUrl}/profile/start`, { method: 'POST' });

  let visits = 0;
  const slot = async () => {
    while (visits < MAX_VISITS && (await visit(run, visits++)));
  };
  await Promise.all(Array.from({ length: users }, slot));
  const elapsed = (performance.now() - started) / 1000;

  if (profileFile)
    await fetch(`${server.probeUrl}/profile/stop?file=${encodeURIComponent(profileFile)}`, {
      method: 'POST',
    });
  const generatorCpu = process.cpuUsage(cpuBefore.generator);
  const machineAfter = machineCpu();
  const peakRss = sampler.stop();
  const hwm = peakMarked ? (memory(server.child.pid)?.hwm ?? null) : null;
  agent.destroy();
  await sleep(500); // a write whose answer timed out may still land
  const after = await (await fetch(`${server.probeUrl}/counts`)).json();

  const all = [...kinds.values()];
  const latencies = all.flatMap((k) => k.latencies).sort((a, b) => a - b);
  const sum = (key) => all.reduce((n, k) => n + k[key], 0);
  const stored = {
    users: after.users - before.users,
    suggestions: after.suggestions - before.suggestions,
    views: after.views - before.views,
  };
  const lost = Object.keys(stored).reduce((n, w) => n + Math.max(0, run.acked[w] - stored[w]), 0);
  const cores =
    machineAfter && cpuBefore.machine
      ? ((machineAfter.busy - cpuBefore.machine.busy) /
          (machineAfter.total - cpuBefore.machine.total)) *
        os.cpus().length
      : null;
  return {
    form,
    build: server.build,
    dialect: server.dialect,
    jobs: server.jobs,
    seconds: elapsed,
    visits,
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 0.5),
    p90: percentile(latencies, 0.9),
    p99: percentile(latencies, 0.99),
    errors: sum('error'),
    limited: sum('limited'),
    busy: sum('busy'),
    rejected: sum('rejected'),
    kinds: all.sort((a, b) => b.latencies.length - a.latencies.length),
    samples,
    acked: run.acked,
    pages: run.pages,
    stored,
    lost,
    hashes: run.hashes,
    memory: { idle: server.idleRss, peak: Math.max(peakRss, hwm ?? 0) },
    cpu: {
      server: (after.cpuMs - before.cpuMs) / 1000 / elapsed,
      generator: (generatorCpu.user + generatorCpu.system) / 1e6 / elapsed,
      machine: cores,
    },
    eventLoopDelay: after.eventLoopDelay,
    memoryAtPeak: after.memoryAtPeak,
    profileFile,
  };
}
