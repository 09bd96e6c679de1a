import http, {
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { StartupError } from '../startup-error';

/** A port to open, on every address unless `host` names one (METRICS_HOST). */
export type PortSetting = { name: string; port: number; host?: string };

/** Answers while the app is still starting (database, migrations): healthy only once it runs. */
const starting: RequestListener = (_req, res) => {
  res
    .writeHead(503, { 'content-type': 'text/plain', 'retry-after': '1' })
    .end('DevJobs is starting.');
};

/**
 * Idle kept-alive connections stay open 65 s, longer than the clients and proxies that reuse them
 * keep theirs (nginx's upstream keepalive_timeout is 60 s in deploy/nginx.conf): the side that
 * closes an idle connection must be the client, or a request sent on it as the server closes it
 * meets ECONNRESET. Node's default is 5 s. The headers timeout stays above it (decision 045).
 */
const KEEP_ALIVE_MS = 65_000;
/** How long a stopping server lets requests under way finish before it cuts their connections. */
const CLOSE_GRACE_MS = 10_000;

export type HttpServer = Server & {
  /**
   * Stops taking connections, closes the idle ones at once, answers the requests under way with
   * `Connection: close` and resolves once they are done (at most CLOSE_GRACE_MS). `server.close()`
   * alone would keep a connection whose answer was under way open for the whole keep-alive time.
   */
  shutdown(): Promise<void>;
};

/** An HTTP server with the API's connection handling (decision 045); every server of the API is one. */
export function createHttpServer(listener?: RequestListener): HttpServer {
  const server = http.createServer();
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  let closing = false;
  const underWay = new Set<ServerResponse>();
  // Registered first, so it runs before the app's listener.
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (closing) res.shouldKeepAlive = false;
    underWay.add(res);
    res.once('close', () => {
      underWay.delete(res);
      if (closing) setImmediate(() => server.closeIdleConnections());
    });
  });
  if (listener) server.on('request', listener);
  const shutdown = () =>
    new Promise<void>((resolve) => {
      closing = true;
      for (const res of underWay) if (!res.headersSent) res.shouldKeepAlive = false;
      const cut = setTimeout(() => server.closeAllConnections(), CLOSE_GRACE_MS);
      server.close(() => {
        clearTimeout(cut);
        resolve();
      });
      server.closeIdleConnections();
    });
  return Object.assign(server, { shutdown });
}

/**
 * Opens every port, in order, before anything else starts. A port that cannot be opened closes
 * those already open and throws a StartupError naming its setting. The servers answer 503 until
 * `serve` gives each its app.
 */
export async function openPorts(settings: PortSetting[]): Promise<{
  servers: HttpServer[];
  serve(apps: RequestListener[]): void;
  close(): Promise<void>;
}> {
  const servers: HttpServer[] = [];
  const close = () => Promise.all(servers.map((s) => s.shutdown())).then(() => undefined);
  for (const [i, setting] of settings.entries()) {
    const server = createHttpServer(starting);
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(setting.port, setting.host, () => {
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
