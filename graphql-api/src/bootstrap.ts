import type { Config } from './config';
import { seedDemo } from './db/seed';
import { User } from './modules/users/user.entity';
import type { Services } from './services';
import type { DataSource } from 'typeorm';

/** Start-up data: demo data on an empty database (when enabled), then the configured admin. */
export async function prepareData({ config, db, services }: { config: Config; db: DataSource; services: Services }) {
  const seeded = config.seedDemo && (await db.getRepository(User).count()) === 0;
  if (seeded) await seedDemo(services);
  if (config.adminEmail && config.adminPassword) {
    await services.users.upsertAdmin({ email: config.adminEmail, password: config.adminPassword });
  }
  return { seeded };
}
