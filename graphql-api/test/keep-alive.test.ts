import http from 'node:http';
import type { Socket } from 'node:net';
import { openPorts, portOf } from '../src/http/listen';
import { useTestApp } from './harness';

/**
 * Connection handling (decision 045): an idle kept-alive connection is the client's to close, so a
 * client that reuses it after a pause is answered on it instead of meeting ECONNRESET; a stopping
 * server lets the requests under way finish and closes every connection promptly. Loopback only.
 */
const { t } = useTestApp({ admin: false });

type Answer = { status: number; connection?: string; reused: boolean; socket: Socket };

function get(port: number, path: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          connection: res.headers.connection,
          reused: req.reusedSocket,
          socket: req.socket!,
        }),
      );
    });
    req.on('error', reject);
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('a keep-alive client that reuses its connection after 6 s idle is answered on that connection', async () => {
  const ports = await openPorts([{ name: 'PORT', port: 0 }]);
  ports.serve([t.app.site('api')]);
  const port = portOf(ports.servers[0]);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const first = await get(port, '/healthz', agent);
    expect(first.status).toBe(200);
    // Longer than Node's default keepAliveTimeout (5 s), after which the server would close it.
    await pause(6_000);
    const again = await get(port, '/healthz', agent);
    expect(again.status).toBe(200);
    expect(again.reused).toBe(true);
    expect(again.socket.localPort).toBe(first.socket.localPort);
  } finally {
    agent.destroy();
    await ports.close();
  }
}, 30_000);

test('a stopping server finishes the request under way with Connection: close, closes idle connections, and is done at once', async () => {
  const ports = await openPorts([{ name: 'PORT', port: 0 }]);
  ports.serve([
    (req, res) => {
      if (req.url === '/slow') setTimeout(() => res.end('done'), 400);
      else res.end('ok');
    },
  ]);
  const port = portOf(ports.servers[0]);
  const idleAgent = new http.Agent({ keepAlive: true });
  const busyAgent = new http.Agent({ keepAlive: true });
  try {
    const idle = await get(port, '/quick', idleAgent);
    const idleClosed = new Promise((resolve) => idle.socket.once('close', resolve));
    const underWay = get(port, '/slow', busyAgent);
    await pause(100);
    const started = Date.now();
    const closed = ports.close();
    await idleClosed; // the idle connection is not left open for the keep-alive time
    const answer = await underWay;
    expect(answer.status).toBe(200);
    expect(answer.connection).toBe('close');
    await closed;
    // Not the 65 s keep-alive time that `server.close()` alone waits for a connection whose answer was under way.
    expect(Date.now() - started).toBeLessThan(3_000);
  } finally {
    idleAgent.destroy();
    busyAgent.destroy();
  }
}, 30_000);
