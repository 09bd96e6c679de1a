import http, { type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StartupError } from '../startup-error';

export type PortSetting = { name: string; port: number };

/** Answers while the app is still starting (database, migrations): healthy only once it runs. */
const starting: RequestListener = (_req, res) => {
  res
    .writeHead(503, { 'content-type': 'text/plain', 'retry-after': '1' })
    .end('DevJobs is starting.');
};

/**
 * How long an idle kept-alive connection stays open: longer than the clients that reuse them wait
 * (nginx's upstream keepalive_timeout is 60 s). Node's default is 5 s, so a proxy or client that
 * reused a connection idle for 5 s raced the server closing it and got ECONNRESET (seen in the
 * e2e suite's teardown requests).
 */
const KEEP_ALIVE_MS = 65_000;

/**
 * Opens every port, in order, before anything else starts. A port that cannot be opened closes
 * those already open and throws a StartupError naming its setting. The servers answer 503 until
 * `serve` gives each its app.
 */
export async function openPorts(
  settings: PortSetting[],
): Promise<{ servers: Server[]; serve(apps: RequestListener[]): void; close(): Promise<void> }> {
  const servers: Server[] = [];
  const close = () =>
    Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve)))).then(
      () => undefined,
    );
  for (const [i, setting] of settings.entries()) {
    const server = http.createServer(starting);
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(setting.port, () => {
          server.off('error', reject);
          resolve();
        });
      });
    } catch (error) {
      await close();
      throw new StartupError(listenErrorMessage(setting, settings.slice(0, i), error));
    }
    servers.push(server);
  }
  return {
    servers,
    serve(apps) {
      servers.forEach((server, i) => {
        server.off('request', starting);
        server.on('request', apps[i]);
      });
    },
    close,
  };
}

/** The port a server really listens on (the setting may be 0: any free port). */
export const portOf = (server: Server) => (server.address() as AddressInfo).port;

function listenErrorMessage(setting: PortSetting, earlier: PortSetting[], error: unknown): string {
  const { name, port } = setting;
  const code = (error as { code?: string }).code;
  const twin = port !== 0 && earlier.find((e) => e.port === port);
  if (code === 'EADDRINUSE' && twin)
    return `${name} ${port} is already in use (${twin.name} is ${port} too): set them to different ports`;
  if (code === 'EADDRINUSE')
    return `${name} ${port} is already in use: stop the other process or set ${name} to a free port`;
  if (code === 'EACCES')
    return `${name} ${port} may not be opened by this user: set ${name} to a port above 1023`;
  return `${name} ${port} cannot be opened (${code ?? String(error)}): set ${name} to a free port`;
}
