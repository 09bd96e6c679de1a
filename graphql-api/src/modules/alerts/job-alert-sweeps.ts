import { RepeatingTimers } from '../../lib/repeating-timers';
import { jobPath } from '../../contract/job-path';
import { In, MoreThan, type EntityManager } from 'typeorm';
import type { Config } from '../../config';
import { JOB_ALERT_LIMITS, type JobAlertFrequency } from '../../contract/job-alerts';
import { isUniqueViolation } from '../../errors';
import type { Clock } from '../../lib/clock';
import type { ServiceDeps } from '../../services';
import type { JobsService, NewJobsMatcher } from '../jobs/job.service';
import type { MailService } from '../mail/mail.service';
import type { JobAlertsService } from './job-alert.service';
import { JobAlert, JobAlertSent } from './job-alert.entity';
import { type IndexedAlert, JobAlertIndex } from './job-alert-index';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Instant alerts: a sweep every 30 s, so a job is mailed within a minute of being posted. */
const INSTANT_EVERY_MS = 30_000;
/**
 * How far back an instant sweep looks: from this long before the start of this process's last one
 * (a job is stamped before its write commits), and at most the lookback (the first sweep, or one
 * after a pause of the timers). The sent records keep a job seen twice from going twice.
 */
const INSTANT_OVERLAP_MS = 2 * MINUTE_MS;
const INSTANT_LOOKBACK_MS = 15 * MINUTE_MS;
/** A daily digest looks back a week, so a day the process was down is caught up on the next. */
const DAILY_LOOKBACK_MS = 7 * DAY_MS;
/** The digest runs at 09:00 India Standard Time (UTC+5:30, no daylight saving): 03:30 UTC. */
const DIGEST_UTC_MS = 3.5 * 60 * MINUTE_MS;
/** Alerts read a slice at a time, in id order. */
const SLICE = 1_000;
/** New jobs a sweep picks alerts for; past this many it tries every alert. */
const NEW_JOBS = 2_000;
/**
 * Mails written per unit of work (each commit costs about as much as a few mails), and alerts
 * checked, between two turns of the event loop: SQLite answers on this thread, and a sweep of
 * thousands of mails held every request until it ended (bench/alerts.mjs).
 */
const MAILS_PER_UNIT = 10;
const CHECKS_PER_TURN = 25;
/** Candidates asked of the matcher per alert: room for the ones already sent to the address. */
const CANDIDATES = 200;

/**
 * The mail of job alerts (product.md#job-alerts): an instant sweep every 30 s and the daily digest
 * at 09:00 IST, each matching the newly posted jobs with the job list's own matcher (on its
 * in-memory index) and mailing, through the outbox, only jobs never mailed to the address: newest
 * first, at most 20 a mail, nothing when nothing is new. The sent records and the mail are written
 * in one unit of work, so of two processes sweeping at once a job goes once.
 */
export class JobAlertSweeps {
  private readonly timers = new RepeatingTimers('alerts');
  /** Each frequency's alert index, and the state of the alerts it was read from. */
  private readonly indexes = new Map<
    JobAlertFrequency,
    { signature: string; index: JobAlertIndex }
  >();
  /** When this process's last instant sweep began (ms). */
  private lastInstant = -Infinity;

  constructor(
    private readonly db: EntityManager,
    private readonly clock: Clock,
    private readonly config: Config,
    private readonly jobs: JobsService,
    private readonly alerts: JobAlertsService,
    private readonly mail: MailService,
    private readonly inTransaction: ServiceDeps['inTransaction'],
  ) {}

  /** One instant sweep, now: the number of mails enqueued. (The process's timer, the tests.) */
  async sweepInstant(): Promise<number> {
    const now = this.clock.now().getTime();
    const from = Math.max(now - INSTANT_LOOKBACK_MS, this.lastInstant - INSTANT_OVERLAP_MS);
    const sent = await this.sweep('INSTANT', new Date(from));
    this.lastInstant = now;
    return sent;
  }

  /** The daily digest, now: the number of mails enqueued. (The process's timer at 09:00 IST, the tests.) */
  sweepDaily(): Promise<number> {
    return this.sweep('DAILY', new Date(this.clock.now().getTime() - DAILY_LOOKBACK_MS));
  }

  /**
   * Mails the active alerts of `frequency` their new matches posted at or after `since`: the jobs
   * posted in the window pick the alerts that may match them (JobAlertIndex), and the list's matcher
   * decides for each of those.
   */
  private async sweep(frequency: JobAlertFrequency, since: Date): Promise<number> {
    const match = await this.jobs.newJobsMatcher();
    const posted = match({ ...this.jobs.parseFilter(null), includeClosed: true }, since, NEW_JOBS);
    // Nothing posted in the window: no alert is read.
    if (!posted.length) return 0;
    const index = await this.indexOf(frequency);
    const alerts =
      posted.length < NEW_JOBS
        ? index.candidates([...(await this.jobs.byIds(posted)).values()])
        : index.all();
    let sent = 0;
    let batch: { alert: JobAlert; jobIds: string[] }[] = [];
    const flush = async () => {
      const mails = batch;
      batch = [];
      if (mails.length)
        sent += await this.inTransaction(async ({ jobAlertSweeps }) => {
          let count = 0;
          for (const { alert, jobIds } of mails)
            if (await jobAlertSweeps.send(alert, jobIds)) count++;
          return count;
        });
      await nextTurn();
    };
    for (const [i, entry] of alerts.entries()) {
      const jobIds = await this.newFor(entry, match, since);
      if (jobIds.length) batch.push({ alert: entry.alert, jobIds });
      if (batch.length >= MAILS_PER_UNIT) await flush();
      else if (i % CHECKS_PER_TURN === 0) await nextTurn();
    }
    await flush();
    return sent;
  }

  /**
   * The active alerts of `frequency`, indexed: read again only when they changed (how many there
   * are, or the latest change: every write of an alert sets its updatedAt), whichever process
   * changed them.
   */
  private async indexOf(frequency: JobAlertFrequency): Promise<JobAlertIndex> {
    const [row]: { n: number | string; at: string | Date | null }[] = await this.db
      .getRepository(JobAlert)
      .createQueryBuilder('a')
      .select('COUNT(*)', 'n')
      .addSelect('MAX(a.updatedAt)', 'at')
      .where('a.frequency = :frequency AND a.state = :state', { frequency, state: 'ACTIVE' })
      .getRawMany();
    const at = row?.at instanceof Date ? row.at.toISOString() : (row?.at ?? '');
    const signature = `${row?.n ?? 0}:${at}`;
    const kept = this.indexes.get(frequency);
    if (kept?.signature === signature) return kept.index;
    const index = new JobAlertIndex();
    let after = '';
    for (;;) {
      const alerts = await this.db.getRepository(JobAlert).find({
        where: { frequency, state: 'ACTIVE', id: MoreThan(after) },
        order: { id: 'ASC' },
        take: SLICE,
      });
      for (const alert of alerts) index.add({ alert, filter: this.alerts.record(alert).filter });
      if (alerts.length < SLICE) break;
      await nextTurn();
      after = alerts[alerts.length - 1].id;
    }
    this.indexes.set(frequency, { signature, index });
    return index;
  }

  /**
   * An alert's matches posted since it was made (and within the window) not yet mailed to its
   * address: at most JOB_ALERT_LIMITS.jobsPerMail, newest first.
   */
  private async newFor(
    { alert, filter }: IndexedAlert,
    match: NewJobsMatcher,
    since: Date,
  ): Promise<string[]> {
    const created = new Date(alert.createdAt);
    const from = created.getTime() > since.getTime() ? created : since;
    const candidates = match(filter, from, CANDIDATES);
    if (!candidates.length) return [];
    const sent = await this.db
      .getRepository(JobAlertSent)
      .find({ select: { jobId: true }, where: { email: alert.email, jobId: In(candidates) } });
    const done = new Set(sent.map((row) => row.jobId));
    return candidates.filter((id) => !done.has(id)).slice(0, JOB_ALERT_LIMITS.jobsPerMail);
  }

  /**
   * On a unit's copy: records the jobs as mailed to the address and enqueues the mail with a new
   * unsubscribe link. A job another sweep recorded meanwhile is left out; none left: no mail.
   */
  async send(alert: JobAlert, jobIds: string[]): Promise<boolean> {
    const now = this.clock.now();
    const mine: string[] = [];
    for (const jobId of jobIds) {
      try {
        await this.db
          .getRepository(JobAlertSent)
          .insert({ email: alert.email, jobId, alertId: alert.id, sentAt: now });
        mine.push(jobId);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    const jobs = await this.jobs.byIds(mine);
    const listed = mine.flatMap((id) => jobs.get(id) ?? []);
    if (!listed.length) return false;
    const unsubscribeLink = await this.alerts.unsubscribeLink(alert);
    await this.mail.enqueue({
      to: alert.email,
      idempotencyKey: `job-alert:${alert.id}:${listed[0].id}`,
      unsubscribeLink,
      template: {
        kind: 'job-alert',
        jobs: listed.map((job) => ({
          title: job.title,
          company: job.company,
          link: `${this.config.publicUrl}${jobPath(job.slug)}`,
        })),
        manageLink: `${this.config.publicUrl}/alerts`,
        unsubscribeLink,
      },
    });
    return true;
  }

  /** The API process's sweeps: instant every 30 s, the digest at each 09:00 IST, until `stop`. */
  start(): this {
    this.timers
      .every(
        'instant',
        () => this.sweepInstant(),
        () => INSTANT_EVERY_MS,
      )
      .every(
        'daily',
        () => this.sweepDaily(),
        () => msUntilDigest(this.clock.now()),
      );
    return this;
  }

  /** Stops the timers and waits for a sweep under way. */
  stop(): Promise<void> {
    return this.timers.stop();
  }
}

/** Milliseconds from `now` to the next 09:00 IST. */
export function msUntilDigest(now: Date): number {
  const day = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  let next = day + DIGEST_UTC_MS;
  if (next <= now.getTime()) next += DAY_MS;
  return next - now.getTime();
}

/** Lets the event loop answer what waits (requests) before the sweep goes on. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
