import 'reflect-metadata';
import { loadConfig } from '../config';
import { openDatabase } from '../db/data-source';
import { systemClock } from '../lib/clock';
import { email as parseEmail } from '../lib/validate';
import { createServices } from '../services';
import { runMain } from '../startup-error';

export const RESET_USAGE = 'Usage: npm run admin:reset-2fa -- <email>';

/**
 * Clears an account's two-factor sign-in when its owner lost the device and the recovery codes
 * (decision 064): they next sign in with the password alone (staff are then asked to set it up
 * again). Recorded in the audit log as done by the command line. Returns the exit code.
 */
export async function resetTwoFactorCommand(
  args: string[],
  env?: Record<string, string | undefined>,
  out = console,
): Promise<number> {
  let email: string;
  try {
    email = parseEmail(args[0]);
  } catch {
    out.error(RESET_USAGE);
    return 2;
  }
  const config = loadConfig(env);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  try {
    const services = createServices({ db, config, clock: systemClock });
    if (await services.twoFactor.reset(email, 'cli')) {
      out.log(
        `Two-factor sign-in cleared for ${email}: the next sign-in asks for the password only.`,
      );
      return 0;
    }
    out.error(`${email} has no account with two-factor sign-in: nothing changed.`);
    return 1;
  } finally {
    await db.destroy();
  }
}

if (require.main === module) runMain(() => resetTwoFactorCommand(process.argv.slice(2)));
