import fs from 'node:fs';
import path from 'node:path';
import { freshDir, runServer, startedServer, useBuiltApi } from './built-api';
import { commandLineEnv, useTestApp } from './harness';
import { postJob } from './jobs.fixtures';
import { freshMysqlDatabase } from './mysql-db';

/**
 * Backups as an operator takes them (decision 109): `npm run backup` (the built command, in a
 * process of its own) while the API keeps taking writes, `npm run restore` into a new data folder
 * or database, and the API started on that finds every write acknowledged before the backup began.
 */
const MYSQL = process.env.TEST_DB === 'mysql';
const { t, admin } = useTestApp();
useBuiltApi();

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Posts jobs one after another until stopped; `acknowledged` holds each one the API answered 201. */
function keepPostingJobs() {
  const acknowledged: { id: string; slug: string }[] = [];
  let posting = true;
  const done = (async () => {
    for (let i = 0; posting; i++)
      acknowledged.push(await postJob(admin, { title: `Posted during a backup ${i}` }));
  })();
  return {
    acknowledged,
    stop: async () => {
      posting = false;
      await done;
    },
  };
}

/** The id of the job with this slug, as a visitor's GraphQL query finds it on the API at `port`. */
async function jobBySlug(port: number, slug: string): Promise<string | undefined> {
  const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'query ($slug: String!) { job(slug: $slug) { id } }',
      variables: { slug },
    }),
  });
  return ((await res.json()) as { data?: { job?: { id: string } } }).data?.job?.id;
}

test('a backup taken while jobs are posted restores every job acknowledged before it began', async () => {
  const backupDir = freshDir();
  const writes = keepPostingJobs();
  while (writes.acknowledged.length < 10) await pause(20);
  const before = [...writes.acknowledged];
  const backup = await runServer({ ...commandLineEnv(t), BACKUP_DIR: backupDir }, 60_000, [
    'cli/backup.js',
  ]);
  const afterBackup = writes.acknowledged.length;
  await writes.stop();

  expect(backup.stderr).toBe('');
  expect(backup.code).toBe(0);
  const [file, ...others] = fs.readdirSync(backupDir);
  expect(others).toEqual([]);
  expect(file).toMatch(MYSQL ? /^devjobs-.+\.sql\.gz$/ : /^devjobs-.+\.sqlite$/);
  expect(backup.stdout).toContain(`Backup written: ${path.join(backupDir, file)}`);
  // The API kept answering writes while the command ran.
  expect(afterBackup).toBeGreaterThan(before.length);

  const store = {
    NODE_ENV: 'test',
    DATA_DIR: freshDir(),
    ...(MYSQL ? { DATABASE_URL: await freshMysqlDatabase('restored') } : {}),
  };
  const restore = await runServer(store, 60_000, ['cli/restore.js', path.join(backupDir, file)]);
  expect(restore.stderr).toBe('');
  expect(restore.code).toBe(0);

  const { server, banner } = await startedServer(store);
  try {
    const port = Number(/API\s+http:\/\/localhost:(\d+)/.exec(banner)?.[1]);
    const found = await Promise.all(before.map(({ slug }) => jobBySlug(port, slug)));
    expect(found).toEqual(before.map(({ id }) => id));
  } finally {
    expect((await server.stop()).code).toBe(0);
  }
}, 120_000);

test('a restore refuses to replace a database that holds data, and names --replace', async () => {
  const backupDir = freshDir();
  const env = { ...commandLineEnv(t), BACKUP_DIR: backupDir };
  expect((await runServer(env, 60_000, ['cli/backup.js'])).code).toBe(0);
  const [file] = fs.readdirSync(backupDir);

  const refused = await runServer(env, 60_000, ['cli/restore.js', path.join(backupDir, file)]);
  expect(refused.code).toBe(1);
  expect(refused.stderr.trim()).toMatch(/run again with --replace to overwrite it$/);
  expect(refused.stderr.trim().split('\n')).toHaveLength(1);
  // Still the same database: the app answers as before.
  expect((await admin.get('/api/auth/me')).status).toBe(200);
}, 120_000);

test('a BACKUP_DIR that cannot be written stops the backup with one line saying what to do', async () => {
  const file = path.join(freshDir(), 'a-file');
  fs.writeFileSync(file, 'not a folder');
  const run = await runServer({ ...commandLineEnv(t), BACKUP_DIR: file }, 30_000, [
    'cli/backup.js',
  ]);
  expect(run.code).toBe(1);
  expect(run.stderr.trim()).toBe(
    `BACKUP_DIR ${file} is a file, not a folder: set BACKUP_DIR to a folder (it is created when missing)`,
  );
}, 60_000);

test('a restore names its usage without a file, and refuses a file that is no backup', async () => {
  const usage = await runServer({ NODE_ENV: 'test', DATA_DIR: freshDir() }, 30_000, [
    'cli/restore.js',
  ]);
  expect(usage.code).toBe(2);
  expect(usage.stderr.trim()).toBe('Usage: npm run restore -- <backup file> [--replace]');

  const junk = path.join(freshDir(), MYSQL ? 'junk.sql.gz' : 'junk.sqlite');
  fs.writeFileSync(junk, 'not a backup at all');
  const store = {
    NODE_ENV: 'test',
    DATA_DIR: freshDir(),
    ...(MYSQL ? { DATABASE_URL: await freshMysqlDatabase('junk') } : {}),
  };
  const refused = await runServer(store, 30_000, ['cli/restore.js', junk]);
  expect(refused.code).toBe(1);
  expect(refused.stderr.trim().split('\n')).toHaveLength(1);
}, 60_000);
