import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { JobCity, JobLocation, JobRegion, JobType } from './job.enums';

@InputType({
  description:
    'A job as the admin writes it. Rules (checked by the server, errors name the field): title, company, description and externalLink required; externalLink and thumbnail http(s) only; deadline not before startDate; list rows trimmed, blank rows dropped, at most 50 rows of 1,000 characters.',
})
export class JobInput {
  @Field(() => String, { description: 'Job title, up to 200 characters.' })
  title: string;

  @Field(() => String, { description: 'Hiring company, up to 200 characters.' })
  company: string;

  @Field(() => String, { description: 'Job description, up to 15,000 characters.' })
  description: string;

  @Field(() => String, { description: 'Apply link: a full http:// or https:// address.' })
  externalLink: string;

  @Field(() => [String], { nullable: true, description: 'Responsibilities, one per row.' })
  responsibilities?: string[] | null;

  @Field(() => [String], {
    nullable: true,
    description: 'Requirements, one per row. The first row mentioning years sets experienceYears.',
  })
  requirements?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Required skills, one per row.' })
  skills?: string[] | null;

  @Field(() => [String], { nullable: true, description: 'Perks and benefits, one per row.' })
  benefits?: string[] | null;

  @Field(() => String, {
    nullable: true,
    description: "Salary text ('₹8-12 LPA', '50,000/month', '25k'); empty = not disclosed.",
  })
  salary?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Start date: 'YYYY-MM-DD' or an ISO date-time (its day in the app time zone counts); empty = none.",
  })
  startDate?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "Deadline: 'YYYY-MM-DD' or an ISO date-time; not before startDate; empty = none.",
  })
  deadline?: string | null;

  @Field(() => JobLocation, { nullable: true, description: 'Remote, on-site or hybrid.' })
  jobLocation?: JobLocation | null;

  @Field(() => JobType, {
    nullable: true,
    description: 'Full-time, part-time, internship or contract.',
  })
  jobType?: JobType | null;

  @Field(() => JobCity, {
    nullable: true,
    description: "The office's city (OTHER: a city not in the list); empty = not given.",
  })
  city?: JobCity | null;

  @Field(() => JobRegion, {
    nullable: true,
    description:
      'Remote jobs only: where their people may live; empty = ANYWHERE. Refused for other jobs.',
  })
  region?: JobRegion | null;

  @Field(() => String, {
    nullable: true,
    description: 'Thumbnail image URL (http or https); empty = fallback image.',
  })
  thumbnail?: string | null;
}

// Also the filters as kept and read back (a job alert's): one class, so a new filter is both.
@ObjectType('JobFilterValues', { description: 'Filters of the job list as kept (a job alert’s).' })
@InputType({
  description: 'Filters of the job list. Values combine with AND; lists within a filter with OR.',
})
export class JobFilter {
  @Field(() => String, {
    nullable: true,
    description:
      'Every word of this text begins a word of the title, any case ("reac" finds React); other characters only separate words.',
  })
  q?: string | null;

  @Field(() => [JobType], { nullable: true, description: 'Any of these employment types.' })
  types?: JobType[] | null;

  @Field(() => [JobLocation], { nullable: true, description: 'Any of these work modes.' })
  locations?: JobLocation[] | null;

  @Field(() => [JobCity], { nullable: true, description: 'Jobs in any of these cities.' })
  cities?: JobCity[] | null;

  @Field(() => [JobRegion], {
    nullable: true,
    description: 'Remote jobs open to people in any of these regions (other jobs are left out).',
  })
  regions?: JobRegion[] | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Parsed salary at most this many rupees. Jobs whose salary has no figure are left out.',
  })
  maxSalary?: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "Parsed salary at least this many rupees ('more than 2 LPA' sends 200001).",
  })
  minSalary?: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      'Jobs asking at most this many years of experience (jobs stating none are included).',
  })
  maxExperience?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    defaultValue: false,
    description: 'Include jobs whose deadline has passed.',
  })
  includeClosed?: boolean | null;
}
