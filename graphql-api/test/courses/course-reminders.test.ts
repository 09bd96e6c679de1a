import { DAY_MS, HOUR_MS, TestClock, useTestApp } from '../harness';
import { buyCourse } from '../purchases.fixtures';
import { inIndia, linkIn, outboxFor } from '../mail.fixtures';
import { aCourse } from './course.factory';
import { Enrollment } from '../../src/modules/courses/enrollment.entity';

/**
 * "Your course access ends soon" (decision 065, product.md#receipts): one mail per enrollment and end
 * date, when the periodic sweep finds access ending within 3 days; a renewal's new end date gets its
 * own. The tests move the app's clock and run the sweep the API process runs hourly.
 */
const clock = new TestClock();
const { t, admin } = useTestApp({ clock });

const reminders = (to: string) =>
  outboxFor(t.db, to).then((all) => all.filter((m) => m.kind === 'course-ending'));

test('one reminder when the clock crosses 3 days before the end, none on the next sweep, a new one after a renewal', async () => {
  const course = (await admin.post('/api/courses', aCourse({ price: 200 }))).body;
  const buyer = await t.signIn('user');
  await buyCourse(buyer, course.id);
  const enrollment = () => t.db.getRepository(Enrollment).findOneByOrFail({ courseId: course.id });
  const firstEnd = (await enrollment()).endsAt;

  await t.services.courseReminders.sweep();
  clock.advance(27 * DAY_MS - HOUR_MS); // 3 days and an hour before the end
  await t.services.courseReminders.sweep();
  expect(await reminders(buyer.email)).toEqual([]);

  clock.advance(2 * HOUR_MS); // 3 days less an hour before the end
  await t.services.courseReminders.sweep();
  const [reminder, ...more] = await reminders(buyer.email);
  expect(more).toEqual([]);
  expect(reminder.subject).toBe('Your DevJobs course access ends soon');
  expect(reminder.text).toContain(`Your access to ${course.title} ends on ${inIndia(firstEnd)}.`);
  expect(linkIn(reminder, `/course/${course.id}`)).toBe(
    `${t.config.publicUrl}/course/${course.id}`,
  );

  clock.advance(HOUR_MS);
  await t.services.courseReminders.sweep();
  expect(await reminders(buyer.email)).toHaveLength(1);

  // Renewed while running: 30 more days from the old end; reminded again 3 days before the new one.
  await buyCourse(buyer, course.id);
  const secondEnd = (await enrollment()).endsAt;
  expect(secondEnd.getTime()).toBe(firstEnd.getTime() + 30 * DAY_MS);
  await t.services.courseReminders.sweep();
  expect(await reminders(buyer.email)).toHaveLength(1);
  clock.advance(30 * DAY_MS);
  await t.services.courseReminders.sweep();
  await t.services.courseReminders.sweep();
  const all = await reminders(buyer.email);
  expect(all).toHaveLength(2);
  expect(all[0].text).toContain(`ends on ${inIndia(secondEnd)}.`);
});

test('access that has already ended is not reminded', async () => {
  const course = (await admin.post('/api/courses', aCourse({ price: 200 }))).body;
  const buyer = await t.signIn('user');
  await buyCourse(buyer, course.id);
  clock.advance(31 * DAY_MS);
  await t.services.courseReminders.sweep();
  expect(await reminders(buyer.email)).toEqual([]);
});
