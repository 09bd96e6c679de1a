import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import Database from 'better-sqlite3';
import { StartupError } from '../startup-error';
import { prepareFolder } from './open-errors';

/**
 * Backups of the one store the API writes (decision 109): the database. SQLite is copied with
 * `VACUUM INTO`, one read transaction beside the serving process's writes; MySQL/MariaDB with
 * `mysqldump --single-transaction`, one consistent snapshot without locking the tables. A copy is
 * written under a temporary name and renamed when whole, so a file named like a backup is one.
 */

export type Store = { databaseUrl?: string; sqlitePath: string };
export type Written = { file: string; bytes: number };

const SQLITE_SUFFIX = '.sqlite';
const MYSQL_SUFFIX = '.sql.gz';

/** `devjobs-2026-12-07T05-01-02-345Z.sqlite`: sorts by time, safe in every file system. */
const backupName = (now: Date, suffix: string) =>
  `devjobs-${now.toISOString().replace(/[:.]/g, '-')}${suffix}`;

export async function writeBackup(store: Store, backupDir: string, now: Date): Promise<Written> {
  prepareFolder(backupDir, 'BACKUP_DIR');
  const suffix = store.databaseUrl ? MYSQL_SUFFIX : SQLITE_SUFFIX;
  const file = path.join(backupDir, backupName(now, suffix));
  const partial = `${file}.partial`;
  try {
    if (store.databaseUrl) await dumpMysql(store.databaseUrl, partial);
    else copySqlite(store.sqlitePath, partial);
    fs.renameSync(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
  return { file, bytes: fs.statSync(file).size };
}

/**
 * Puts a backup back as the configured database. Refuses to replace a database that holds data
 * unless `replace` is set (the API must be stopped first; docs/operations.md#backups).
 */
export async function restoreBackup(store: Store, file: string, replace: boolean): Promise<void> {
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile())
    throw new StartupError(`${file} is not a file: name a backup that npm run backup wrote`);
  if (store.databaseUrl) {
    if (!file.endsWith(MYSQL_SUFFIX))
      throw new StartupError(
        `${file} is not a MySQL backup (${MYSQL_SUFFIX}): DATABASE_URL is set`,
      );
    if (!replace && (await mysqlHasTables(store.databaseUrl)))
      throw new StartupError(
        'The database named by DATABASE_URL already has tables: stop the API and run again with --replace to overwrite it',
      );
    await loadMysql(store.databaseUrl, file);
    return;
  }
  if (!file.endsWith(SQLITE_SUFFIX))
    throw new StartupError(
      `${file} is not a SQLite backup (${SQLITE_SUFFIX}): DATABASE_URL is unset`,
    );
  restoreSqlite(file, store.sqlitePath, replace);
}

function copySqlite(sqlitePath: string, target: string): void {
  if (!fs.existsSync(sqlitePath))
    throw new StartupError(`There is no database at ${sqlitePath}: check DATA_DIR`);
  const db = new Database(sqlitePath, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('VACUUM INTO ?').run(target);
  } finally {
    db.close();
  }
}

function restoreSqlite(file: string, sqlitePath: string, replace: boolean): void {
  prepareFolder(path.dirname(sqlitePath), 'DATA_DIR');
  if (fs.existsSync(sqlitePath) && !replace)
    throw new StartupError(
      `DATA_DIR already holds ${sqlitePath}: stop the API and run again with --replace to overwrite it`,
    );
  const partial = `${sqlitePath}.restoring`;
  try {
    fs.copyFileSync(file, partial);
    const copy = new Database(partial, { fileMustExist: true });
    try {
      const check = copy.pragma('integrity_check', { simple: true });
      if (check !== 'ok') throw new StartupError(`${file} is damaged (${String(check)})`);
    } catch (error) {
      if (error instanceof StartupError) throw error;
      throw new StartupError(
        `${file} is not a SQLite database: name a backup that npm run backup wrote`,
      );
    } finally {
      copy.close();
    }
    // The old file's write-ahead log must not be replayed over the restored one.
    for (const extra of ['-wal', '-shm']) fs.rmSync(`${sqlitePath}${extra}`, { force: true });
    fs.renameSync(partial, sqlitePath);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/** The MySQL client tools' options for a mysql:// URL; the password goes in MYSQL_PWD, never argv. */
function clientOptions(databaseUrl: string) {
  const url = new URL(databaseUrl);
  return {
    args: [
      `--host=${url.hostname}`,
      `--port=${url.port || '3306'}`,
      `--user=${decodeURIComponent(url.username)}`,
    ],
    database: decodeURIComponent(url.pathname.replace(/^\//, '')),
    env: { ...process.env, MYSQL_PWD: decodeURIComponent(url.password) },
  };
}

async function dumpMysql(databaseUrl: string, target: string): Promise<void> {
  const { args, database, env } = clientOptions(databaseUrl);
  const dump = spawnTool(
    'mysqldump',
    [...args, '--single-transaction', '--quick', '--no-tablespaces', database],
    env,
  );
  await Promise.all([
    pipeline(dump.child.stdout!, zlib.createGzip(), fs.createWriteStream(target)),
    dump.done,
  ]);
}

async function loadMysql(databaseUrl: string, file: string): Promise<void> {
  const { args, database, env } = clientOptions(databaseUrl);
  const load = spawnTool('mysql', [...args, database], env, 'pipe');
  const unzipped = pipeline(fs.createReadStream(file), zlib.createGunzip(), load.child.stdin!);
  await Promise.all([
    unzipped.catch((error: NodeJS.ErrnoException) => {
      load.child.kill();
      throw error.code === 'Z_DATA_ERROR'
        ? new StartupError(`${file} is not a gzip file: name a backup that npm run backup wrote`)
        : error;
    }),
    load.done,
  ]);
}

async function mysqlHasTables(databaseUrl: string): Promise<boolean> {
  const { args, database, env } = clientOptions(databaseUrl);
  const query = spawnTool(
    'mysql',
    [...args, '--batch', '--skip-column-names', '-e', 'SHOW TABLES', database],
    env,
  );
  let out = '';
  query.child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  await query.done;
  return out.trim() !== '';
}

/** Runs a MySQL client tool; rejects with its last line of stderr, or how to install it. */
function spawnTool(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  stdin: 'ignore' | 'pipe' = 'ignore',
) {
  const child = spawn(command, args, { env, stdio: [stdin, 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new StartupError(
              `${command} was not found: install the MySQL or MariaDB client tools (Debian: apt-get install mariadb-client)`,
            )
          : error,
      ),
    );
    child.on('exit', (code) => {
      const last = stderr.trim().split('\n').pop();
      if (code === 0) resolve();
      else reject(new StartupError(`${command} failed (exit ${code}): ${last || 'no message'}`));
    });
  });
  return { child, done };
}
