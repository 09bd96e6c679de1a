import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { BadInputError } from '../../errors';
import type { Clock } from '../../lib/clock';
import { type Connection, offsetPaging } from '../../lib/paging';
import { newestFirst, staffPage } from '../../lib/staff-list';
import { isIdShaped, MAX_INT } from '../../lib/validate';
import { requireAdmin, type Viewer } from '../auth/auth.service';
import type { JobRecord, JobsService } from '../jobs/job.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import { Suggestion } from './suggestion.entity';
import { addressForLimits } from '../../lib/client-address';

export const SUGGESTION_MAX = 2000;
export const BLANK_SUGGESTION = 'Please enter a suggestion.';
/** Feedback is anonymous: one network may store 20 suggestions an hour (bad input is refused before counting). */
export const SUGGESTION_LIMIT = {
  max: 20,
  windowMs: 60 * 60_000,
  message: 'You have sent a lot of suggestions from this network. Please try again in an hour.',
};

export type SuggestionInput = { suggestion?: unknown; jobId?: unknown };

/** A suggestion with the job page it came from (null when sent elsewhere, or the job was deleted). */
export type SuggestionRecord = {
  id: string;
  suggestion: string;
  createdAt: Date;
  jobId: string | null;
  job: JobRecord | null;
};

export type SuggestionConnection = Connection<SuggestionRecord>;

/** Visitor feedback: the only code that touches the suggestions table. */
export class SuggestionsService {
  constructor(
    private readonly db: EntityManager,
    private readonly clock: Clock,
    private readonly jobs: JobsService,
    private readonly rateLimits: RateLimitService,
  ) {}

  private get repo() {
    return this.db.getRepository(Suggestion);
  }

  /**
   * Stores a suggestion. Blank, or over 2,000 characters: 400 naming `suggestion`. A jobId that
   * is not a job (deleted meanwhile, say) is dropped, so the visitor's words are never lost; one
   * that is not even an id is a 400 naming `jobId`. Over SUGGESTION_LIMIT from one `ip`: 429.
   */
  async submit(input: SuggestionInput, ip: string): Promise<SuggestionRecord> {
    const raw = input?.suggestion;
    if (typeof raw !== 'string' || !raw.trim())
      throw new BadInputError('suggestion', BLANK_SUGGESTION);
    const suggestion = raw.trim();
    if (suggestion.length > SUGGESTION_MAX) {
      throw new BadInputError(
        'suggestion',
        `A suggestion can be at most ${SUGGESTION_MAX.toLocaleString('en-US')} characters.`,
      );
    }
    let job: JobRecord | null = null;
    const jobId = input?.jobId;
    if (jobId !== undefined && jobId !== null && jobId !== '') {
      if (!isIdShaped(jobId)) throw new BadInputError('jobId', 'jobId must be the id of a job.');
      job = await this.jobs.byId(jobId);
    }
    await this.rateLimits.consume(`suggestion:${addressForLimits(ip)}`, SUGGESTION_LIMIT);
    const row = this.repo.create({
      id: randomUUID(),
      suggestion,
      jobId: job?.id ?? null,
      createdAt: this.clock.now(),
    });
    await this.repo.insert(row);
    return { id: row.id, suggestion, createdAt: row.createdAt, jobId: row.jobId, job };
  }

  /** Newest first, cursor-paginated, each with its job (the page's jobs loaded in one query). Staff only. */
  list(viewer: Viewer, first?: unknown, after?: unknown): Promise<SuggestionConnection> {
    return staffPage(
      viewer,
      'suggestions:read',
      () => newestFirst({ first, after }, () => this.repo.createQueryBuilder('s')),
      (rows) => this.withJobs(rows),
    );
  }

  /** The REST list: every suggestion (or one offset page), newest first, with the total. Staff only. */
  async search(
    viewer: Viewer,
    paging: { limit?: unknown; offset?: unknown } = {},
  ): Promise<{ suggestions: SuggestionRecord[]; total: number }> {
    requireAdmin(viewer, 'suggestions:read');
    const { limit, offset } = offsetPaging(paging);
    const query = this.repo
      .createQueryBuilder('s')
      .orderBy('s.createdAt', 'DESC')
      .addOrderBy('s.id', 'DESC');
    if (limit !== null || offset) query.limit(limit ?? MAX_INT);
    if (offset) query.offset(offset);
    const [rows, total] = await Promise.all([
      limit === 0 ? [] : query.getMany(),
      this.repo.count(),
    ]);
    return { suggestions: await this.withJobs(rows), total };
  }

  private async withJobs(rows: Suggestion[]): Promise<SuggestionRecord[]> {
    const jobs = await this.jobs.byIds(rows.flatMap((r) => (r.jobId ? [r.jobId] : [])));
    return rows.map((r) => ({
      id: r.id,
      suggestion: r.suggestion,
      createdAt: new Date(r.createdAt),
      jobId: r.jobId ?? null,
      job: (r.jobId && jobs.get(r.jobId)) || null,
    }));
  }
}
