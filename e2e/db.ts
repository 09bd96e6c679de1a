import Database from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
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

/** Removes accounts by email, with their sessions, course access and progress, and the addresses' job alerts. */
export function removeAccounts(emails: string[]) {
  if (!emails.length) return;
  withDatabase((db) => {
    const ofUsers = `userId IN (SELECT id FROM users WHERE email IN (${placeholders(emails)}))`;
    for (const table of [
      'sessions',
      'enrollments',
      'module_progress',
      'email_confirmations',
      'user_totp',
      'totp_recovery_codes',
      'sign_in_challenges',
      'saved_jobs',
    ])
      db.prepare(`DELETE FROM ${table} WHERE ${ofUsers}`).run(...emails);
    // Job alerts go by address: a guest's have no account.
    const alerts = `SELECT id FROM job_alerts WHERE email IN (${placeholders(emails)})`;
    db.prepare(`DELETE FROM job_alert_links WHERE alertId IN (${alerts})`).run(...emails);
    for (const table of ['job_alert_sent', 'job_alerts'])
      db.prepare(`DELETE FROM ${table} WHERE email IN (${placeholders(emails)})`).run(...emails);
    db.prepare(`DELETE FROM users WHERE email IN (${placeholders(emails)})`).run(...emails);
  });
}

/** Makes an account staff, as `npm run create-admin -- --promote-existing` does (a test's own admin). */
export function makeAdmin(email: string) {
  withDatabase((db) => db.prepare('UPDATE users SET isAdmin = 1 WHERE email = ?').run(email));
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

/** Moves the end of an account's running access to a course to `fromNow` ms from now. */
export function endAccessIn(email: string, courseId: string, fromNow: number) {
  withDatabase((db) => {
    const changed = db
      .prepare(
        'UPDATE enrollments SET endsAt = ? WHERE courseId = ? AND userId = (SELECT id FROM users WHERE email = ?)',
      )
      .run(sqliteTime(new Date(Date.now() + fromNow)), courseId, email);
    if (changed.changes !== 1) throw new Error(`No access of ${email} to ${courseId}`);
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

/**
 * Stores a password reset as the API keeps it without SMTP_URL (decision 061): rendered by the
 * built API's own template (`npm run build` first), written as a `kept` row of the outbox. No page
 * of the apps enqueues mail yet. Returns its id; remove it with `removeMail`.
 */
export function keepResetMail(to: string, link: string): string {
  const renderer = path.resolve(
    __dirname,
    '..',
    'graphql-api',
    'dist',
    'modules',
    'mail',
    'templates',
    'render-mail.js',
  );
  const script = `const { renderMail } = require(${JSON.stringify(renderer)});
process.stdout.write(JSON.stringify(renderMail(
  { kind: 'password-reset', name: 'E2E Reader', link: ${JSON.stringify(link)}, expiresAt: new Date(Date.now() + 3600000) },
  { postalAddress: 'DevJobs, 1 MG Road, Bengaluru 560001, India', timeZone: 'Asia/Kolkata' },
)));`;
  const mail = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })) as {
    subject: string;
    html: string;
    text: string;
  };
  const id = randomUUID();
  const now = sqliteTime(new Date());
  withDatabase((db) =>
    db
      .prepare(
        `INSERT INTO mail_outbox (id, kind, recipient, subject, html, text, idempotencyKey, status, attempts, nextAttemptAt, createdAt)
         VALUES (?, 'password-reset', ?, ?, ?, ?, ?, 'kept', 0, ?, ?)`,
      )
      .run(id, to, mail.subject, mail.html, mail.text, `e2e:${id}`, now, now),
  );
  return id;
}

/** A password reset sent over SMTP: its bodies erased, as the sender leaves it (decision 078). */
export function sentResetMail(to: string): string {
  const id = randomUUID();
  const now = sqliteTime(new Date());
  withDatabase((db) =>
    db
      .prepare(
        `INSERT INTO mail_outbox (id, kind, recipient, subject, html, text, idempotencyKey, status, attempts, nextAttemptAt, createdAt, sentAt)
         VALUES (?, 'password-reset', ?, 'Reset your DevJobs password', NULL, NULL, ?, 'sent', 1, ?, ?, ?)`,
      )
      .run(id, to, `e2e:${id}`, now, now, now),
  );
  return id;
}

/** Removes outbox messages by id. */
export function removeMail(ids: string[]) {
  if (!ids.length) return;
  withDatabase((db) =>
    db.prepare(`DELETE FROM mail_outbox WHERE id IN (${placeholders(ids)})`).run(...ids),
  );
}

/**
 * Moves an unpaid order's placing back by `hours`, as if its buyer had left the checkout that long
 * ago (an abandoned checkout after 24 hours, product.md#screens-and-routes): the clock is the one
 * thing the API cannot be asked to change.
 */
export function placeOrderEarlier(providerOrderId: string, hours: number) {
  withDatabase((db) => {
    const at = sqliteTime(new Date(Date.now() - hours * 3_600_000));
    db.prepare(
      "UPDATE payment_orders SET createdAt = ?, updatedAt = ? WHERE providerOrderId = ? AND status = 'created'",
    ).run(at, at, providerOrderId);
  });
}
