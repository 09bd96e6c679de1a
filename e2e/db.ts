import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from './env';

/**
 * Cleanup the API offers no route for (accounts, suggestions, courses, which it only archives):
 * straight in the e2e server's SQLite file, as a test's teardown only; and a purchase's access,
 * which only a payment grants (the payments issue), for the course tests' setup. Everything else
 * goes through the API.
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

/** Removes accounts by email, with their sessions, course access and progress. */
export function removeAccounts(emails: string[]) {
  if (!emails.length) return;
  withDatabase((db) => {
    const ofUsers = `userId IN (SELECT id FROM users WHERE email IN (${placeholders(emails)}))`;
    for (const table of ['sessions', 'enrollments', 'module_progress'])
      db.prepare(`DELETE FROM ${table} WHERE ${ofUsers}`).run(...emails);
    db.prepare(`DELETE FROM users WHERE email IN (${placeholders(emails)})`).run(...emails);
  });
}

/** A time as TypeORM writes a `datetime` column in SQLite: UTC, 'YYYY-MM-DD HH:MM:SS.mmm'. */
const sqliteTime = (date: Date) => date.toISOString().replace('T', ' ').replace('Z', '');

/**
 * Gives an account access to a course until `endsAt` (in the past: an expired purchase), as a paid
 * order will once payments exist. Removed with the account or the course.
 */
export function grantCourseAccess(email: string, courseId: string, endsAt: Date) {
  withDatabase((db) => {
    const user = db.prepare('SELECT id FROM users WHERE email = ?').get(email) as
      { id: string } | undefined;
    if (!user) throw new Error(`No account ${email}`);
    const startsAt = new Date(endsAt.getTime() - 30 * 24 * 60 * 60 * 1000);
    const now = sqliteTime(new Date());
    db.prepare(
      'INSERT INTO enrollments (userId, courseId, startsAt, endsAt, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(user.id, courseId, sqliteTime(startsAt), sqliteTime(endsAt), now, now);
  });
}

/** Removes the visitor suggestions sent about these jobs. */
export function removeSuggestionsOf(jobIds: string[]) {
  if (!jobIds.length) return;
  withDatabase((db) =>
    db.prepare(`DELETE FROM suggestions WHERE jobId IN (${placeholders(jobIds)})`).run(...jobIds),
  );
}

/** Removes visitor suggestions by id (those sent from no job, like the contact form's). */
export function removeSuggestions(ids: string[]) {
  if (!ids.length) return;
  withDatabase((db) =>
    db.prepare(`DELETE FROM suggestions WHERE id IN (${placeholders(ids)})`).run(...ids),
  );
}

/** Removes courses (archived or not) with their modules, enrollments and progress. */
export function removeCourses(courseIds: string[]) {
  if (!courseIds.length) return;
  withDatabase((db) => {
    for (const table of ['module_progress', 'enrollments', 'course_modules']) {
      db.prepare(`DELETE FROM ${table} WHERE courseId IN (${placeholders(courseIds)})`).run(
        ...courseIds,
      );
    }
    db.prepare(`DELETE FROM courses WHERE id IN (${placeholders(courseIds)})`).run(...courseIds);
  });
}
