import 'reflect-metadata';
import type { Server } from 'node:http';
import { createApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/data-source';
import { DEMO_ADMIN, DEMO_USER } from './db/seed';
import { prepareData } from './bootstrap';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const db = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  const app = await createApp({ config, db });

  const { seeded } = await prepareData({ config, db, services: app.services });

  const listen = (site: Parameters<typeof app.site>[0], port: number) =>
    new Promise<Server>((resolve) => {
      const server = app.site(site).listen(port, () => resolve(server));
    });
  const servers = await Promise.all([
    listen('api', config.port),
    listen('storefront', config.storefrontPort),
    listen('admin', config.adminPort),
  ]);

  const database = config.databaseUrl ? 'MySQL (DATABASE_URL)' : `SQLite at ${config.sqlitePath}`;
  const admin = config.adminEmail
    ? `${config.adminEmail} (from ADMIN_EMAIL / ADMIN_PASSWORD)`
    : config.seedDemo
      ? `${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} (demo account; set ADMIN_EMAIL and ADMIN_PASSWORD for your own)`
      : 'none yet: set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run create-admin -- <email> <password>`';
  console.log(
    [
      '',
      'DevJobs is running',
      `  Storefront     http://localhost:${config.storefrontPort}`,
      `  Admin console  http://localhost:${config.adminPort}/admin/login`,
      `  API            http://localhost:${config.port}/graphql and /api`,
      `  Database       ${database}${seeded ? ' (demo data loaded)' : ''}`,
      `  Admin sign-in  ${admin}`,
      ...(config.seedDemo ? [`  Demo customer  ${DEMO_USER.email} / ${DEMO_USER.password}`] : []),
      `  Payments       ${config.sandbox.enabled ? 'offline Razorpay sandbox' : config.razorpay.keyId ? 'Razorpay' : 'not configured'}`,
      '',
    ].join('\n'),
  );

  const shutdown = async () => {
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    await app.stop();
    await db.destroy();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
