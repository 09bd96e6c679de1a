import 'reflect-metadata';
import { loadConfig } from '../config';
import { openDatabase } from '../db/data-source';

/** npm run migrate: brings the configured database's schema up to date. */
async function main() {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  console.log('Migrations are up to date.');
  await db.destroy();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
