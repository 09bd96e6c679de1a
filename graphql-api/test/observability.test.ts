import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig } from '../src/config';
import { createHttpServer } from '../src/http/listen';
import { logTo } from '../src/lib/log';
import { OutboxMessage } from '../src/modules/mail/outbox.entity';
import { type TestApp, startTestApp, uniqueEmail, useTestApp } from './harness';
import { useStorefrontBundle } from './storefront-bundle';
import { eventually, startSmtpServer } from './mail.fixtures';

/** What the API logs while `work` runs, one parsed JSON line each (decision 108). */
async function linesDuring(work: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const lines: string[] = [];
  const previous = logTo({ write: (line) => void lines.push(line) });
  try {
    await work();
  } finally {
    logTo(previous);
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** The app's /metrics endpoint on a port of its own, as `npm start` serves it on METRICS_PORT. */
async function metricsOf(t: TestApp) {
  const server = createHttpServer(t.app.metricsSite());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`;
  return {
    read: async () => (await fetch(url)).text(),
    close: () => server.shutdown(),
  };
}

/** The value of one sample of a Prometheus text answer (0 when absent). */
function sample(text: string, name: string, labels = ''): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line ? Number(line.split(' ').pop()) : 0;
}

describe('every answer names its request', () => {
  const { t } = useTestApp({ admin: false });

  test('a sane X-Request-Id is answered back; none, or one that is not sane, gets a new id', async () => {
    const given = 'edge-7f3a9c2e-1234';
    for (const site of ['api', 'storefront', 'admin'] as const) {
      const reply = await t.client(site).request('GET', '/healthz', {
        headers: { 'X-Request-Id': given },
      });
      expect(reply.headers.get('x-request-id')).toBe(given);
    }
    const made = await t.client('api').get('/api/no-such-route');
    expect(made.status).toBe(404);
    expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const again = await t.client('api').get('/api/no-such-route');
    expect(again.headers.get('x-request-id')).not.toBe(made.headers.get('x-request-id'));
    for (const bad of ['x', 'has spaces in it', 'a'.repeat(129), 'inject\\"quote']) {
      const reply = await t.client('api').request('GET', '/healthz', {
        headers: { 'X-Request-Id': bad },
      });
      expect(reply.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  test('/healthz and /readyz answer without a session and are never cached', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const reply = await t.client('api').get(path);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ ok: true });
      expect(reply.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('/readyz says when the API cannot serve', () => {
  test('a pending migration, then a database that is gone, answer 503 with the reason', async () => {
    const t = await startTestApp();
    try {
      await t.db.undoLastMigration();
      let reply = await t.client('api').get('/readyz');
      expect(reply.status).toBe(503);
      expect(reply.headers.get('cache-control')).toBe('no-store');
      expect(reply.body).toEqual({
        ok: false,
        problem: expect.stringMatching(/^Migrations are pending/),
      });
      expect((await t.client('api').get('/healthz')).status).toBe(200);
      await t.db.runMigrations();
      expect((await t.client('api').get('/readyz')).status).toBe(200);

      await t.db.destroy();
      reply = await t.client('api').get('/readyz');
      expect(reply.status).toBe(503);
      expect(reply.body).toEqual({ ok: false, problem: 'The database does not answer.' });
      expect((await t.client('api').get('/healthz')).status).toBe(200);
    } finally {
      await t.close().catch(() => undefined);
    }
  });
});

describe('the metrics endpoint', () => {
  // Pages rendered as the built storefront renders them, whether or not one was built yet.
  const storefront = useStorefrontBundle();
  const { t } = useTestApp({ admin: false, env: storefront.env });

  test('counts a request by its route kind once it is answered, and page cache hits', async () => {
    const metrics = await metricsOf(t);
    try {
      const before = await metrics.read();
      const count = 'devjobs_http_request_duration_seconds_count';
      await t.client('api').gql('{ jobs(first: 1) { totalCount } }');
      await t.client('api').get('/api/no-such-route');
      await t.client('storefront').get('/jobs');
      await t.client('storefront').get('/jobs');
      const after = await metrics.read();
      expect(sample(after, count, 'kind="graphql",status="2xx"')).toBe(
        sample(before, count, 'kind="graphql",status="2xx"') + 1,
      );
      expect(sample(after, count, 'kind="rest",status="4xx"')).toBe(
        sample(before, count, 'kind="rest",status="4xx"') + 1,
      );
      expect(sample(after, count, 'kind="page",status="2xx"')).toBe(
        sample(before, count, 'kind="page",status="2xx"') + 2,
      );
      expect(sample(after, 'devjobs_page_cache_lookups_total', 'result="hit"')).toBeGreaterThan(
        sample(before, 'devjobs_page_cache_lookups_total', 'result="hit"'),
      );
      expect(after).toMatch(/^devjobs_mail_outbox_queued 0$/m);
      expect(after).toMatch(/^devjobs_mail_outbox_oldest_queued_seconds 0$/m);
      // The MySQL pool as mysql2 keeps it; SQLite has none to show.
      if (t.config.databaseUrl) {
        expect(sample(after, 'devjobs_db_pool_connections', 'state="limit"')).toBeGreaterThan(0);
        expect(sample(after, 'devjobs_db_pool_connections', 'state="open"')).toBeGreaterThan(0);
      } else expect(after).not.toMatch(/^devjobs_db_pool_connections\{/m);
      expect(after).toContain('# TYPE devjobs_sign_ins_shed_total counter');
      expect(after).toContain('# TYPE devjobs_job_list_index_build_seconds histogram');
    } finally {
      await metrics.close();
    }
  });

  test('is not served on any public origin', async () => {
    for (const site of ['api', 'storefront', 'admin'] as const) {
      const reply = await t.client(site).get('/metrics');
      expect(reply.text).not.toContain('devjobs_http_request_duration_seconds');
    }
  });
});

describe('the log', () => {
  test('a debug line per request names its id and leaves out credentials, addresses and tokens', async () => {
    const t = await startTestApp({ env: { LOG_LEVEL: 'debug' } });
    const email = uniqueEmail('private');
    try {
      const lines = await linesDuring(async () => {
        await t
          .client('api')
          .request('GET', `/api/jobs/by-email/${email}?token=tok-secret-1&email=${email}`, {
            headers: {
              'X-Request-Id': 'trace-redaction-1',
              Authorization: 'Bearer devjobs_secret_token_1',
              Cookie: 'devjobs_session=session-secret-1',
            },
          });
      });
      const line = lines.find((l) => l.requestId === 'trace-redaction-1' && l.msg === 'request');
      expect(line).toMatchObject({
        level: 'debug',
        method: 'GET',
        path: '/api/jobs/by-email/[email]',
        kind: 'rest',
        status: 401,
      });
      expect((line!.headers as Record<string, string>).authorization).toBe('[redacted]');
      const text = JSON.stringify(lines);
      for (const secret of ['devjobs_secret_token_1', 'session-secret-1', 'tok-secret-1', email])
        expect(text).not.toContain(secret);
    } finally {
      await t.close();
    }
  });

  test('mail a request wrote keeps its id: the failed attempt is logged with it, without the address', async () => {
    const smtp = await startSmtpServer({ refuse: 1 });
    const t = await startTestApp({
      env: { SMTP_URL: smtp.url, MAIL_FROM: 'DevJobs <no-reply@devjobs.test>', LOG_LEVEL: 'warn' },
    });
    try {
      const user = await t.signIn('user');
      const lines = await linesDuring(async () => {
        const reply = await t.client('api').request('POST', '/api/auth/forgot-password', {
          json: { email: user.email },
          headers: { 'X-Request-Id': 'trace-mail-1' },
        });
        expect(reply.status).toBe(200);
        await t.services.mail.settled();
        await eventually(async () => {
          const [row] = await t.db.getRepository(OutboxMessage).findBy({ recipient: user.email });
          return row?.attempts === 1 && row.status === 'queued';
        });
      });
      const [row] = await t.db.getRepository(OutboxMessage).findBy({ recipient: user.email });
      expect(row.requestId).toBe('trace-mail-1');
      const failed = lines.find((l) => String(l.msg).startsWith('mail: attempt 1 failed'));
      expect(failed).toMatchObject({ level: 'warn', requestId: 'trace-mail-1', messageId: row.id });
      expect(JSON.stringify(lines)).not.toContain(user.email);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

describe('LOG_LEVEL and the metrics address are checked at start', () => {
  const production = {
    NODE_ENV: 'production',
    DOWNLOAD_SECRET: 'a-download-secret-of-at-least-32-bytes!!',
    SECRETS_KEY: Buffer.from('prod-secrets-key-32-bytes-long!!').toString('base64'),
    MAIL: 'off',
  };
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).problems;
    }
  };

  test('metrics on a public address in production stop the start with one line, unless allowed', () => {
    expect(problemsOf({ ...production, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toEqual([
      expect.stringMatching(
        /^METRICS_HOST=0\.0\.0\.0 serves the metrics to anyone.*METRICS_PUBLIC=1/,
      ),
    ]);
    expect(
      problemsOf({
        ...production,
        METRICS_PORT: '9464',
        METRICS_HOST: '0.0.0.0',
        METRICS_PUBLIC: '1',
      }),
    ).toEqual([]);
    for (const host of ['127.0.0.1', '10.0.3.4', '172.20.0.5', '192.168.1.9', '::1'])
      expect(problemsOf({ ...production, METRICS_PORT: '9464', METRICS_HOST: host })).toEqual([]);
    expect(loadConfig({ ...production, METRICS_PORT: '9464' }).metrics).toEqual({
      port: 9464,
      host: '127.0.0.1',
    });
    expect(loadConfig(production).metrics).toBeUndefined();
  });

  test('a LOG_LEVEL that is not a level is named; the default is info, and error in tests', () => {
    expect(problemsOf({ LOG_LEVEL: 'loud' })).toEqual([
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
    ]);
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('error');
    expect(loadConfig({ LOG_LEVEL: 'DEBUG' }).logLevel).toBe('debug');
  });
});
