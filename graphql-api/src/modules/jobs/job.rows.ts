import type { Job } from './job.entity';

/** What the jobs module hands out: the stored job's columns (the entity, as plain data) plus isOpen. */
export type JobRecord = Pick<Job, keyof Job> & {
  /** False once the deadline day has passed in APP_TIMEZONE. */
  isOpen: boolean;
};

/** Open: no deadline, or the deadline day is not before today (`startOfToday`: midnight UTC of today's day). */
function isOpen(deadline: Date | null, startOfToday: Date): boolean {
  return !deadline || deadline.getTime() >= startOfToday.getTime();
}

/** A job TypeORM read or built, as the record. */
export function jobRecord(job: Job, startOfToday: Date): JobRecord {
  return { ...job, isOpen: isOpen(job.deadline, startOfToday) };
}

const jsonList = (value: unknown): string[] =>
  typeof value === 'string'
    ? (JSON.parse(value) as string[])
    : Array.isArray(value)
      ? (value as string[])
      : [];
/** A nullable number column as a number (MySQL may return integers as text). */
export const nullableNumber = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/** A stored datetime as a Date: SQLite returns UTC text ('2026-03-10 00:00:00.000'), MySQL a Date. */
export const storedDate = (value: unknown): Date | null =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value
      : new Date(`${(value as string).replace(' ', 'T')}Z`);

/**
 * A raw row of the jobs table (the entity's columns) as the record, converted by hand once: TypeORM's
 * per-column conversion costs as much as the query on the list path. SQLite returns dates as UTC
 * text and lists as JSON text; MySQL returns Date objects and JSON text.
 */
export function jobRecordFromRow(raw: Record<string, unknown>, startOfToday: Date): JobRecord {
  const deadline = storedDate(raw.deadline);
  return {
    ...(raw as unknown as Job),
    responsibilities: jsonList(raw.responsibilities),
    requirements: jsonList(raw.requirements),
    skills: jsonList(raw.skills),
    benefits: jsonList(raw.benefits),
    salaryMin: nullableNumber(raw.salaryMin),
    experienceYears: nullableNumber(raw.experienceYears),
    views: Number(raw.views ?? 0),
    startDate: storedDate(raw.startDate),
    deadline,
    createdAt: storedDate(raw.createdAt)!,
    updatedAt: storedDate(raw.updatedAt)!,
    isOpen: isOpen(deadline, startOfToday),
  };
}
