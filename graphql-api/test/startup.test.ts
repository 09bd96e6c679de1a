import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { DEV_DOWNLOAD_SECRET } from '../src/config';
import { freshMysqlDatabase } from './mysql-db';
import {
  expectOneLineFailure,
  freshDir,
  runServer,
  scratchDir,
  startedServer,
  useBuiltApi,
} from './built-api';
import { useStorefrontBundle } from './storefront-bundle';

/**
 * Start-up as a user sees it: the built server (`node dist/server.js`) runs as a child process, and
 * each case checks what it prints and its exit code. Every child is killed after a time limit.
 */
const MYSQL = process.env.TEST_DB === 'mysql';
const storefrontBundle = useStorefrontBundle();

useBuiltApi();

/** A port that something else holds (on every interface, as the server listens), released after `use`. */
async function withTakenPort<T>(use: (port: number) => Promise<T>): Promise<T> {
  const blocker = net.createServer();
  await new Promise<void>((resolve) => blocker.listen(0, resolve));
  try {
    return await use((blocker.address() as net.AddressInfo).port);
  } finally {
    await new Promise((resolve) => blocker.close(resolve));
  }
}

/** A port nothing listens on (bound and released at once). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The settings of this project's database: a fresh SQLite folder, or a fresh MariaDB/MySQL database. */
async function databaseEnv(): Promise<Record<string, string>> {
  const env = { DATA_DIR: freshDir() };
  if (!MYSQL) return env;
  return { ...env, DATABASE_URL: await freshMysqlDatabase('startup') };
}

const bannerPort = (banner: string, label: string) =>
  Number(new RegExp(`${label}\\s+http://localhost:(\\d+)`).exec(banner)?.[1]);

async function login(port: number, email: string, password: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return { status: res.status, body: (await res.json()) as { isAdmin?: boolean } };
}

describe('a server that starts', () => {
  test('answers /healthz on all three ports once the banner says it is running', async () => {
    const { server, banner } = await startedServer(await databaseEnv());
    try {
      const ports = ['API', 'Storefront', 'Admin console'].map((label) =>
        bannerPort(banner, label),
      );
      for (const port of ports) {
        expect(port).toBeGreaterThan(0);
        const res = await fetch(`http://127.0.0.1:${port}/healthz`);
        expect(res.status).toBe(200);
      }
    } finally {
      expect((await server.stop()).code).toBe(0);
    }
  }, 60_000);

  test('serves /metrics on METRICS_PORT alone, on 127.0.0.1, counting what the API answered (decision 108)', async () => {
    const { server, banner } = await startedServer({ ...(await databaseEnv()), METRICS_PORT: '0' });
    try {
      const metricsUrl = /Metrics\s+(http:\/\/127\.0\.0\.1:\d+\/metrics)/.exec(banner)?.[1];
      expect(metricsUrl).toBeDefined();
      const api = bannerPort(banner, 'API');
      const answer = await fetch(`http://127.0.0.1:${api}/readyz`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      const metrics = await (await fetch(metricsUrl!)).text();
      expect(metrics).toMatch(
        /^devjobs_http_request_duration_seconds_count\{kind="probe",status="2xx"\} [1-9]/m,
      );
      expect((await fetch(`http://127.0.0.1:${api}/metrics`)).status).toBe(404);
    } finally {
      expect((await server.stop()).code).toBe(0);
    }
  }, 60_000);

  test('renders the storefront on worker threads: the banner says how many, pages come rendered whatever the number, and a burst past the workers gets the shell', async () => {
    for (const workers of ['2', '0']) {
      const { server, banner } = await startedServer({
        ...(await databaseEnv()),
        ...storefrontBundle.env,
        RENDER_WORKERS: workers,
      });
      try {
        expect(banner).toContain(
          workers === '2'
            ? 'Pages          rendered on the server, 2 worker threads'
            : "Pages          rendered on the server, on the API's thread",
        );
        const storefront = `http://127.0.0.1:${bannerPort(banner, 'Storefront')}`;
        const jobs = (await (await fetch(`${storefront}/api/jobs?limit=6`)).json()) as {
          slug: string;
          title: string;
        }[];
        expect(jobs.length).toBeGreaterThan(3);
        // Several at once: each worker renders while the API's thread answers their GraphQL.
        const pages = await Promise.all(
          jobs.map(async (job) => {
            const res = await fetch(`${storefront}/page-details/${encodeURIComponent(job.slug)}`);
            return { job, status: res.status, html: await res.text() };
          }),
        );
        for (const { job, status, html } of pages) {
          expect(status).toBe(200);
          const root = html.slice(html.indexOf('<div id="root">'));
          expect(root).toContain('<h1');
          expect(root).toContain(job.title.replace(/&/g, '&amp;'));
        }
        if (workers === '2') {
          // More pages at once than the workers take (8 each): the rest are the client-only shell
          // at once, said in Server-Timing, never an error; each is rendered when asked again.
          const burst = await Promise.all(
            Array.from({ length: 60 }, async (_, i) => {
              const res = await fetch(`${storefront}/page-details/no-such-job-${i}`);
              return { status: res.status, timing: res.headers.get('server-timing') };
            }),
          );
          expect(burst.every(({ status }) => status === 404)).toBe(true);
          const timings = burst.map(({ timing }) => timing);
          expect(timings).toContain('page;desc="shell"');
          expect(timings).toContain('page;desc="rendered"');
          const again = await fetch(`${storefront}/page-details/no-such-job-59`);
          expect(again.headers.get('server-timing')).toBe('page;desc="rendered"');
        }
      } finally {
        expect((await server.stop()).code).toBe(0);
      }
    }
  }, 90_000);

  test("keeps an idle connection open past Node's 5 s default, so a client or proxy that reuses it is answered", async () => {
    const { server, banner } = await startedServer(await databaseEnv());
    const socket = net.connect(bannerPort(banner, 'Storefront'), '127.0.0.1');
    try {
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
      const answers = () => received.match(/HTTP\/1\.1 200/g)?.length ?? 0;
      const ask = async (count: number) => {
        socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
        const deadline = Date.now() + 5_000;
        while (answers() < count && !socket.closed && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 50));
        return answers();
      };
      expect(await ask(1)).toBe(1);
      await new Promise((r) => setTimeout(r, 6_000)); // idle longer than Node's default keepAliveTimeout
      expect(socket.closed).toBe(false);
      expect(await ask(2)).toBe(2);
    } finally {
      socket.destroy();
      expect((await server.stop()).code).toBe(0);
    }
  }, 60_000);
});

describe('ports', () => {
  test.each([
    {
      setting: 'PORT',
      title:
        'a taken PORT stops start-up with a line naming it, exit code 1, and nothing says "running"',
    },
    {
      setting: 'ADMIN_PORT',
      title: 'a taken ADMIN_PORT stops start-up too, after the other two were opened',
    },
  ])(
    '$title',
    async ({ setting }) => {
      const env = await databaseEnv();
      const run = await withTakenPort((port) =>
        runServer({ ...env, [setting]: String(port) }).then((r) => ({ ...r, port })),
      );
      expectOneLineFailure(
        run,
        `${setting} ${run.port} is already in use: stop the other process or set ${setting} to a free port`,
      );
    },
    30_000,
  );

  test('two settings with the same port are named together', async () => {
    const port = await freePort();
    const run = await runServer({
      ...(await databaseEnv()),
      PORT: String(port),
      STOREFRONT_PORT: String(port),
    });
    expectOneLineFailure(
      run,
      `STOREFRONT_PORT ${port} is already in use (PORT is ${port} too): set them to different ports`,
    );
  }, 30_000);
});

(MYSQL ? describe.skip : describe)('DATA_DIR that cannot hold the database', () => {
  test('DATA_DIR that is a file', async () => {
    const file = path.join(scratchDir(), 'a-file');
    fs.writeFileSync(file, 'not a folder');
    expectOneLineFailure(
      await runServer({ DATA_DIR: file }),
      `DATA_DIR ${file} is a file, not a folder: set DATA_DIR to a folder (it is created when missing)`,
    );
  });

  test('DATA_DIR under /proc fails at once instead of hanging', async () => {
    const run = await runServer({ DATA_DIR: '/proc/devjobs-data' }, 5_000);
    expectOneLineFailure(
      run,
      /^DATA_DIR \/proc\/devjobs-data cannot be created \(ENOENT\): set DATA_DIR to a folder this user can write$/,
    );
    expect(run.ms).toBeLessThan(5_000);
  });

  test('DATA_DIR that this user cannot write (/sys refuses even root)', async () => {
    expectOneLineFailure(
      await runServer({ DATA_DIR: '/sys' }),
      'DATA_DIR /sys is not writable (EACCES): set DATA_DIR to a folder this user can write',
    );
  });

  test('a damaged app.sqlite (random bytes) is named, and left as it was', async () => {
    const dir = freshDir();
    const garbage = Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 7919 + 13) % 256));
    fs.writeFileSync(path.join(dir, 'app.sqlite'), garbage);
    expectOneLineFailure(
      await runServer({ DATA_DIR: dir }),
      `DATA_DIR ${dir}/app.sqlite is not a SQLite database (damaged or another kind of file): move it aside to start with a new database, or restore a backup`,
    );
    expect(fs.readFileSync(path.join(dir, 'app.sqlite')).equals(garbage)).toBe(true);
  });
});

describe('DATABASE_URL that does not lead to a database', () => {
  const run = (url: string, limitMs?: number) =>
    runServer({ DATA_DIR: freshDir(), DATABASE_URL: url }, limitMs);

  (MYSQL ? describe.skip : describe)('with no database server behind it', () => {
    test('a server that accepts the connection but never answers: a clear line within a few seconds', async () => {
      const silent = net.createServer(() => {
        /* accepts and never answers */
      });
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const { port } = silent.address() as net.AddressInfo;
      try {
        const result = await run(`mysql://devjobs:secret@127.0.0.1:${port}/devjobs`, 12_000);
        expectOneLineFailure(
          result,
          `DATABASE_URL: no answer from 127.0.0.1:${port} within 5 s: check that MySQL/MariaDB runs there and that nothing blocks the port`,
        );
        expect(result.ms).toBeLessThan(9_000);
        expect(result.stderr).not.toContain('secret');
      } finally {
        await new Promise((resolve) => silent.close(resolve));
      }
    }, 20_000);

    test('an unknown host', async () => {
      expectOneLineFailure(
        await run('mysql://root@no-such-host.invalid:3306/devjobs'),
        'DATABASE_URL: the host no-such-host.invalid is unknown: correct the host name',
      );
    });

    test('a port nothing listens on', async () => {
      const port = await freePort();
      expectOneLineFailure(
        await run(`mysql://root@127.0.0.1:${port}/devjobs`),
        `DATABASE_URL: nothing accepts connections at 127.0.0.1:${port}: start MySQL/MariaDB or correct the host and port`,
      );
    });
  });

  (MYSQL ? describe : describe.skip)('on a real server', () => {
    const server = () => {
      const url = new URL(process.env.TEST_MYSQL_URL!);
      return { url, where: `${url.hostname}:${url.port || 3306}` };
    };

    test('a database that does not exist', async () => {
      const { url, where } = server();
      url.pathname = '/wtd_no_such_database';
      expectOneLineFailure(
        await run(url.toString()),
        `DATABASE_URL: the database wtd_no_such_database does not exist on ${where}: create it (CREATE DATABASE \`wtd_no_such_database\` CHARACTER SET utf8mb4) or correct the name`,
      );
    });

    test('a wrong password', async () => {
      const { url, where } = server();
      url.password = 'wrong-password';
      const result = await run(url.toString());
      expectOneLineFailure(
        result,
        `DATABASE_URL: ${where} refused user ${url.username} (wrong user name or password): correct them in DATABASE_URL`,
      );
      expect(result.stderr).not.toContain('wrong-password');
    });
  });
});

describe('the commands that open the database', () => {
  test('`npm run migrate` and `npm run create-admin` name a DATA_DIR that is a file the same way', async () => {
    const file = path.join(scratchDir(), 'another-file');
    fs.writeFileSync(file, 'not a folder');
    const line = `DATA_DIR ${file} is a file, not a folder: set DATA_DIR to a folder (it is created when missing)`;
    for (const command of [
      ['cli/migrate.js'],
      ['cli/create-admin.js', 'ops@example.com', 'a-long-password'],
    ]) {
      expectOneLineFailure(await runServer({ DATA_DIR: file }, 10_000, command), line);
    }
  }, 30_000);
});

describe('production refuses unsafe settings (decision 057)', () => {
  const SAFE = {
    NODE_ENV: 'production',
    DOWNLOAD_SECRET: 'p'.repeat(40),
    SECRETS_KEY: 'c2VjcmV0cy1rZXktZm9yLXRlc3RzLW5vdC1wcm9kISE=',
    MAIL: 'off',
  };
  const refuse = async (env: Record<string, string>, line: string) =>
    expectOneLineFailure(await runServer({ DATA_DIR: freshDir(), ...SAFE, ...env }), line);

  test('the payment sandbox, asked for with PAYMENTS_SANDBOX=1', async () => {
    await refuse(
      { PAYMENTS_SANDBOX: '1' },
      'PAYMENTS_SANDBOX=1 runs the payment sandbox, where anyone can pay without money: unset PAYMENTS_SANDBOX in production and set the Razorpay keys',
    );
  });

  test("the sandbox's published secrets given as Razorpay's", async () => {
    await refuse(
      {
        RAZORPAY_KEY_ID: 'rzp_live_x',
        RAZORPAY_KEY_SECRET: 'sandbox_key_secret',
        RAZORPAY_WEBHOOK_SECRET: 'a-real-looking-webhook-secret',
      },
      "RAZORPAY_KEY_SECRET is the payment sandbox's published default: set it to the secret from Razorpay's dashboard",
    );
    await refuse(
      {
        RAZORPAY_KEY_ID: 'rzp_live_x',
        RAZORPAY_KEY_SECRET: 'a-real-looking-key-secret',
        RAZORPAY_WEBHOOK_SECRET: 'sandbox_webhook_secret',
      },
      "RAZORPAY_WEBHOOK_SECRET is the payment sandbox's published default: set it to the secret from Razorpay's dashboard",
    );
  });

  test('demo data without ADMIN_EMAIL (the demo admin has a published password)', async () => {
    await refuse(
      { SEED_DEMO: '1' },
      'SEED_DEMO=1 without ADMIN_EMAIL creates the demo admin with its published password: set ADMIN_EMAIL and ADMIN_PASSWORD, or unset SEED_DEMO',
    );
  });

  test('live Razorpay keys without RAZORPAY_WEBHOOK_SECRET', async () => {
    await refuse(
      { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'a-real-looking-key-secret' },
      "RAZORPAY_WEBHOOK_SECRET is required with RAZORPAY_KEY_ID in production (without it every webhook is refused): set it to the secret of the webhook in Razorpay's dashboard",
    );
  });

  test('no DOWNLOAD_SECRET, one shorter than 32 bytes, or the published development one', async () => {
    const { DOWNLOAD_SECRET: _, ...withoutSecret } = SAFE;
    expectOneLineFailure(
      await runServer({ DATA_DIR: freshDir(), ...withoutSecret }),
      'DOWNLOAD_SECRET is required in production (download links are signed with it): set it to a random value of at least 32 bytes (openssl rand -base64 48)',
    );
    await refuse(
      { DOWNLOAD_SECRET: 'x'.repeat(31) },
      'DOWNLOAD_SECRET must be at least 32 bytes, got 31: set it to a random value (openssl rand -base64 48)',
    );
    await refuse(
      { DOWNLOAD_SECRET: DEV_DOWNLOAD_SECRET },
      'DOWNLOAD_SECRET is a published default: set it to a random value of your own (openssl rand -base64 48)',
    );
  });

  test('no SMTP_URL unless MAIL=off says so: mail would never leave (decision 061)', async () => {
    const { MAIL: _, ...withoutMailOff } = SAFE;
    expectOneLineFailure(
      await runServer({ DATA_DIR: freshDir(), ...withoutMailOff }),
      'SMTP_URL is required in production (without it no mail is sent: password resets never arrive): set SMTP_URL and MAIL_FROM, or MAIL=off to run without mail',
    );
    await refuse(
      { MAIL: 'on', SMTP_URL: 'smtp://127.0.0.1:2525' },
      'MAIL_FROM is required with SMTP_URL (DevJobs <no-reply@example.com>)',
    );
  });

  test('metrics on an address anyone may reach, unless METRICS_PUBLIC=1 says a firewall keeps it private (decision 108)', async () => {
    await refuse(
      { METRICS_PORT: '0', METRICS_HOST: '0.0.0.0' },
      'METRICS_HOST=0.0.0.0 serves the metrics to anyone who reaches this machine: bind them to 127.0.0.1 or a private address, or set METRICS_PUBLIC=1 if a firewall keeps the port private',
    );
  });

  test('several problems are named together, one line each', async () => {
    const run = await runServer({
      DATA_DIR: freshDir(),
      NODE_ENV: 'production',
      PAYMENTS_SANDBOX: '1',
      SEED_DEMO: '1',
    });
    expect(run.code).toBe(1);
    expect(
      run.stderr
        .trim()
        .split('\n')
        .map((line) => line.split(' ')[0]),
    ).toEqual(['PAYMENTS_SANDBOX=1', 'SEED_DEMO=1', 'DOWNLOAD_SECRET', 'SECRETS_KEY', 'SMTP_URL']);
  });

  test('a safe production start says payments are off without suggesting the sandbox', async () => {
    const { server, banner } = await startedServer({ ...(await databaseEnv()), ...SAFE });
    try {
      expect(banner).toContain('  Mail           kept in the outbox, not sent');
      expect(banner).toContain(
        '  Payments       not configured: payment calls answer 503 (set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET)\n',
      );
      expect(banner).not.toContain('PAYMENTS_SANDBOX');
    } finally {
      expect((await server.stop()).code).toBe(0);
    }
  }, 60_000);

  test('production with SMTP_URL and MAIL_FROM starts and names the mail server without its password', async () => {
    const { MAIL: _, ...withoutMailOff } = SAFE;
    const { server, banner } = await startedServer({
      ...(await databaseEnv()),
      ...withoutMailOff,
      SMTP_URL: `smtp://mailer:hunter2-secret@127.0.0.1:${await freePort()}`,
      MAIL_FROM: 'DevJobs <no-reply@example.com>',
    });
    try {
      expect(banner).toMatch(
        /\n {2}Mail {11}sent through smtp:\/\/127\.0\.0\.1:\d+ from DevJobs <no-reply@example\.com>\n/,
      );
      expect(banner).not.toContain('hunter2');
    } finally {
      expect((await server.stop()).code).toBe(0);
    }
  }, 60_000);

  test('development with nothing set still starts, with the sandbox and mail kept in the outbox', async () => {
    const { server, banner } = await startedServer({
      ...(await databaseEnv()),
      NODE_ENV: 'development',
    });
    try {
      expect(banner).toContain(
        '  Payments       offline Razorpay sandbox (no real money; /sandbox)\n',
      );
      expect(banner).toContain(
        '  Mail           kept in the outbox, not sent (/admin/outbox; set SMTP_URL and MAIL_FROM to send)\n',
      );
    } finally {
      expect((await server.stop()).code).toBe(0);
    }
  }, 60_000);
});

describe('the demo admin', () => {
  const DEMO = { email: 'admin@devjobs.local', password: 'admin-demo-123' };
  const OWN = { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'owner-password-1' };

  test('with ADMIN_EMAIL set on an empty database only that admin exists, and the banner says so', async () => {
    const { server, banner } = await startedServer({ ...(await databaseEnv()), ...OWN });
    try {
      const port = bannerPort(banner, 'API');
      expect((await login(port, DEMO.email, DEMO.password)).status).toBe(401);
      const own = await login(port, OWN.ADMIN_EMAIL, OWN.ADMIN_PASSWORD);
      expect(own).toMatchObject({ status: 200, body: { isAdmin: true } });
      expect(banner).toContain('  Admin sign-in  owner@example.com with ADMIN_PASSWORD\n');
      expect(banner).not.toContain(DEMO.email);
      expect(banner).toContain('  Demo customer  dev@devjobs.local / dev-demo-1234\n');
    } finally {
      await server.stop();
    }
  }, 60_000);

  test('a demo admin from an earlier run loses admin rights once ADMIN_EMAIL is set, and the banner says so', async () => {
    const env = await databaseEnv();
    const first = await startedServer(env);
    expect(first.banner).toContain(
      '  Admin sign-in  admin@devjobs.local / admin-demo-123 (demo account; set ADMIN_EMAIL and ADMIN_PASSWORD for your own)\n',
    );
    await first.server.stop();

    const { server, banner } = await startedServer({ ...env, ...OWN });
    try {
      const port = bannerPort(banner, 'API');
      expect(await login(port, DEMO.email, DEMO.password)).toMatchObject({
        status: 200,
        body: { isAdmin: false },
      });
      expect((await login(port, OWN.ADMIN_EMAIL, OWN.ADMIN_PASSWORD)).body.isAdmin).toBe(true);
      expect(banner).toContain('  Admin sign-in  owner@example.com with ADMIN_PASSWORD\n');
      expect(banner).toContain(
        '  Demo customer  dev@devjobs.local / dev-demo-1234, admin@devjobs.local / admin-demo-123 (no longer an admin: ADMIN_EMAIL is set)\n',
      );
    } finally {
      await server.stop();
    }
  }, 90_000);
});
