import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from '../startup-error';

/** How long a MySQL/MariaDB server may take to answer a new connection before start-up gives up. */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * Makes sure DATA_DIR is a folder this process can write, before SQLite opens a file in it.
 * Throws a StartupError naming DATA_DIR.
 */
export const prepareDataDir = (dir: string) => prepareFolder(dir, 'DATA_DIR');

/**
 * Makes sure the folder a setting names (DATA_DIR, BACKUP_DIR) is one this process can write.
 * Creates missing folders one level at a time: `mkdir -p` under /proc never returns (node 20),
 * one plain mkdir per path part always does. Throws a one-line StartupError naming the setting.
 */
export function prepareFolder(dir: string, setting: string): void {
  const toFix = `set ${setting} to a folder this user can write`;
  const missing: string[] = [];
  let existing = dir;
  for (;;) {
    const stat = statOrNull(existing);
    if (stat && !stat.isDirectory()) {
      if (existing === dir)
        throw new StartupError(
          `${setting} ${dir} is a file, not a folder: set ${setting} to a folder (it is created when missing)`,
        );
      throw new StartupError(
        `${setting} ${dir} cannot be created (${existing} is a file): ${toFix}`,
      );
    }
    if (stat || path.dirname(existing) === existing) break;
    missing.unshift(existing);
    existing = path.dirname(existing);
  }
  try {
    for (const folder of missing) fs.mkdirSync(folder);
  } catch (error) {
    throw new StartupError(`${setting} ${dir} cannot be created (${codeOf(error)}): ${toFix}`);
  }
  const probe = path.join(dir, `.write-check-${process.pid}`);
  try {
    fs.writeFileSync(probe, '', { flag: 'wx' });
    fs.unlinkSync(probe);
  } catch (error) {
    throw new StartupError(`${setting} ${dir} is not writable (${codeOf(error)}): ${toFix}`);
  }
}

/**
 * The one line a user needs for a database that cannot be opened, or undefined for an error we
 * cannot explain (it then surfaces with its stack). Never repeats DATABASE_URL: it holds the password.
 */
export function explainOpenError(
  error: unknown,
  options: { databaseUrl?: string; sqlitePath: string },
): StartupError | undefined {
  const code = codeOf(error);
  if (!options.databaseUrl) {
    if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT') {
      return new StartupError(
        `DATA_DIR ${options.sqlitePath} is not a SQLite database (damaged or another kind of file): move it aside to start with a new database, or restore a backup`,
      );
    }
    if (code === 'SQLITE_CANTOPEN')
      return new StartupError(
        `DATA_DIR ${options.sqlitePath} cannot be opened: set DATA_DIR to a folder this user can write`,
      );
    return undefined;
  }
  const url = new URL(options.databaseUrl);
  const where = `${url.hostname}:${url.port || 3306}`;
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  const user = decodeURIComponent(url.username);
  switch (code) {
    case 'ETIMEDOUT':
      return new StartupError(
        `DATABASE_URL: no answer from ${where} within ${CONNECT_TIMEOUT_MS / 1000} s: check that MySQL/MariaDB runs there and that nothing blocks the port`,
      );
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new StartupError(
        `DATABASE_URL: the host ${url.hostname} is unknown: correct the host name`,
      );
    case 'ECONNREFUSED':
      return new StartupError(
        `DATABASE_URL: nothing accepts connections at ${where}: start MySQL/MariaDB or correct the host and port`,
      );
    case 'ER_BAD_DB_ERROR':
      return new StartupError(
        `DATABASE_URL: the database ${database} does not exist on ${where}: create it (CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4) or correct the name`,
      );
    case 'ER_ACCESS_DENIED_ERROR':
    case 'ER_ACCESS_DENIED_NO_PASSWORD_ERROR':
      return new StartupError(
        `DATABASE_URL: ${where} refused user ${user} (wrong user name or password): correct them in DATABASE_URL`,
      );
    case 'ER_DBACCESS_DENIED_ERROR':
      return new StartupError(
        `DATABASE_URL: user ${user} may not use the database ${database} on ${where}: grant it access, or use another user`,
      );
    default:
      return undefined;
  }
}

function statOrNull(file: string): fs.Stats | null {
  try {
    return fs.statSync(file);
  } catch {
    return null;
  }
}

/** The error code of Node, better-sqlite3 or mysql2, also when TypeORM wrapped the driver's error. */
function codeOf(error: unknown): string | undefined {
  const e = error as { code?: unknown; driverError?: { code?: unknown } } | undefined;
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}
