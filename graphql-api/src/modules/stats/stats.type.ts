import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { JobObject } from '../jobs/job.type';
import type {
  AdminOverview,
  JobInterestRecord,
  StatsDayRecord,
  StatsPeriod,
} from './stats.service';

/**
 * The figures a period and a day share; each adds its start, job views and revenue as it describes
 * them. No field returns this type, so the schema does not list it; its fields are inherited.
 */
@ObjectType()
abstract class StatsFiguresObject {
  @Field(() => Int, { description: 'Jobs saved by seekers (each save counts on its day).' })
  jobSaves: number;

  @Field(() => Int, { description: 'Presses of Apply Now, by anyone.' })
  jobApplyClicks: number;

  @Field(() => Int, { description: 'Course orders paid.' })
  coursePurchases: number;

  @Field(() => Int, { description: 'PDF orders paid.' })
  pdfPurchases: number;

  @Field(() => Float, { description: 'Revenue in rupees from course orders.' })
  courseRevenue: number;

  @Field(() => Float, { description: 'Revenue in rupees from PDF orders.' })
  pdfRevenue: number;

  @Field(() => Float, {
    description:
      'Paid back in rupees by refunds processed in the period (whenever the order was paid).',
  })
  refunds: number;

  @Field(() => Float, { description: 'revenue − refunds, in rupees.' })
  netRevenue: number;
}

@ObjectType('StatsPeriod', {
  description:
    'Figures of one period: job views, purchases and revenue (every paid order, courses and PDFs).',
})
export class StatsPeriodObject extends StatsFiguresObject implements StatsPeriod {
  @Field(() => Date, {
    nullable: true,
    description: 'When the period began: midnight in the app time zone (null for all time).',
  })
  from: Date | null;

  @Field(() => Int, { description: 'Job detail views (Read More).' })
  jobViews: number;

  @Field(() => Float, {
    description:
      'Gross revenue in rupees (INR) from every order paid in the period, refunded or not: courseRevenue + pdfRevenue.',
  })
  revenue: number;
}

@ObjectType('StatsDay', {
  description: 'The figures of one calendar day in the app time zone (the dashboard charts).',
})
export class StatsDayObject extends StatsFiguresObject implements StatsDayRecord {
  @Field(() => String, { description: "The day, 'YYYY-MM-DD' in the app time zone." })
  day: string;

  @Field(() => Int, { description: 'Job detail views.' })
  jobViews: number;

  @Field(() => Float, { description: 'Revenue in rupees from every paid order.' })
  revenue: number;
}

@ObjectType('JobInterest', {
  description: "A job's views, saves and apply clicks (staff: the dashboard and the jobs table).",
})
export class JobInterestObject implements JobInterestRecord {
  @Field(() => ID, { description: 'Id of the job.' })
  jobId: string;

  @Field(() => JobObject, { nullable: true, description: 'The job; null once staff deleted it.' })
  job: JobObject | null;

  @Field(() => Int, { description: 'Job detail views (Read More).' })
  views: number;

  @Field(() => Int, { description: 'Saves by seekers (a job saved again counts again).' })
  saves: number;

  @Field(() => Int, { description: 'Presses of Apply Now, by anyone.' })
  applyClicks: number;
}

@ObjectType('AdminStats', {
  description:
    "The admin dashboard's figures: today and this month are calendar periods in the app time zone (APP_TIMEZONE).",
})
export class AdminStatsObject implements AdminOverview {
  @Field(() => String, {
    description: "The time zone of the calendar periods, e.g. 'Asia/Kolkata'.",
  })
  timeZone: string;

  @Field(() => StatsPeriodObject, { description: 'Since midnight today.' })
  today: StatsPeriodObject;

  @Field(() => StatsPeriodObject, { description: 'Since the first of this month.' })
  monthly: StatsPeriodObject;

  @Field(() => StatsPeriodObject, { description: 'Everything ever counted.' })
  allTime: StatsPeriodObject;

  @Field(() => Int, {
    description:
      'Distinct users who paid for at least one course (one buyer of two courses counts once).',
  })
  totalUsers: number;

  @Field(() => [StatsDayObject], { description: 'The last 30 days, oldest first, today last.' })
  daily: StatsDayObject[];

  @Field(() => [JobObject], {
    description: 'The ten most viewed jobs (open or closed), most views first.',
  })
  topJobs: JobObject[];
}
