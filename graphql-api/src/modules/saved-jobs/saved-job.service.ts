import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { SAVED_JOB_LIMITS, type SavedJobState } from '../../contract/saved-jobs';
import {
  AppError,
  BadInputError,
  ConflictError,
  GoneError,
  isUniqueViolation,
  NotFoundError,
} from '../../errors';
import { addDays, dayToDate } from '../../lib/calendar-day';
import type { Clock } from '../../lib/clock';
import { newestAfter } from '../../lib/keyset-query';
import { type Connection, readConnection } from '../../lib/paging';
import { isIdShaped, optionalText } from '../../lib/validate';
import { requireSignedIn, type Viewer } from '../auth/auth.service';
import type { JobRecord, JobsService } from '../jobs/job.service';
import { SavedJob } from './saved-job.entity';

export type { SavedJobState } from '../../contract/saved-jobs';

/** A saved job as the seeker sees it: the job (null once staff deleted it, decision 096) and where it stands. */
export type SavedJobRecord = {
  id: string;
  jobId: string;
  savedAt: Date;
  appliedAt: Date | null;
  note: string | null;
  job: JobRecord | null;
  state: SavedJobState;
};

export type SavedJobConnection = Connection<SavedJobRecord>;

const NOT_SAVED = 'This job is not in your saved jobs.';

/**
 * A seeker's saved jobs and applied marks (product.md#saved-jobs): the only code that touches the
 * saved_jobs table. Every method is the signed-in viewer's own: anonymous is UNAUTHENTICATED.
 */
export class SavedJobsService {
  constructor(
    private readonly db: EntityManager,
    private readonly clock: Clock,
    private readonly jobs: JobsService,
  ) {}

  private get repo() {
    return this.db.getRepository(SavedJob);
  }

  /**
   * Saves a job (saved already: as it is). Not a job: NOT_FOUND, nothing written; past
   * SAVED_JOB_LIMITS.perAccount: 409 naming `jobId`.
   */
  async save(viewer: Viewer, jobId: unknown): Promise<SavedJobRecord> {
    const { id: userId } = requireSignedIn(viewer);
    const job = await this.existingJob(jobId);
    const saved = await this.row(userId, job.id);
    if (saved) return this.record(saved, job);
    const count = await this.repo.countBy({ userId });
    if (count >= SAVED_JOB_LIMITS.perAccount)
      throw new ConflictError(
        'jobId',
        `You can keep at most ${SAVED_JOB_LIMITS.perAccount} saved jobs. Remove some to save more.`,
      );
    const row = this.repo.create({
      id: randomUUID(),
      userId,
      jobId: job.id,
      createdAt: this.clock.now(),
      appliedAt: null,
      note: null,
    });
    try {
      await this.repo.insert(row);
    } catch (error) {
      // Saved at the same moment from another tab: that row is the answer.
      if (!isUniqueViolation(error)) throw error;
      return this.record((await this.row(userId, job.id))!, job);
    }
    await this.jobs.recordSave(job.id); // staff see saves per job and day (product.md#dashboard)
    return this.record(row, job);
  }

  /** Removes a job from the viewer's saved jobs (not saved: nothing to do); answers its id. */
  async unsave(viewer: Viewer, jobId: unknown): Promise<string> {
    const { id: userId } = requireSignedIn(viewer);
    const id = jobIdOf(jobId);
    await this.repo.delete({ userId, jobId: id });
    return id;
  }

  /**
   * Marks the job applied today, saving it first when it was not (Apply Now); applied already: the
   * first date stays. `applied` false clears the mark of a saved job (not saved: NOT_FOUND).
   */
  async markApplied(viewer: Viewer, jobId: unknown, applied: unknown): Promise<SavedJobRecord> {
    requireSignedIn(viewer);
    if (typeof applied !== 'boolean')
      throw new BadInputError('applied', 'applied must be true or false.');
    if (applied) {
      const saved = await this.save(viewer, jobId);
      if (saved.appliedAt) return saved;
      const appliedAt = this.clock.now();
      await this.repo.update({ id: saved.id }, { appliedAt });
      return { ...saved, appliedAt };
    }
    return this.change(viewer, jobId, { appliedAt: null });
  }

  /**
   * Apply Now (product.md#saved-jobs): the job's own apply link to send the visitor to, after
   * counting the press for staff (not a program's fetch, `visitor.program`) and, for a signed-in
   * seeker, marking the job applied. Unknown job: NOT_FOUND; closed, or a stored link that is no
   * web page or mail address: GONE. A press past the rate limit, or past the saved-jobs cap, still
   * leads on: neither is the seeker's to fix.
   */
  async applyNow(
    viewer: Viewer,
    jobId: unknown,
    visitor: { ip: string; program: boolean },
  ): Promise<string> {
    const job = isIdShaped(jobId) ? await this.jobs.byId(jobId) : null;
    if (!job) throw new NotFoundError('No job has this id.');
    const target = applyTarget(job.externalLink);
    if (!job.isOpen || !target) throw new GoneError('This job no longer takes applications.');
    const leadOn = (error: unknown) => {
      if (!(error instanceof AppError)) throw error;
    };
    if (!visitor.program) await this.jobs.recordApplyClick(job.id, visitor.ip).catch(leadOn);
    if (viewer) await this.markApplied(viewer, job.id, true).catch(leadOn);
    return target;
  }

  /** Sets the private note of a saved job: at most SAVED_JOB_LIMITS.note characters, trimmed; blank clears it. */
  async setNote(viewer: Viewer, jobId: unknown, note: unknown): Promise<SavedJobRecord> {
    requireSignedIn(viewer);
    const text = optionalText(note, 'note', 'A note', SAVED_JOB_LIMITS.note, 'multi-line');
    return this.change(viewer, jobId, { note: text });
  }

  /** Which of these jobs (at most 100) the viewer saved, with their marks: for job cards and pages. */
  async among(viewer: Viewer, jobIds: unknown): Promise<SavedJobRecord[]> {
    const { id: userId } = requireSignedIn(viewer);
    if (!Array.isArray(jobIds) || jobIds.length > 100 || !jobIds.every(isIdShaped))
      throw new BadInputError('jobIds', 'jobIds must be at most 100 job ids.');
    if (!jobIds.length) return [];
    const rows = await this.repo
      .createQueryBuilder('s')
      .where('s.userId = :userId', { userId })
      .andWhere('s.jobId IN (:...jobIds)', { jobIds })
      .getMany();
    return this.withJobs(rows);
  }

  /** The viewer's saved jobs, newest saved first, cursor-paginated (`first` 0 to 100, 20 unless given). */
  list(viewer: Viewer, first?: unknown, after?: unknown): Promise<SavedJobConnection> {
    const { id: userId } = requireSignedIn(viewer);
    const mine = () => this.repo.createQueryBuilder('s').where('s.userId = :userId', { userId });
    return readConnection(
      { first, after, fallback: 20, max: 100 },
      () => mine().getCount(),
      (cursor, limit) => newestAfter(mine(), cursor, limit),
      (rows) => this.withJobs(rows),
    );
  }

  private async change(
    viewer: Viewer,
    jobId: unknown,
    values: Partial<Pick<SavedJob, 'appliedAt' | 'note'>>,
  ): Promise<SavedJobRecord> {
    const { id: userId } = requireSignedIn(viewer);
    const saved = await this.row(userId, jobIdOf(jobId));
    if (!saved) throw new NotFoundError(NOT_SAVED);
    await this.repo.update({ id: saved.id }, values);
    const [record] = await this.withJobs([{ ...saved, ...values }]);
    return record;
  }

  private row(userId: string, jobId: string): Promise<SavedJob | null> {
    return this.repo.findOneBy({ userId, jobId });
  }

  private async existingJob(jobId: unknown): Promise<JobRecord> {
    const job = await this.jobs.byId(jobIdOf(jobId));
    if (!job) throw new NotFoundError('No job has this id.');
    return job;
  }

  private async withJobs(rows: SavedJob[]): Promise<SavedJobRecord[]> {
    const jobs = await this.jobs.byIds(rows.map((r) => r.jobId));
    return rows.map((r) => this.record(r, jobs.get(r.jobId) ?? null));
  }

  private record(row: SavedJob, job: JobRecord | null): SavedJobRecord {
    return {
      id: row.id,
      jobId: row.jobId,
      savedAt: new Date(row.createdAt),
      appliedAt: row.appliedAt ? new Date(row.appliedAt) : null,
      note: row.note ?? null,
      job,
      state: this.stateOf(job),
    };
  }

  /** Closing soon: open, with a deadline at most SAVED_JOB_LIMITS.closingSoonDays days from today. */
  private stateOf(job: JobRecord | null): SavedJobState {
    if (!job) return 'REMOVED';
    if (!job.isOpen) return 'CLOSED';
    const soon = dayToDate(addDays(this.jobs.today(), SAVED_JOB_LIMITS.closingSoonDays));
    return job.deadline && job.deadline.getTime() <= soon.getTime() ? 'CLOSING_SOON' : 'OPEN';
  }
}

/** A job id as sent: anything that is not id-shaped is a 400 naming `jobId`. */
function jobIdOf(jobId: unknown): string {
  if (!isIdShaped(jobId)) throw new BadInputError('jobId', 'jobId must be the id of a job.');
  return jobId;
}

/** Where Apply Now may lead: the stored link when it is a web page or a mail address, else nothing. */
function applyTarget(link: string): string | undefined {
  try {
    const { protocol } = new URL(link);
    return ['http:', 'https:', 'mailto:'].includes(protocol) ? link : undefined;
  } catch {
    return undefined;
  }
}
