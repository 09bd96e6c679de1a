import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import globalSetup from '../global-setup';
import { templatePath } from '../template-db';

/**
 * Jest runs the globalSetup module the sqlite and mysql projects share once, with whichever
 * project's config it meets first. On a machine with no template yet, SQLite's tests must still
 * find one when that project is mysql. (Run in a scratch temp directory, MySQL left alone.)
 */
test('on a fresh machine the global setup migrates the SQLite template, whichever project jest hands it', async () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'devjobs-global-setup-'));
  const tmpdir = jest.spyOn(os, 'tmpdir').mockReturnValue(scratch);
  const mysqlUrl = process.env.TEST_MYSQL_URL;
  delete process.env.TEST_MYSQL_URL;
  try {
    expect(templatePath().startsWith(scratch)).toBe(true);
    expect(fs.existsSync(templatePath())).toBe(false);
    const asJestCallsIt = globalSetup as (globalConfig: unknown, project: unknown) => Promise<void>;
    await asJestCallsIt({}, { displayName: { name: 'mysql' } });
    expect(fs.statSync(templatePath()).size).toBeGreaterThan(0);
  } finally {
    if (mysqlUrl !== undefined) process.env.TEST_MYSQL_URL = mysqlUrl;
    tmpdir.mockRestore();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
});
