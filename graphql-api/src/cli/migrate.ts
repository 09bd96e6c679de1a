import 'reflect-metadata';
import { loadConfig } from '../config';
import { openDatabase } from '../db/data-source';
import { runMain } from '../startup-error';

/** npm run migrate: brings the configured database's schema up to date. */
runMain(async () => {
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  console.log('Migrations are up to date.');
  await db.destroy();
  return 0;
});
