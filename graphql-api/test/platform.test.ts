import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { createAdminCommand } from '../src/cli/create-admin';
import { prepareData } from '../src/bootstrap';
import { ConfigError, DEV_DOWNLOAD_SECRET, DEV_SECRETS_KEY, loadConfig } from '../src/config';
import { printAppSchema } from '../src/graphql/print-schema';
import { commandLineEnv, recordingConsole, uniqueEmail, useTestApp } from './harness';

const ROOT = path.resolve(__dirname, '..', '..');

const { t } = useTestApp({ admin: false });
const PRODUCTION_SECRETS_KEY = 'c2VjcmV0cy1rZXktZm9yLXRlc3RzLW5vdC1wcm9kISE=';

test('the committed schema.graphql matches the resolvers (run `npm run schema` after changing them)', async () => {
  const committed = fs.readFileSync(path.join(ROOT, 'schema.graphql'), 'utf8');
  expect(committed).toBe(await printAppSchema());
});

test('after the migrations the entities need no schema change (migrations and entities agree)', async () => {
  const pending = await t.db.driver.createSchemaBuilder().log();
  expect(pending.upQueries.map((q) => q.query)).toEqual([]);
});

test('migrations can be undone and redone', async () => {
  const count = t.db.migrations.length;
  for (let i = 0; i < count; i++) await t.db.undoLastMigration();
  expect(await t.db.showMigrations()).toBe(true);
  await t.db.runMigrations();
  expect(await t.db.showMigrations()).toBe(false);
});

describe('configuration', () => {
  test('bad values are all reported together and the app refuses to start', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        NODE_ENV: 'staging',
        DATABASE_URL: 'postgres://x',
        ADMIN_EMAIL: 'a@b.co',
        PUBLIC_URL: 'ftp://x',
        APP_TIMEZONE: 'Mars/Base',
        RAZORPAY_API_BASE: 'api.razorpay.com',
        RAZORPAY_CHECKOUT_URL: 'javascript:x',
        HASH_CONCURRENCY: '0',
        HASH_MAX_WAIT_MS: '1.5',
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of [
      'PORT',
      'NODE_ENV',
      'DATABASE_URL',
      'ADMIN_EMAIL and ADMIN_PASSWORD',
      'PUBLIC_URL',
      'APP_TIMEZONE',
      'RAZORPAY_API_BASE',
      'RAZORPAY_CHECKOUT_URL',
      'HASH_CONCURRENCY',
      'HASH_MAX_WAIT_MS',
    ]) {
      expect(problems).toContain(name);
    }
  });

  test('defaults match docs/architecture.md#config', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      storefrontPort: 3000,
      adminPort: 3001,
      databaseUrl: undefined,
      appTimezone: 'Asia/Kolkata',
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.adminUrl).toBe('http://localhost:3001');
    expect(config.sandbox.enabled).toBe(true);
    expect(config.sqlitePath).toMatch(/data[/\\]app\.sqlite$/);
    // Password hashing: two at once, a hundred waiting, a second's wait at most (decision 045).
    expect(config.hashing).toEqual({ concurrent: 2, waiting: 100, maxWaitMs: 1000 });
    // One render worker thread (decision 049).
    expect(config.renderWorkers).toBe(1);
  });

  test('production without Razorpay keys keeps the payment sandbox off, and refuses to be asked for it (decision 057)', () => {
    const production = {
      NODE_ENV: 'production',
      DOWNLOAD_SECRET: 'p'.repeat(32),
      SECRETS_KEY: PRODUCTION_SECRETS_KEY,
      MAIL: 'off',
    };
    expect(loadConfig(production).sandbox.enabled).toBe(false);
    expect(() => loadConfig({ ...production, PAYMENTS_SANDBOX: '1' })).toThrow(ConfigError);
    expect(
      loadConfig({ RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's' }).sandbox.enabled,
    ).toBe(false);
  });

  test('mail is kept without SMTP_URL or with MAIL=off, and a bad SMTP_URL or MAIL_FROM is named (decision 061)', () => {
    expect(loadConfig({}).mail).toMatchObject({
      smtpUrl: undefined,
      timeoutMs: 30_000,
      postalAddress: expect.stringContaining('India'),
    });
    const sending = { SMTP_URL: 'smtp://u:p@127.0.0.1:2525', MAIL_FROM: 'DevJobs <a@example.com>' };
    expect(loadConfig(sending).mail).toMatchObject({
      smtpUrl: 'smtp://u:p@127.0.0.1:2525',
      from: 'DevJobs <a@example.com>',
    });
    expect(loadConfig({ ...sending, MAIL: 'off' }).mail.smtpUrl).toBeUndefined();
    expect(loadConfig({ MAIL_POSTAL_ADDRESS: 'DevJobs, Pune' }).mail.postalAddress).toBe(
      'DevJobs, Pune',
    );
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problems({ SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'a@example.com' })).toEqual([
      'SMTP_URL must be an smtp:// or smtps:// URL (smtp://user:password@host:587)',
    ]);
    expect(problems({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toEqual([
      'MAIL_FROM is required with SMTP_URL (DevJobs <no-reply@example.com>)',
    ]);
    expect(problems({ ...sending, MAIL_FROM: 'a@example.com\nBcc: b@example.com' })).toEqual([
      'MAIL_FROM must be one line',
    ]);
    expect(problems({ ...sending, SMTP_TIMEOUT_MS: '5' })).toEqual([
      'SMTP_TIMEOUT_MS must be a whole number from 100 to 300000, got "5"',
    ]);
  });

  test('TRUST_PROXY is loopback unless set; set, it takes addresses and CIDR ranges and names any other entry (decision 082)', () => {
    expect(loadConfig({}).trustProxy).toEqual(['127.0.0.1/8', '::1/128']);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 172.30.80.0/24,fd00::/8 ' }).trustProxy).toEqual([
      '10.0.0.5',
      '172.30.80.0/24',
      'fd00::/8',
    ]);
    for (const [value, named] of [
      ['loopback, linklocal', '"loopback", "linklocal"'],
      ['10.0.0.0/33', '"10.0.0.0/33"'],
      ['10.0.0.5,', '""'],
      ['nginx', '"nginx"'],
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        `TRUST_PROXY must be the addresses or CIDR ranges of the proxies in front of the API, comma-separated (10.0.0.5, 172.30.80.0/24, fd00::/8), got ${named}`,
      );
    }
  });

  test('outside production download links are signed with a constant development secret, so they outlive a restart', () => {
    expect(loadConfig({}).downloadSecret).toBe(DEV_DOWNLOAD_SECRET);
    expect(loadConfig({ NODE_ENV: 'test' }).downloadSecret).toBe(DEV_DOWNLOAD_SECRET);
    expect(loadConfig({ DOWNLOAD_SECRET: 'd'.repeat(32) }).downloadSecret).toBe('d'.repeat(32));
  });

  test('secrets at rest are sealed with SECRETS_KEY, a development key outside production; production refuses none, a wrong length or the published one (decision 078)', () => {
    const dev = Buffer.from(DEV_SECRETS_KEY, 'base64');
    expect(loadConfig({}).secrets).toEqual({ key: dev, previous: undefined });
    const rotated = loadConfig({
      SECRETS_KEY: PRODUCTION_SECRETS_KEY,
      SECRETS_KEY_PREVIOUS: DEV_SECRETS_KEY,
    });
    expect(rotated.secrets).toEqual({
      key: Buffer.from(PRODUCTION_SECRETS_KEY, 'base64'),
      previous: dev,
    });

    const production = { NODE_ENV: 'production', DOWNLOAD_SECRET: 'p'.repeat(32), MAIL: 'off' };
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig({ ...production, ...env });
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    };
    expect(refusal({})).toEqual([
      'SECRETS_KEY is required in production (mail links and two-factor secrets are sealed with it): set it to 32 random bytes in base64 (openssl rand -base64 32)',
    ]);
    expect(refusal({ SECRETS_KEY: Buffer.alloc(16, 1).toString('base64') })).toEqual([
      'SECRETS_KEY must be 32 random bytes in base64, got 16 bytes: make one with openssl rand -base64 32',
    ]);
    expect(refusal({ SECRETS_KEY: DEV_SECRETS_KEY })).toEqual([
      'SECRETS_KEY is the published development key: set it to 32 random bytes of your own (openssl rand -base64 32)',
    ]);
    expect(
      refusal({ SECRETS_KEY: PRODUCTION_SECRETS_KEY, SECRETS_KEY_PREVIOUS: 'not a key' }),
    ).toEqual([
      'SECRETS_KEY_PREVIOUS must be 32 random bytes in base64, got 5 bytes: make one with openssl rand -base64 32',
    ]);
    expect(refusal({ SECRETS_KEY: PRODUCTION_SECRETS_KEY })).toEqual([]);
  });
});

describe('admin bootstrap', () => {
  test('ADMIN_EMAIL and ADMIN_PASSWORD create that admin at start, and update it on the next start', async () => {
    const email = uniqueEmail('boot');
    /** A start with ADMIN_EMAIL and this ADMIN_PASSWORD. */
    const startWith = (password: string) =>
      prepareData({
        config: loadConfig({
          NODE_ENV: 'test',
          SEED_DEMO: '0',
          ADMIN_EMAIL: email,
          ADMIN_PASSWORD: password,
        }),
        db: t.db,
        services: t.services,
      });
    const loginWith = (password: string) => t.client().post('/api/auth/login', { email, password });
    await startWith('first-password');
    expect((await loginWith('first-password')).body.isAdmin).toBe(true);

    await startWith('second-password');
    expect((await loginWith('first-password')).status).toBe(401);
    expect((await loginWith('second-password')).status).toBe(200);
  });

  test('`npm run create-admin --promote-existing` makes an existing customer an admin (sessions.test.ts: not without it)', async () => {
    const user = await t.signIn('user');
    const { out, log } = recordingConsole();
    const env = commandLineEnv(t);
    expect(
      await createAdminCommand([user.email, 'new-admin-password', '--promote-existing'], env, out),
    ).toBe(0);
    expect(log).toHaveBeenCalledWith(
      `Admin ready: ${user.email} (promoted; signed out everywhere)`,
    );
    const login = await t
      .client()
      .post('/api/auth/login', { email: user.email, password: 'new-admin-password' });
    expect(login.body.isAdmin).toBe(true);
    expect(await createAdminCommand(['only-email@example.com'], env, out)).toBe(2);
  });
});

describe('docker-compose.yml', () => {
  const compose = parse(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'));
  // The config is read in src/config*.ts (config.ts and the files it is split into).
  const srcDir = path.join(ROOT, 'graphql-api', 'src');
  const configSource = fs
    .readdirSync(srcDir)
    .filter((name) => /^config.*\.ts$/.test(name))
    .map((name) => fs.readFileSync(path.join(srcDir, name), 'utf8'))
    .join('\n');
  const knownVariables = new Set(
    [
      ...configSource.matchAll(/\b(?:str|raw|port|flag|url|optionalUrl|keyOf|whole)\('([A-Z_]+)'/g),
    ].map((m) => m[1]),
  );

  test('has MySQL, the API, both apps and a reverse proxy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(
      ['admin', 'api', 'mysql', 'proxy', 'storefront'].sort(),
    );
    expect(compose.services.mysql.image).toMatch(/^mysql:8/);
    expect(compose.services.api.depends_on).toHaveProperty('mysql');
  });

  test('every variable it gives the API is one the config reads, and the API is pointed at MySQL', () => {
    // Compose substitutes ${NAME:-default}; with no .env every variable takes its default. A
    // ${NAME:?why} has none: compose refuses to start until .env sets it (a stand-in here).
    const environment = compose.services.api.environment as Record<string, string>;
    expect(environment.DOWNLOAD_SECRET).toMatch(/^\$\{DOWNLOAD_SECRET:\?/);
    expect(environment.SECRETS_KEY).toMatch(/^\$\{SECRETS_KEY:\?/);
    expect(environment.SECRETS_KEY_PREVIOUS).toBe('${SECRETS_KEY_PREVIOUS:-}');
    const env = Object.fromEntries(
      Object.entries(environment).map(([k, v]) => [
        k,
        v
          .replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1')
          .replace(/\$\{([A-Z_]+):\?[^}]*\}/g, (_, name: string) =>
            `${name}-from-dot-env`.repeat(3),
          ),
      ]),
    );
    const unknown = Object.keys(env).filter((name) => !knownVariables.has(name));
    expect(unknown).toEqual([]);
    expect(env.DATABASE_URL).toMatch(/^mysql:\/\/.+@mysql:3306\//);
    expect(env.NODE_ENV).toBe('production');
    expect(() =>
      loadConfig({
        ...env,
        ADMIN_PASSWORD: 'x'.repeat(12),
        ADMIN_EMAIL: 'ops@example.com',
        // What .env gives for mail (compose passes them on; production refuses to run without).
        SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587',
        MAIL_FROM: 'DevJobs <no-reply@example.com>',
        // A key as `openssl rand -base64 32` makes it (the stand-in above is not base64).
        SECRETS_KEY: PRODUCTION_SECRETS_KEY,
      }),
    ).not.toThrow();
  });

  test('the proxy routes /graphql and /api of both hosts to the API', () => {
    const proxyConfig = fs.readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
    expect(proxyConfig).toMatch(/location \/graphql/);
    expect(proxyConfig).toMatch(/location \/api/);
    expect(proxyConfig.match(/server_name/g)?.length).toBeGreaterThanOrEqual(2);
  });

  test("the storefront host's pages go to the API, which renders them (decision 030); hashed assets to the static app", () => {
    const proxyConfig = fs.readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
    const storefrontHost = proxyConfig.slice(
      proxyConfig.indexOf('server_name example.com'),
      proxyConfig.indexOf('server_name admin.example.com'),
    );
    expect(storefrontHost).toMatch(/location \/ \{\s*proxy_pass http:\/\/api_storefront;/);
    expect(storefrontHost).toMatch(/location \/assets\/ \{ proxy_pass http:\/\/storefront:80; \}/);
  });

  test("the storefront host's pages are cached by host and URI as the API's headers say, never an answer that sets a cookie (decision 043)", () => {
    const proxyConfig = fs.readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8');
    const storefrontHost = proxyConfig.slice(
      proxyConfig.indexOf('server_name example.com'),
      proxyConfig.indexOf('server_name admin.example.com'),
    );
    const pages = /location \/ \{([^}]*)\}/.exec(storefrontHost)?.[1] ?? '';
    const zone = /proxy_cache (\w+);/.exec(pages)?.[1];
    expect(zone).toBeDefined();
    expect(proxyConfig).toMatch(
      new RegExp(`proxy_cache_path \\S+ .*keys_zone=${zone}:\\S+ .*max_size=`),
    );
    expect(pages).toMatch(/proxy_cache_key \$scheme\$host\$request_uri;/);
    expect(pages).toMatch(/proxy_no_cache \$upstream_http_set_cookie;/);
    // Cache-Control, Expires and Set-Cookie are honoured: none of them is ignored, anywhere.
    expect(proxyConfig).not.toMatch(/proxy_ignore_headers/);
    expect(proxyConfig).not.toMatch(/proxy_cache_valid/);
    // /api is never cached; /graphql only as the pages are: the public reads the apps send by GET
    // carry the pages' Cache-Control, everything else no-store (decision 106).
    expect(/location \/api \{[^}]*proxy_cache/.test(storefrontHost)).toBe(false);
    const graphql = /location \/graphql \{([^}]*)\}/.exec(storefrontHost)?.[1] ?? '';
    expect(graphql).toMatch(new RegExp(`proxy_cache ${zone};`));
    expect(graphql).toMatch(/proxy_cache_key \$scheme\$host\$request_uri;/);
    expect(graphql).toMatch(/proxy_no_cache \$upstream_http_set_cookie;/);
    expect(graphql).not.toMatch(/proxy_cache_methods/);
  });
});

test('the API runs with the same malloc settings wherever it starts: npm run serve, the Dockerfile and the benches (decision 049)', () => {
  const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
  const settings = (text: string) =>
    Object.fromEntries(
      [...text.matchAll(/(MALLOC_[A-Z_]+)['"]?[=:] ?['"]?(\d+)/g)].map((m) => [m[1], m[2]]),
    );
  const serve = settings(JSON.parse(read('graphql-api/package.json')).scripts.serve);
  expect(serve).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' });
  expect(settings(/^ENV MALLOC.*$/m.exec(read('Dockerfile'))?.[0] ?? '')).toEqual(serve);
  expect(
    settings(/API_MALLOC_ENV = \{.*\}/.exec(read('bench/child-server.mjs'))?.[0] ?? ''),
  ).toEqual(serve);
});
