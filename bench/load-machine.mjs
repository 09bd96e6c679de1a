// What load.mjs reads of the machine and the API process: CPU, resident memory, a hash's cost.
import { hashSync } from '@node-rs/argon2';
import fs from 'node:fs';
import os from 'node:os';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Busy cores below which the machine counts as quiet between forms (the database's own upkeep). */
export const QUIET_CORES = 0.3;

/** Busy and total jiffies of the whole machine (Linux), to show how much CPU others took. */
export function machineCpu() {
  try {
    const [, ...fields] = fs
      .readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    return { busy: total - fields[3] - fields[4], total };
  } catch {
    return null;
  }
}

/** Cores the whole machine kept busy over `ms`; null off Linux. */
export async function busyCores(ms) {
  const a = machineCpu();
  await sleep(ms);
  const b = machineCpu();
  return a && b ? ((b.busy - a.busy) / (b.total - a.total)) * os.cpus().length : null;
}

/**
 * Waits (up to 90 s) until the machine is quiet: under QUIET_CORES busy over a second, so that no
 * form starts while a server of the form before is still answering requests its visitors gave up
 * on. A guard: it is expected to wait a second or two at most. Answers the seconds waited.
 */
export async function settle() {
  const started = performance.now();
  while (performance.now() - started < 90_000) {
    const busy = await busyCores(1000);
    if (busy === null || busy < QUIET_CORES) break;
  }
  return (performance.now() - started) / 1000;
}

/** Resident memory of process `pid` in MB, now (VmRSS) and at its peak (VmHWM); null off Linux. */
export function memory(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1]);
    return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** Restarts the kernel's peak-RSS mark (VmHWM) of `pid` at its current RSS; false if it cannot. */
export function resetPeak(pid) {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Samples VmRSS of `pid` every 100 ms until stop(), which returns the peak seen in MB. */
export function sampleMemory(pid) {
  let peak = 0;
  const take = () => (peak = Math.max(peak, memory(pid)?.rss ?? 0));
  const timer = setInterval(take, 100);
  return {
    stop() {
      clearInterval(timer);
      take();
      return peak;
    },
  };
}

/** CPU ms of one password hash as the API makes it (Argon2id, 19 MiB, 2 passes; decision 055), on this machine now. */
export function hashCostMs() {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    hashSync('correct horse', { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    best = Math.min(best, performance.now() - t);
  }
  return best;
}
