import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/data-source';
import { migrations } from '../src/db/migrations';

/**
 * The migrated SQLite file every test file starts from (docs/architecture.md#tests). Named by a hash of the
 * migrations' source, so a changed, added or removed migration makes a new template and an unchanged
 * set reuses the one on disk, across runs and checkouts.
 */
export function templatePath(): string {
  const hash = createHash('sha256');
  for (const migration of migrations) hash.update(migration.toString()).update('\0');
  return path.join(
    os.tmpdir(),
    'devjobs-test-templates',
    `${hash.digest('hex').slice(0, 16)}.sqlite`,
  );
}

/** Migrates the template once; a no-op when the file for these migrations exists. */
export async function ensureTemplate(): Promise<string> {
  const file = templatePath();
  if (fs.existsSync(file)) return file;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Built beside the final name and renamed into place: a concurrent run never copies half a file.
  const dir = fs.mkdtempSync(`${file}.building-`);
  const building = path.join(dir, 'template.sqlite');
  const db = await openDatabase({ sqlitePath: building });
  await db.query('PRAGMA wal_checkpoint(TRUNCATE)');
  await db.destroy();
  fs.renameSync(building, file);
  fs.rmSync(dir, { recursive: true, force: true });
  return file;
}

/** Copies the template to `target` (a test file's own database) before the app opens it. */
export function copyTemplate(target: string): void {
  const file = templatePath();
  if (!fs.existsSync(file))
    throw new Error(
      `No template database at ${file}: jest's globalSetup (test/global-setup.ts) makes it`,
    );
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(file, target);
}
