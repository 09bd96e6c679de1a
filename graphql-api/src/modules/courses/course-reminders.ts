import { RepeatingTimers } from '../../lib/repeating-timers';
import { Between, type EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { ACCESS_ENDING_DAYS } from '../../contract/course-access';
import type { Clock } from '../../lib/clock';
import type { ServiceDeps } from '../../services';
import type { MailService } from '../mail/mail.service';
import type { UsersService } from '../users/user.service';
import type { CoursesService } from './course.service';
import { Enrollment } from './enrollment.entity';

/** A course's access-ending mail goes this long before the end (product.md#course-reminders). */
const REMINDER_MS = ACCESS_ENDING_DAYS * 24 * 60 * 60_000;
/** How often each API process sweeps, and how soon after it starts. */
const SWEEP_EVERY_MS = 60 * 60_000;
const FIRST_SWEEP_MS = 30_000;
/** Enrollments one sweep reminds at most; the next sweep goes on. */
const SWEEP_BATCH = 500;

/**
 * "Your course access ends soon" (decision 065): a sweep finds the enrollments whose access ends
 * within 3 days and whose end date was not reminded of yet (one indexed range on endsAt), and mails
 * each once, in a unit of work that also records the end date reminded. The outbox key
 * `course-ending:<userId>:<courseId>:<endsAt>` makes a repeat (two processes, a sweep run twice) a
 * no-op; a renewal moves endsAt, so the new end date gets its own reminder.
 */
export class CourseRemindersService {
  private readonly timers = new RepeatingTimers('courses');

  constructor(
    private readonly db: EntityManager,
    private readonly clock: Clock,
    private readonly config: Config,
    private readonly courses: CoursesService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly inTransaction: ServiceDeps['inTransaction'],
  ) {}

  /** One sweep, now: the number of reminders enqueued. (The process's timer, the tests.) */
  async sweep(): Promise<number> {
    const now = this.clock.now();
    const ending = await this.db.getRepository(Enrollment).find({
      where: {
        endsAt: Between(now, new Date(now.getTime() + REMINDER_MS)),
      },
      order: { endsAt: 'ASC' },
      take: SWEEP_BATCH,
    });
    let sent = 0;
    for (const row of ending) {
      if (row.endsAt.getTime() <= now.getTime()) continue;
      if (row.endingRemindedFor?.getTime() === row.endsAt.getTime()) continue;
      if (await this.inTransaction((tx) => tx.courseReminders.remind(row))) sent++;
    }
    return sent;
  }

  /** On a unit's copy: records the end date as reminded (unless a renewal moved it) and enqueues the mail. */
  async remind(row: Enrollment): Promise<boolean> {
    const { userId, courseId, endsAt } = row;
    const marked = await this.db
      .getRepository(Enrollment)
      .update({ userId, courseId, endsAt }, { endingRemindedFor: endsAt });
    if (!marked.affected) return false;
    const [user, course] = await Promise.all([
      this.users.findById(userId),
      this.courses.byId(courseId, { includeArchived: true }),
    ]);
    if (!user || !course) return false;
    await this.mail.enqueue({
      to: user.email,
      idempotencyKey: `course-ending:${userId}:${courseId}:${endsAt.toISOString()}`,
      template: {
        kind: 'course-ending',
        name: user.name,
        course: course.title,
        endsAt,
        link: `${this.config.publicUrl}/course/${course.id}`,
      },
    });
    return true;
  }

  /** The API process's sweeps: 30 s after start, then hourly, until `stop`. */
  start(): this {
    let next = FIRST_SWEEP_MS;
    this.timers.every(
      'reminder',
      () => this.sweep().finally(() => (next = SWEEP_EVERY_MS)),
      () => next,
    );
    return this;
  }

  /** Stops the timer and waits for a sweep under way. */
  stop(): Promise<void> {
    return this.timers.stop();
  }
}
