import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from './env';

/**
 * Cleanup the API offers no route for (accounts, suggestions, courses, which the API only archives):
 * straight in the e2e server's SQLite file, as a test's teardown only. Everything else goes through the API.
 */
function withDatabase(work: (db: Database.Database) => void) {
  const file = path.join(DATA_DIR, 'app.sqlite');
  if (!fs.existsSync(file)) throw new Error(`No e2e database at ${file}`);
  const db = new Database(file, { fileMustExist: true, timeout: 5000 });
  try {
    db.transaction(() => work(db))();
  } finally {
    db.close();
  }
}

const placeholders = (list: unknown[]) => list.map(() => '?').join(', ');

/** Removes accounts by email, with their sessions. */
export function removeAccounts(emails: string[]) {
  if (!emails.length) return;
  withDatabase((db) => {
    db.prepare(`DELETE FROM sessions WHERE userId IN (SELECT id FROM users WHERE email IN (${placeholders(emails)}))`).run(...emails);
    db.prepare(`DELETE FROM users WHERE email IN (${placeholders(emails)})`).run(...emails);
  });
}

/** Removes the visitor suggestions sent about these jobs. */
export function removeSuggestionsOf(jobIds: string[]) {
  if (!jobIds.length) return;
  withDatabase((db) => db.prepare(`DELETE FROM suggestions WHERE jobId IN (${placeholders(jobIds)})`).run(...jobIds));
}

/** Removes courses (archived or not) with their modules, enrollments and progress. */
export function removeCourses(courseIds: string[]) {
  if (!courseIds.length) return;
  withDatabase((db) => {
    for (const table of ['module_progress', 'enrollments', 'course_modules']) {
      db.prepare(`DELETE FROM ${table} WHERE courseId IN (${placeholders(courseIds)})`).run(...courseIds);
    }
    db.prepare(`DELETE FROM courses WHERE id IN (${placeholders(courseIds)})`).run(...courseIds);
  });
}
