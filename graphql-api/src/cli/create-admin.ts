import 'reflect-metadata';
import { loadConfig } from '../config';
import { openDatabase } from '../db/data-source';
import { systemClock } from '../lib/clock';
import { ConflictError } from '../errors';
import { email as parseEmail } from '../lib/validate';
import { createServices } from '../services';
import { runMain } from '../startup-error';

export const USAGE =
  'Usage: npm run create-admin -- <email> <password (8+ characters)> [name] [--promote-existing]';
const PROMOTE = '--promote-existing';

/**
 * Creates an admin, or sets an admin's password; promotes a customer's account only with
 * --promote-existing. A promotion or a new password signs that account out everywhere
 * (decision 055). Returns the exit code.
 */
export async function createAdminCommand(
  args: string[],
  env?: Record<string, string | undefined>,
  out = console,
): Promise<number> {
  const promoteExisting = args.includes(PROMOTE);
  const [rawEmail, password, name] = args.filter((arg) => arg !== PROMOTE);
  const email = validEmail(rawEmail);
  if (!email || !password || password.length < 8) {
    out.error(USAGE);
    return 2;
  }
  const config = loadConfig(env);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  try {
    const services = createServices({ db, config, clock: systemClock });
    try {
      const { user, change } = await services.auth.upsertAdmin({
        email,
        password,
        name,
        promoteExisting,
        by: 'cli',
      });
      out.log(`Admin ready: ${user.email}${DONE[change]}`);
      return 0;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      out.error(
        `${email} is an existing customer account. To make it an admin (its sessions end), run again with ${PROMOTE}.`,
      );
      return 1;
    }
  } finally {
    await db.destroy();
  }
}

const DONE = {
  created: ' (new account)',
  promoted: ' (promoted; signed out everywhere)',
  password: ' (new password; signed out everywhere)',
  none: ' (already an admin with this password)',
};

function validEmail(value: string | undefined): string | undefined {
  try {
    return parseEmail(value);
  } catch {
    return undefined;
  }
}

if (require.main === module) runMain(() => createAdminCommand(process.argv.slice(2)));
