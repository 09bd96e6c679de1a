import { Field, ID, Int, ObjectType } from 'type-graphql';
import { connectionType } from '../../graphql/connection';
import { JobCity, JobLocation, JobRegion, JobType } from './job.enums';
import type { JobRecord } from './job.rows';

// simpleResolvers: every field is plain data with no per-field auth or middleware, so type-graphql
// leaves graphql-js's default resolver in place (a page of 20 jobs resolves ~500 fields).
// `implements JobRecord`: the compiler refuses a field whose name or type drifts from the record.

@ObjectType('Job', { description: 'A job posting for software developers.', simpleResolvers: true })
export class JobObject implements JobRecord {
  @Field(() => ID, { description: 'Stable id (UUID).' })
  id: string;

  @Field(() => String, {
    description:
      'Page name of the job: the title in lowercase with whitespace turned into hyphens (-2, -3 when taken). It may hold / # ? % and emoji: encode it with encodeURIComponent in links (/page-details/{slug}).',
  })
  slug: string;

  @Field(() => String, { description: 'Job title.' })
  title: string;

  @Field(() => String, { description: 'Hiring company.' })
  company: string;

  @Field(() => String, { description: 'Job description (plain text).' })
  description: string;

  @Field(() => String, { description: 'The official apply link (http or https).' })
  externalLink: string;

  @Field(() => [String], { description: 'What the job involves, one item per row.' })
  responsibilities: string[];

  @Field(() => [String], { description: 'What the candidate needs, one item per row.' })
  requirements: string[];

  @Field(() => [String], { description: 'Required skills.' })
  skills: string[];

  @Field(() => [String], { description: 'Perks and benefits.' })
  benefits: string[];

  @Field(() => String, {
    nullable: true,
    description:
      "Salary as the admin wrote it ('₹8-12 LPA', '50,000/month'); null when not disclosed.",
  })
  salary: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Lowest figure of the salary text in rupees (k, L/LPA/lakh, Cr understood); null when it has no figure.',
  })
  salaryMin: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      "Years of experience asked for, read from the first requirement mentioning years ('2+ years of React' → 2).",
  })
  experienceYears: number | null;

  @Field(() => Date, {
    nullable: true,
    description: 'Start (posted) date: midnight UTC of that calendar day.',
  })
  startDate: Date | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'Last day to apply: midnight UTC of that calendar day. The job closes when that day has passed in the app time zone.',
  })
  deadline: Date | null;

  @Field(() => JobLocation, { nullable: true, description: 'Remote, on-site or hybrid.' })
  jobLocation: JobLocation | null;

  @Field(() => JobType, {
    nullable: true,
    description: 'Full-time, part-time, internship or contract.',
  })
  jobType: JobType | null;

  @Field(() => JobCity, {
    nullable: true,
    description: "The office's city (OTHER: a city not in the list); null when not given.",
  })
  city: JobCity | null;

  @Field(() => JobRegion, {
    nullable: true,
    description: 'Remote jobs: where their people may live; null for the others.',
  })
  region: JobRegion | null;

  @Field(() => String, {
    nullable: true,
    description: 'Thumbnail image URL; null means use the fallback image.',
  })
  thumbnail: string | null;

  @Field(() => Int, { description: 'How many times the job was opened (Read More).' })
  views: number;

  @Field(() => Boolean, {
    description:
      'False once the deadline day has passed (in the app time zone): no Apply button, left out of lists by default.',
  })
  isOpen: boolean;

  @Field(() => Date, { description: 'When the job was posted on DevJobs.' })
  createdAt: Date;

  @Field(() => Date, { description: 'When the job was last edited.' })
  updatedAt: Date;
}

export const { Edge: JobEdge, Connection: JobConnection } = connectionType(JobObject, 'Job', {
  one: 'job',
  many: 'jobs',
  totalCount:
    'How many jobs match the filter in all pages, exactly up to 1000; past that 1000 and totalCountCapped is true.',
  totalCountCapped:
    'True when more jobs match than totalCount says (the count stops at 1000): show "1,000+".',
});
