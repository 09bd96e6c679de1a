import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { createApp, type App, type Site } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase } from '../src/db/data-source';
import type { Clock } from '../src/lib/clock';
import { copyTemplate } from './template-db';

/**
 * The one test harness: the real app on a real database — per test file, its own copy of the
 * migrated template SQLite file (test/template-db.ts), or (TEST_DB=mysql, from TEST_MYSQL_URL) a
 * database of this jest worker, dropped and migrated anew.
 * Tests talk to it over HTTP like any client.
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
  /** A client signed in as a new user (admin or customer), and that user's credentials. */
  signIn(role: 'admin' | 'user'): Promise<Client & { email: string; password: string }>;
  close(): Promise<void>;
};

export type Reply<T = any> = { status: number; body: T; text: string; headers: Headers };

export type Client = {
  request<T = any>(method: string, url: string, init?: { json?: unknown; body?: string; headers?: Record<string, string> }): Promise<Reply<T>>;
  get<T = any>(url: string): Promise<Reply<T>>;
  post<T = any>(url: string, json?: unknown): Promise<Reply<T>>;
  put<T = any>(url: string, json?: unknown): Promise<Reply<T>>;
  delete<T = any>(url: string): Promise<Reply<T>>;
  /** A GraphQL operation; resolves to the whole response body ({data, errors}). */
  gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<{ data?: T; errors?: GqlError[]; status: number }>;
  cookies: Map<string, string>;
};

export type GqlError = { message: string; extensions?: { code?: string; field?: string } };

let counter = 0;
/** A unique email for a test-owned account. */
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;

/**
 * A new, empty MySQL/MariaDB database beside TEST_MYSQL_URL's, dropped first if it exists, and its URL.
 * Named after TEST_MYSQL_URL's database too, so two checkouts testing at once never share one.
 */
export async function freshMysqlDatabase(suffix: string): Promise<string> {
  const base = process.env.TEST_MYSQL_URL;
  if (!base) throw new Error('TEST_DB=mysql needs TEST_MYSQL_URL');
  const url = new URL(base);
  const prefix = url.pathname.replace(/^\//, '').replace(/[^A-Za-z0-9_]/g, '') || 'test';
  const name = `${prefix}_${suffix}`;
  url.pathname = '/';
  const mysql = await import('mysql2/promise');
  const admin = await mysql.createConnection(url.toString());
  await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  url.pathname = `/${name}`;
  return url.toString();
}

export async function startTestApp(options: { env?: Record<string, string>; clock?: Clock } = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'devjobs-test-'));
  const databaseUrl = process.env.TEST_DB === 'mysql' ? await freshMysqlDatabase(`devjobs_${process.env.JEST_WORKER_ID ?? '0'}`) : undefined;
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...options.env });
  if (!config.databaseUrl) copyTemplate(config.sqlitePath);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  const app = await createApp({ config, db, clock: options.clock });

  const servers: Server[] = [];
  const url = {} as Record<Site, string>;
  for (const site of ['api', 'storefront', 'admin'] as const) {
    const server = await new Promise<Server>((resolve) => {
      const s = app.site(site).listen(0, '127.0.0.1', () => resolve(s));
    });
    servers.push(server);
    url[site] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  const client = (site: Site = 'api', headers: Record<string, string> = {}): Client => makeClient(url[site], headers);

  return {
    config,
    db,
    app,
    services: app.services,
    url,
    client,
    async signIn(role) {
      const email = uniqueEmail(role);
      const password = `pw-${randomUUID()}`;
      await app.services.users.create({ name: role === 'admin' ? 'Test Admin' : 'Test User', email, password, isAdmin: role === 'admin' });
      const c = client();
      const reply = await c.post('/api/auth/login', { email, password });
      if (reply.status !== 200) throw new Error(`signIn failed: ${reply.status} ${reply.text}`);
      return Object.assign(c, { email, password });
    },
    async close() {
      await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
      await app.stop();
      await db.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function makeClient(base: string, defaultHeaders: Record<string, string>): Client {
  const cookies = new Map<string, string>();
  async function request(method: string, url: string, init: { json?: unknown; body?: string; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { ...defaultHeaders, ...init.headers };
    if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(base + url, { method, headers, body, redirect: 'manual' });
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(set)) cookies.delete(name);
      else cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed as any, text, headers: res.headers };
  }
  return {
    cookies,
    request,
    get: (url) => request('GET', url),
    post: (url, json) => request('POST', url, { json }),
    put: (url, json) => request('PUT', url, { json }),
    delete: (url) => request('DELETE', url),
    async gql(query, variables) {
      const reply = await request('POST', '/graphql', { json: { query, variables } });
      return { ...(reply.body as object), status: reply.status };
    },
  };
}

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
