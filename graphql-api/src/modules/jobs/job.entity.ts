import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { JobCity, JobLocation, JobRegion, JobType } from './job.enums';

/**
 * A job posting. Lists are JSON in a text column; salaryMin and experienceYears are parsed from
 * the text when the job is written (architecture.md#data) so the filters are indexed SQL. jobType and
 * jobLocation (and city, region) hold the GraphQL enum values (FULL_TIME, ON_SITE, …). startDate and deadline are
 * calendar days, stored as midnight UTC of that day.
 */
@Entity('jobs')
// Sort key first, then every list filter: pages and counts never read job bodies (see the migration).
@Index('IDX_jobs_list', [
  'createdAt',
  'id',
  'deadline',
  'jobType',
  'jobLocation',
  'salaryMin',
  'experienceYears',
  'title',
  'city',
  'region',
])
// The most viewed jobs (stats): read backwards from the top.
@Index('IDX_jobs_views', ['views', 'id'])
export class Job {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Index('UQ_jobs_slug', { unique: true })
  @Column({ type: 'varchar', length: 255 })
  slug: string;

  @Column({ type: 'varchar', length: 200 })
  company: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'varchar', length: 2000 })
  externalLink: string;

  @Column({ type: 'simple-json' })
  responsibilities: string[];

  @Column({ type: 'simple-json' })
  requirements: string[];

  @Column({ type: 'simple-json' })
  skills: string[];

  @Column({ type: 'simple-json' })
  benefits: string[];

  @Column({ type: 'varchar', length: 200, nullable: true })
  salary: string | null;

  @Column({ type: 'integer', nullable: true })
  salaryMin: number | null;

  @Column({ type: 'integer', nullable: true })
  experienceYears: number | null;

  @Column({ type: 'datetime', nullable: true })
  startDate: Date | null;

  @Column({ type: 'datetime', nullable: true })
  deadline: Date | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  jobLocation: JobLocation | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  jobType: JobType | null;

  /** The office's city (JobCity values); null: not given. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  city: JobCity | null;

  /** Remote jobs only: where their people may live (JobRegion values); null for the others. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  region: JobRegion | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  thumbnail: string | null;

  @Column({ type: 'integer', default: 0 })
  views: number;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;
}
