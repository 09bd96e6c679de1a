import 'reflect-metadata';
import { loadConfig } from '../config';
import { openDatabase } from '../db/data-source';
import { systemClock } from '../lib/clock';
import { email as parseEmail } from '../lib/validate';
import { createServices } from '../services';

export const USAGE = 'Usage: npm run create-admin -- <email> <password (8+ characters)> [name]';

/** Creates an admin, or promotes that account and resets its password. Returns the exit code. */
export async function createAdminCommand(args: string[], env?: Record<string, string | undefined>, out = console): Promise<number> {
  const [email, password, name] = args;
  if (!email || !password || password.length < 8) {
    out.error(USAGE);
    return 2;
  }
  const config = loadConfig(env);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  try {
    const services = createServices({ db, config, clock: systemClock });
    const user = await services.users.upsertAdmin({ email: parseEmail(email), password, name });
    out.log(`Admin ready: ${user.email}`);
    return 0;
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  createAdminCommand(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
