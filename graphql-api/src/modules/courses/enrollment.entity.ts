import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A user's access to a course: one row per user and course. A purchase sets or extends it
 * (EnrollmentsService.grant); access is active while endsAt is in the future.
 */
@Entity('enrollments')
// The course-ending reminder's sweep: a range of end dates (decision 065).
@Index('IDX_enrollments_ends', ['endsAt'])
export class Enrollment {
  // The key (userId, courseId) serves the access check and, by its prefix, a user's list.
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  courseId: string;

  /** Start of the current access period (the payment that began it). */
  @Column({ type: 'datetime', precision: 3 })
  startsAt: Date;

  /** Access ends at this instant. */
  @Column({ type: 'datetime', precision: 3 })
  endsAt: Date;

  /** The endsAt the "access ends soon" mail was sent for; a renewal moves endsAt, so it is due again. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  endingRemindedFor: Date | null;

  /** When a refund ended this access (decision 068); a later purchase clears it. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  refundedAt: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;
}

/** One row per user and module, the course beside it: the keys module_progress and module_openings share. */
abstract class UserModuleRow {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  userId: string;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  moduleId: string;

  /** The module's course, so a course's rows are read without the modules table. */
  @Column({ type: 'varchar', length: 36 })
  courseId: string;
}

/** A module a user marked as done. */
@Entity('module_progress')
// A user's progress in some courses (my courses, the reader) in one range read.
@Index('IDX_module_progress_course', ['userId', 'courseId'])
export class ModuleProgress extends UserModuleRow {
  @Column({ type: 'datetime', precision: 3 })
  completedAt: Date;
}

/**
 * The first time a module's gated content was served to a buyer (decision 069): what the refund
 * policy counts as accessed. Written by the server when it sends the content, never by the buyer.
 */
@Entity('module_openings')
@Index('IDX_module_openings_course', ['userId', 'courseId'])
export class ModuleOpening extends UserModuleRow {
  @Column({ type: 'datetime', precision: 3 })
  openedAt: Date;
}
