import 'reflect-metadata';
import { loadConfig } from '../config';
import { openDatabase } from '../db/data-source';
import { systemClock } from '../lib/clock';
import { createServices } from '../services';
import { runMain } from '../startup-error';

/**
 * Seals again with SECRETS_KEY what is kept plain or under SECRETS_KEY_PREVIOUS: authenticator
 * secrets, and the bodies of mail not yet sent (decision 078, docs/architecture.md#secrets-at-rest).
 * Run it after a rotation; when it reports 0 the previous key may go. Returns the exit code.
 */
export async function resealSecretsCommand(
  env?: Record<string, string | undefined>,
  out = console,
): Promise<number> {
  const config = loadConfig(env);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  try {
    const services = createServices({ db, config, clock: systemClock });
    const secrets = await services.twoFactor.resealSecrets();
    const mails = await services.mail.resealBodies();
    out.log(
      `Re-sealed with SECRETS_KEY: ${secrets} two-factor secrets, ${mails} waiting messages. Nothing else is sealed under an older key.`,
    );
    return 0;
  } finally {
    await db.destroy();
  }
}

if (require.main === module) runMain(() => resealSecretsCommand());
