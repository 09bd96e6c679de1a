// The bench's latency probe, shared by jobs.mjs and full-list.mjs.
import http from 'node:http';
import { percentile } from './percentile.mjs';

/**
 * Latency at a fixed offered load, open loop (as wrk2 does): requests are due every 1000 / rate ms,
 * evenly, over at most `connections` keep-alive connections, and each latency counts from when its
 * request was due, so a stall also charges the requests queued behind it (no coordinated omission).
 * autocannon's own rate option sends each second's requests in one burst at the top of the second.
 */
export function openLoop(
  { url, method = 'GET', headers = {}, body },
  { rate, seconds, connections },
) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const interval = 1000 / rate;
  const total = Math.round(seconds * rate);
  const latencies = [];
  let errors = 0;
  let sent = 0;
  const start = performance.now();
  return new Promise((resolve) => {
    const finish = () => {
      if (latencies.length + errors < total) return;
      agent.destroy();
      latencies.sort((a, b) => a - b);
      const at = (q) => Math.round(percentile(latencies, q));
      const elapsed = (performance.now() - start) / 1000;
      resolve({ rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), max: at(1), errors });
    };
    const fire = (due) => {
      const req = http.request(url, { method, headers, agent }, (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode === 200) latencies.push(performance.now() - due);
          else errors++;
          finish();
        });
      });
      req.on('error', () => {
        errors++;
        finish();
      });
      req.end(body);
    };
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * interval <= now) fire(start + sent++ * interval);
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
    };
    tick();
  });
}
