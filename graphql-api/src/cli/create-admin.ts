import 'reflect-metadata';
import { loadConfig } from '../config';
import { openDatabase } from '../db/data-source';
import { systemClock } from '../lib/clock';
import { email as parseEmail } from '../lib/validate';
import { createServices } from '../services';
import { runMain } from '../startup-error';

export const USAGE = 'Usage: npm run create-admin -- <email> <password (8+ characters)> [name]';

/** Creates an admin, or promotes that account and resets its password. Returns the exit code. */
export async function createAdminCommand(
  args: string[],
  env?: Record<string, string | undefined>,
  out = console,
): Promise<number> {
  const [rawEmail, password, name] = args;
  const email = validEmail(rawEmail);
  if (!email || !password || password.length < 8) {
    out.error(USAGE);
    return 2;
  }
  const config = loadConfig(env);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  try {
    const services = createServices({ db, config, clock: systemClock });
    const user = await services.users.upsertAdmin({ email, password, name });
    out.log(`Admin ready: ${user.email}`);
    return 0;
  } finally {
    await db.destroy();
  }
}

function validEmail(value: string | undefined): string | undefined {
  try {
    return parseEmail(value);
  } catch {
    return undefined;
  }
}

if (require.main === module) runMain(() => createAdminCommand(process.argv.slice(2)));
