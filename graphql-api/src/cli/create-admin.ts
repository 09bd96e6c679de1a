import 'reflect-metadata';
import { loadConfig } from '../config';
import { openDatabase } from '../db/data-source';
import { systemClock } from '../lib/clock';
import { email as parseEmail } from '../lib/validate';
import { createServices } from '../services';

/** npm run create-admin -- <email> <password> [name]: creates an admin, or promotes and resets that account. */
async function main() {
  const [email, password, name] = process.argv.slice(2);
  if (!email || !password || password.length < 8) {
    console.error('Usage: npm run create-admin -- <email> <password (8+ characters)> [name]');
    process.exit(2);
  }
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  const services = createServices({ db, config, clock: systemClock });
  const user = await services.users.upsertAdmin({ email: parseEmail(email), password, name });
  console.log(`Admin ready: ${user.email}`);
  await db.destroy();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
