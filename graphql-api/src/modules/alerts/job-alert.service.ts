import { randomUUID } from 'node:crypto';
import { type EntityManager, IsNull } from 'typeorm';
import type { Config } from '../../config';
import {
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_LIMITS,
  type JobAlertFrequency,
  type JobAlertState,
} from '../../contract/job-alerts';
import { BadInputError, ConflictError, NotFoundError } from '../../errors';
import { addressForLimits } from '../../lib/client-address';
import type { Clock } from '../../lib/clock';
import type { ServiceDeps } from '../../services';
import { isIdShaped, oneOf } from '../../lib/validate';
import { type MailedLinkState, MailedLinks } from '../auth/mailed-link';
import { requireSignedIn, type Viewer } from '../auth/auth.service';
import type { JobFilterInput, JobListFilter, JobsService } from '../jobs/job.service';
import { mailAddress, type MailService, requireSending } from '../mail/mail.service';
import type { RateLimitService } from '../rate-limit/rate-limit.service';
import type { UsersService } from '../users/user.service';
import { JobAlert, JobAlertLink } from './job-alert.entity';

export type { JobAlertFrequency, JobAlertState } from '../../contract/job-alerts';

/** An alert as its owner sees it, with its filter as the list's rules checked it. */
export type JobAlertRecord = {
  id: string;
  email: string;
  frequency: JobAlertFrequency;
  state: JobAlertState;
  filter: JobListFilter;
  createdAt: Date;
};

export type JobAlertInput = { filter?: unknown; frequency?: unknown; email?: unknown };

/** A guest's confirmation link works 2 days; an unsubscribe link, a year. */
export const CONFIRM_MS = 2 * 24 * 60 * 60_000;
export const UNSUBSCRIBE_MS = 365 * 24 * 60 * 60_000;
/** Guests' alerts from one network, and to one address: each is a confirmation mail. */
const GUEST_PER_IP = { max: 10, windowMs: 60 * 60_000 };
const GUEST_PER_ADDRESS = { max: 3, windowMs: 24 * 60 * 60_000 };

const REFUSED = {
  EXPIRED: 'This link has expired.',
  USED: 'This link was used already.',
  INVALID: 'This link is not valid.',
};

/**
 * Job alerts (product.md#job-alerts): the only code that writes job_alerts and its links. A
 * signed-in seeker's alerts mail their confirmed address; a guest's wait for a confirmation link
 * (double opt-in). The sweeps that mail new jobs live in job-alert-sweeps.ts.
 */
export class JobAlertsService {
  constructor(
    private readonly db: EntityManager,
    private readonly clock: Clock,
    private readonly config: Config,
    private readonly jobs: JobsService,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly rateLimits: RateLimitService,
    private readonly inTransaction: ServiceDeps['inTransaction'],
  ) {}

  private get repo() {
    return this.db.getRepository(JobAlert);
  }

  /** The alerts' single-use links, on this instance's manager (a unit's, in a unit). */
  get links(): MailedLinks<JobAlertLink> {
    return new MailedLinks(this.db, this.clock, JobAlertLink, CONFIRM_MS);
  }

  /**
   * Keeps a search as an alert. Signed in: mails the account's address, at once when it is
   * confirmed. A guest gives `email` and gets a confirmation link first. Past
   * JOB_ALERT_LIMITS.perAddress alerts: 409 on `email`; bad filters: 400 naming the field.
   */
  async create(viewer: Viewer, input: JobAlertInput, ip: string): Promise<JobAlertRecord> {
    const filter = this.jobs.parseFilter(filterOf(input?.filter));
    const frequency = frequencyOf(input?.frequency);
    const user = viewer ? await this.users.findById(viewer.id) : null;
    if (!user) requireSending(this.config);
    const email = user ? user.email.toLowerCase() : mailAddress(input?.email);
    if (!user) {
      await this.rateLimits.consume(`alert-guest-ip:${addressForLimits(ip)}`, GUEST_PER_IP);
      await this.rateLimits.consume(`alert-guest:${email}`, GUEST_PER_ADDRESS);
    }
    if ((await this.repo.countBy({ email })) >= JOB_ALERT_LIMITS.perAddress)
      throw new ConflictError(
        'email',
        `An address can have at most ${JOB_ALERT_LIMITS.perAddress} job alerts. Delete some to add more.`,
      );
    const now = this.clock.now();
    const alert: JobAlert = {
      id: randomUUID(),
      email,
      userId: user?.id ?? null,
      filter: JSON.stringify(filter),
      frequency,
      state: user?.emailConfirmedAt ? 'ACTIVE' : 'PENDING',
      createdAt: now,
      updatedAt: now,
    };
    await this.inTransaction(({ jobAlerts }) => jobAlerts.insert(alert));
    return this.record(alert);
  }

  /** On a unit's copy: stores the alert and, while it is pending, mails its confirmation link. */
  async insert(alert: JobAlert): Promise<void> {
    await this.repo.insert(alert);
    if (alert.state !== 'PENDING') return;
    const { token, expiresAt } = await this.links.issue(alert.userId ?? '', {
      alertId: alert.id,
      purpose: 'confirm',
    });
    await this.mail.enqueue({
      to: alert.email,
      idempotencyKey: `confirm-alert:${alert.id}`,
      template: {
        kind: 'confirm-alert',
        link: `${this.config.publicUrl}/alerts/confirm?token=${token}`,
        expiresAt,
      },
    });
  }

  /** The viewer's alerts, newest first (at most JOB_ALERT_LIMITS.perAddress). */
  async mine(viewer: Viewer): Promise<JobAlertRecord[]> {
    const { id: userId } = requireSignedIn(viewer);
    const rows = await this.repo.find({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return rows.map((row) => this.record(row));
  }

  /** New filters or frequency for one of the viewer's alerts (what is not given stays). */
  async update(viewer: Viewer, id: unknown, input: JobAlertInput): Promise<JobAlertRecord> {
    const alert = await this.own(viewer, id);
    const changes: Partial<JobAlert> = { updatedAt: this.clock.now() };
    if (input?.filter !== undefined)
      changes.filter = JSON.stringify(this.jobs.parseFilter(filterOf(input.filter)));
    if (input?.frequency !== undefined) changes.frequency = frequencyOf(input.frequency);
    await this.repo.update({ id: alert.id }, changes);
    return this.record({ ...alert, ...changes });
  }

  /** Pauses (true) or resumes (false) one of the viewer's confirmed alerts. */
  async setPaused(viewer: Viewer, id: unknown, paused: boolean): Promise<JobAlertRecord> {
    const alert = await this.own(viewer, id);
    if (alert.state === 'PENDING')
      throw new BadInputError('id', 'Confirm this alert from its mail first.');
    const changes: Partial<JobAlert> = {
      state: paused ? 'PAUSED' : 'ACTIVE',
      updatedAt: this.clock.now(),
    };
    await this.repo.update({ id: alert.id }, changes);
    return this.record({ ...alert, ...changes });
  }

  /** Deletes one of the viewer's alerts and its links; answers its id. */
  async delete(viewer: Viewer, id: unknown): Promise<string> {
    const alert = await this.own(viewer, id);
    await this.inTransaction(({ jobAlerts }) => jobAlerts.remove(alert.id));
    return alert.id;
  }

  /** What a mailed link (confirmation or unsubscribe) is now: for the pages they open. */
  async linkState(token: unknown): Promise<MailedLinkState> {
    return this.links.stateOf(await this.links.find(token));
  }

  /** Confirms a guest's alert with its mailed link (once): it starts sending. Else 400 on `token`. */
  async confirm(token: unknown): Promise<JobAlertRecord> {
    return this.inTransaction(async ({ jobAlerts }) => {
      const link = await jobAlerts.take(token, 'confirm');
      const alert = await jobAlerts.repo.findOneBy({ id: link.alertId });
      if (!alert) throw new BadInputError('token', REFUSED.INVALID);
      const changes: Partial<JobAlert> = { state: 'ACTIVE', updatedAt: jobAlerts.clock.now() };
      if (alert.state === 'PENDING') await jobAlerts.repo.update({ id: alert.id }, changes);
      return jobAlerts.record(alert.state === 'PENDING' ? { ...alert, ...changes } : alert);
    });
  }

  /**
   * Stops the alert of a mail's unsubscribe link, without signing in (RFC 8058 one-click, or the
   * page's button): the alert and its links are deleted. Forged or used: 400 on `token`.
   */
  async unsubscribe(token: unknown): Promise<void> {
    await this.inTransaction(async ({ jobAlerts }) => {
      const link = await jobAlerts.take(token, 'unsubscribe');
      await jobAlerts.remove(link.alertId);
    });
  }

  /** On a unit's copy: a new unsubscribe link for a mail of `alert`. */
  async unsubscribeLink(alert: JobAlert): Promise<string> {
    const links = new MailedLinks(this.db, this.clock, JobAlertLink, UNSUBSCRIBE_MS);
    const { token } = await links.issue(alert.userId ?? '', {
      alertId: alert.id,
      purpose: 'unsubscribe',
    });
    return `${this.config.publicUrl}/alerts/unsubscribe?token=${token}`;
  }

  /** The alert as its owner reads it, its filter read back through the list's rules. */
  record(row: JobAlert): JobAlertRecord {
    const filter = this.jobs.parseFilter(JSON.parse(row.filter) as JobFilterInput);
    return {
      id: row.id,
      email: row.email,
      frequency: row.frequency,
      state: row.state,
      filter,
      createdAt: new Date(row.createdAt),
    };
  }

  /** On a unit's copy: uses a link of `purpose` once; anything else is 400 on `token`, nothing changed. */
  private async take(token: unknown, purpose: JobAlertLink['purpose']): Promise<JobAlertLink> {
    const found = await this.links.find(token);
    const state = found?.purpose === purpose ? this.links.stateOf(found) : 'INVALID';
    this.links.requireValid(state, REFUSED);
    const link = await this.links.take(token as string);
    if (!link) throw new BadInputError('token', REFUSED.USED);
    return link;
  }

  /** On a unit's copy: the alert and its unused links go (a used one still says so when reused). */
  private async remove(alertId: string): Promise<void> {
    await this.db.getRepository(JobAlertLink).delete({ alertId, usedAt: IsNull() });
    await this.repo.delete({ id: alertId });
  }

  private async own(viewer: Viewer, id: unknown): Promise<JobAlert> {
    const { id: userId } = requireSignedIn(viewer);
    const alert = isIdShaped(id) ? await this.repo.findOneBy({ id, userId }) : null;
    if (!alert) throw new NotFoundError('No job alert of yours has this id.');
    return alert;
  }
}

/** A filter as sent: an object (GraphQL's JobFilter, JSON) or none; else 400 on `filter`. */
function filterOf(value: unknown): JobFilterInput | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value))
    throw new BadInputError('filter', 'filter must be the filters of the job list.');
  return value;
}

function frequencyOf(value: unknown): JobAlertFrequency {
  if (value === undefined || value === null) return 'DAILY';
  return oneOf(value, JOB_ALERT_FREQUENCIES, 'frequency');
}
