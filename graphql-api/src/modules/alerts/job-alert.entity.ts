import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { JobAlertFrequency, JobAlertState } from '../../contract/job-alerts';
import { MailedLinkColumns } from '../auth/mailed-link';

/**
 * A saved search that mails new jobs (product.md#job-alerts). `filter` is the job list's own
 * filter as its rules checked it, in JSON: read back through the same rules, so a filter field the
 * list gains flows through without a change here.
 */
@Entity('job_alerts')
@Index('IDX_job_alerts_email', ['email'])
@Index('IDX_job_alerts_user', ['userId', 'createdAt', 'id'])
@Index('IDX_job_alerts_due', ['frequency', 'state', 'id'])
export class JobAlert {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /** Where it mails, lower-cased: the account's address, or the one a guest gave. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** The account that made it; null for a guest's. */
  @Column({ type: 'varchar', length: 36, nullable: true })
  userId: string | null;

  @Column({ type: 'text' })
  filter: string;

  @Column({ type: 'varchar', length: 16 })
  frequency: JobAlertFrequency;

  @Column({ type: 'varchar', length: 16 })
  state: JobAlertState;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;
}

/**
 * A job mailed to an address by any of its alerts, instant or daily: never mailed there again, even
 * after an edit of the job (product.md#job-alerts).
 */
@Entity('job_alert_sent')
export class JobAlertSent {
  @PrimaryColumn({ type: 'varchar', length: 254 })
  email: string;

  @PrimaryColumn({ type: 'varchar', length: 36 })
  jobId: string;

  @Column({ type: 'varchar', length: 36 })
  alertId: string;

  @Column({ type: 'datetime', precision: 3 })
  sentAt: Date;
}

/** Confirms a guest's alert (double opt-in), or stops an alert from its mail (one click). */
export type JobAlertLinkPurpose = 'confirm' | 'unsubscribe';

/**
 * A single-use mailed link of an alert (decision 085). `userId` is the alert's account, '' for a
 * guest's: the link acts on `alertId` only.
 */
@Entity('job_alert_links')
@Index('IDX_job_alert_links_alert', ['alertId'])
export class JobAlertLink extends MailedLinkColumns {
  @Column({ type: 'varchar', length: 36 })
  alertId: string;

  @Column({ type: 'varchar', length: 12 })
  purpose: JobAlertLinkPurpose;
}
