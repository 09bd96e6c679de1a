import path from 'node:path';
import { loadConfig } from '../config';
import { restoreBackup } from '../db/backup';
import { runMain } from '../startup-error';

export const USAGE = 'Usage: npm run restore -- <backup file> [--replace]';
const REPLACE = '--replace';

/**
 * npm run restore: puts a backup that `npm run backup` wrote back as the configured database. With
 * the API stopped; a database that holds data is replaced only with --replace. The next start
 * brings the schema up to date. Returns the exit code.
 */
export async function restoreCommand(
  args: string[],
  env?: Record<string, string | undefined>,
  out = console,
): Promise<number> {
  const [file, ...rest] = args;
  if (!file || rest.some((arg) => arg !== REPLACE)) {
    out.error(USAGE);
    return 2;
  }
  const config = loadConfig(env);
  // npm runs the command in graphql-api/; the file is named from where npm was started.
  const backup = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  await restoreBackup(config, backup, rest.includes(REPLACE));
  out.log(`Restored ${backup}; start the API to bring its schema up to date.`);
  return 0;
}

if (require.main === module) runMain(() => restoreCommand(process.argv.slice(2)));
