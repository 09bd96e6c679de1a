import 'reflect-metadata';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { Secret, TOTP } from 'otpauth';
import { createApp, type App, type Site } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase } from '../src/db/data-source';
import { createHttpServer, type HttpServer } from '../src/http/listen';
import { type Clock, systemClock } from '../src/lib/clock';
import { SESSION_RULES } from '../src/modules/auth/auth.service';
import type { User } from '../src/modules/users/user.service';
import { makeClient } from './http-client';
import { emptyTables, workerMysqlDatabase } from './mysql-db';
import { copyTemplate } from './template-db';
import { STEP_MS } from './two-factor.fixtures';

/**
 * The one test harness: the real app on a real database — per test file, its own copy of the
 * migrated template SQLite file (test/template-db.ts), or (TEST_DB=mysql, from TEST_MYSQL_URL) the
 * database of this jest worker, migrated by its first test file and emptied before each later one
 * (test/mysql-db.ts). Tests talk to it over HTTP like any client.
 */
export type TestApp = {
  config: Config;
  db: DataSource;
  app: App;
  services: App['services'];
  /** Base URL of each origin: the API, and the storefront / admin apps with the API mounted. */
  url: Record<Site, string>;
  /** A new HTTP client with its own cookie jar (one browser); `headers` go on every request it sends. */
  client(site?: Site, headers?: Record<string, string>): Client;
  /**
   * A client signed in as a new user, and that user's credentials: an admin on the admin console's
   * origin, a customer on the API's.
   */
  signIn(role: 'admin' | 'user'): Promise<SignedIn>;
  close(): Promise<void>;
};

export type Reply<T = any> = {
  status: number;
  body: T;
  text: string;
  /** The body as sent (a PDF's bytes, which `text` would garble). */
  bytes: Buffer;
  headers: Headers;
};

export type Client = {
  request<T = any>(
    method: string,
    url: string,
    init?: { json?: unknown; body?: string; headers?: Record<string, string> },
  ): Promise<Reply<T>>;
  get<T = any>(url: string): Promise<Reply<T>>;
  post<T = any>(url: string, json?: unknown): Promise<Reply<T>>;
  put<T = any>(url: string, json?: unknown): Promise<Reply<T>>;
  delete<T = any>(url: string): Promise<Reply<T>>;
  /** A GraphQL operation; resolves to the whole response body ({data, errors}). */
  gql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<{ data?: T; errors?: GqlError[]; status: number }>;
  cookies: Map<string, string>;
};

export type GqlError = { message: string; extensions?: { code?: string; field?: string } };

/** A client with a signed-in session, and the account's credentials. */
export type SignedIn = Client & { email: string; password: string };

export type TestAppOptions = { env?: Record<string, string>; clock?: Clock };

let counter = 0;
/** A unique email for a test-owned account. */
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;

/**
 * The usual start of a test file: the app started before the file's tests (with an admin signed in,
 * unless `admin: false`) and closed after them. The two objects are filled in by that beforeAll, so
 * use them inside tests and hooks (declared after this call), not at the top level of the file.
 */
export function useTestApp(options: TestAppOptions & { admin?: boolean } = {}): {
  t: TestApp;
  admin: SignedIn;
} {
  const t = {} as TestApp;
  const admin = {} as SignedIn;
  beforeAll(async () => {
    Object.assign(t, await startTestApp(options));
    if (options.admin !== false) Object.assign(admin, await t.signIn('admin'));
  });
  afterAll(() => t.close?.());
  return { t, admin };
}

/**
 * A folder of files for the file's tests (a built app, say: `{ 'index.html': '…', 'assets/app.js': '…' }`),
 * made at once and removed after the file's tests.
 */
export function tempFiles(prefix: string, files: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `devjobs-${prefix}-`));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A stored password hash that takes long to check and that no password matches: a scrypt one (as
 * hashes from before decision 055 are still checked) with `work` times the cost of N = 2^14, for
 * tests that need a password check to last far longer than a request takes.
 */
export const slowPasswordHash = (work: number) =>
  ['scrypt', 16384, 8, work, randomBytes(16), randomBytes(64)]
    .map((part) => (Buffer.isBuffer(part) ? part.toString('base64') : part))
    .join('$');

/** Whether `browser` holds a live session: its GET /api/auth/me answers 200. */
export const signedIn = async (browser: Client) =>
  (await browser.get('/api/auth/me')).status === 200;

/** A staff account as the command line makes it (`npm run create-admin`): its address and password. */
export async function staffFromCommandLine(t: TestApp, password = 'staff-password-1') {
  const email = uniqueEmail('staff');
  await t.services.auth.upsertAdmin({ email, password, by: 'cli' });
  return { email, password };
}

/** The environment of a command-line run (`npm run create-admin`, say) on this test app's database. */
export const commandLineEnv = (t: TestApp) => ({
  NODE_ENV: 'test',
  DATA_DIR: t.config.dataDir,
  ...(t.config.databaseUrl ? { DATABASE_URL: t.config.databaseUrl } : {}),
});

/** A console for a command-line run that keeps what the command writes, for the test to read. */
export function recordingConsole() {
  const log = jest.fn();
  const error = jest.fn();
  return { out: { log, error } as unknown as Console, log, error };
}

/** The DOWNLOAD_SECRET of every test app (a test may set another). */
export const TEST_DOWNLOAD_SECRET = 'test-download-secret-0123456789abcdef';
/** The SECRETS_KEY of every test app (a test may set another): 32 bytes, base64 (decision 078). */
export const TEST_SECRETS_KEY = Buffer.from('test-secrets-key-not-for-prod!!!').toString('base64');

/** The config of a test app: its own data folder and database, test secrets, then the test's `env`. */
async function testConfig(options: TestAppOptions, dataDir: string): Promise<Config> {
  const databaseUrl = process.env.TEST_DB === 'mysql' ? await workerMysqlDatabase() : undefined;
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    // A test's own sign-ins are not a flood: on a busy machine one may wait past the 1 s limit and
    // be refused as BUSY. Tests of that limit set their own (http.test.ts, decision 045).
    HASH_MAX_WAIT_MS: '30000',
    // Its own, so a test app in production mode starts (decision 057).
    DOWNLOAD_SECRET: TEST_DOWNLOAD_SECRET,
    SECRETS_KEY: TEST_SECRETS_KEY,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    // Production refuses to start without SMTP_URL (decision 061): tests keep their mail unless
    // they give an SMTP server of their own.
    ...(options.env?.NODE_ENV === 'production' && !options.env.SMTP_URL ? { MAIL: 'off' } : {}),
    ...options.env,
  });
}

/**
 * Each origin of the app on a port of its own, with the API's own servers (decision 045:
 * kept-alive connections are the client's to close), not Node's defaults, whose 5 s keep-alive
 * meets a busy client's reuse with ECONNRESET.
 */
async function listenOnEverySite(
  app: App,
): Promise<{ servers: HttpServer[]; url: Record<Site, string> }> {
  const servers: HttpServer[] = [];
  const url = {} as Record<Site, string>;
  for (const site of ['api', 'storefront', 'admin'] as const) {
    const server = await new Promise<HttpServer>((resolve) => {
      const s = createHttpServer(app.site(site)).listen(0, '127.0.0.1', () => resolve(s));
    });
    servers.push(server);
    url[site] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  return { servers, url };
}

/** TestApp.signIn of one app: a new account of the role, and a client signed in as it. */
function signInTo(
  app: App,
  config: Config,
  url: Record<Site, string>,
  options: TestAppOptions,
): TestApp['signIn'] {
  return async (role) => {
    const email = uniqueEmail(role);
    const password = `pw-${randomUUID()}`;
    const user = await app.services.users.create({
      name: role === 'admin' ? 'Test Admin' : 'Test User',
      email,
      password,
      isAdmin: role === 'admin',
    });
    // Staff sign in on the admin console's origin, the only one where staff rights hold (decision 055).
    const site = role === 'admin' ? 'admin' : 'api';
    // Where staff must use two-factor sign-in (production, decision 064), the admin is enrolled
    // as staff enrol, and each sign-in gives the code of a step not used before.
    const codes =
      role === 'admin' && config.adminTotp === 'required'
        ? await enrolledCodes(app, user, options.clock ?? systemClock)
        : undefined;
    const login = async (c: Client) => {
      const reply = await c.request('POST', '/api/auth/login', { json: { email, password } });
      const second =
        codes && reply.status === 401
          ? await c.request('POST', '/api/auth/login/code', { json: { code: codes() } })
          : reply;
      if (second.status !== 200) throw new Error(`signIn failed: ${second.status} ${second.text}`);
    };
    if (role === 'user') {
      const c = makeClient(url[site], {});
      await login(c);
      return Object.assign(c, { email, password });
    }
    // A console session ends after 30 minutes idle and 12 hours (sessions.test.ts tests that):
    // when a test moves its clock past either, this client signs in again before its request.
    const clock = options.clock ?? systemClock;
    let signedInAt = 0;
    let lastRequestAt = 0;
    const c: Client = makeClient(url[site], {}, async () => {
      const now = clock.now().getTime();
      const { maxAgeMs, idleMs = maxAgeMs } = SESSION_RULES.admin;
      if (now - lastRequestAt >= idleMs - 60_000 || now - signedInAt >= maxAgeMs - 60_000) {
        signedInAt = lastRequestAt = now;
        await login(c);
      }
      lastRequestAt = now;
    });
    await c.get('/api/auth/me');
    return Object.assign(c, { email, password });
  };
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'devjobs-test-'));
  const config = await testConfig(options, dataDir);
  if (!config.databaseUrl) copyTemplate(config.sqlitePath);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  if (config.databaseUrl) await emptyTables(db);
  const app = await createApp({ config, db, clock: options.clock });
  const { servers, url } = await listenOnEverySite(app);
  return {
    config,
    db,
    app,
    services: app.services,
    url,
    client: (site = 'api', headers = {}) => makeClient(url[site], headers),
    signIn: signInTo(app, config, url, options),
    async close() {
      await Promise.all(servers.map((s) => s.shutdown()));
      await app.stop();
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A clock that stands still where a test puts it: for instants exactly at a boundary (midnight in India). */
export class StoppedClock implements Clock {
  constructor(private at: Date) {}
  now() {
    return new Date(this.at);
  }
  set(at: string | Date) {
    this.at = new Date(at);
  }
  advance(ms: number) {
    this.at = new Date(this.at.getTime() + ms);
  }
}

/** Spans to move a TestClock by. */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** A clock a test can move forward. */
export class TestClock implements Clock {
  private offset = 0;
  now() {
    return new Date(Date.now() + this.offset);
  }
  advance(ms: number) {
    this.offset += ms;
  }
}

/**
 * Enrols `user` in two-factor sign-in (decision 064) and returns a source of codes an
 * authenticator app would show, each of a later 30-second step than the one before (a step's code
 * is accepted once), within the one step either side of `clock`'s now that sign-in accepts.
 */
async function enrolledCodes(app: App, user: User, clock: Clock): Promise<() => string> {
  const { secret } = await app.services.twoFactor.startFor(user);
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  const stepNow = () => Math.floor(clock.now().getTime() / STEP_MS);
  let used = stepNow();
  await app.services.twoFactor.confirmFor(user, totp.generate({ timestamp: used * STEP_MS }));
  return () => {
    used = Math.max(used + 1, stepNow() - 1);
    if (used > stepNow() + 1) throw new Error('signIn: no unused two-factor step left in this one');
    return totp.generate({ timestamp: used * STEP_MS });
  };
}
