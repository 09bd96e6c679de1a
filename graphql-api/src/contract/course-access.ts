/**
 * What a course purchase gives (product.md#limits), in the one sentence the landing page, the
 * catalogue, the course page, the policy pages and the receipt state; the storefront imports it
 * through `@devjobs/web/course-access`. The course's notes are its modules' text: read in the
 * reader like the videos, for as long as the access runs: nothing of a course is for life (a PDF
 * bought in the shop is a download of its own).
 */

/** A purchase grants this long, from the payment, or from the current end while access is active. */
export const ACCESS_DAYS = 30;

/**
 * The last days of an access: the access-ending mail goes this long before the end, and the
 * course page offers "Extend access" from then on (product.md#course-reminders).
 */
export const ACCESS_ENDING_DAYS = 3;

/** The promise, word for word everywhere. */
export const COURSE_ACCESS_PROMISE = `Each course purchase gives you ${ACCESS_DAYS} days of access to every module's text and videos, from the day you pay; buying again adds ${ACCESS_DAYS} more days.`;

/** Whether an access ending at `endsAt` is in its last days at `now` (ended ones are not). */
export function inLastDaysOfAccess(endsAt: Date, now: Date): boolean {
  const left = endsAt.getTime() - now.getTime();
  return left > 0 && left <= ACCESS_ENDING_DAYS * 24 * 60 * 60 * 1000;
}
