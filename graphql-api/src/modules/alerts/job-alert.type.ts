import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { describedEnum, namesEnum } from '../../graphql/described-enum';
import {
  JOB_ALERT_FREQUENCIES,
  JOB_ALERT_STATES,
  type JobAlertFrequency,
  type JobAlertState,
} from '../../contract/job-alerts';
import { JobFilter } from '../jobs/job.inputs';
import type { JobAlertRecord } from './job-alert.service';

export const JobAlertFrequencyEnum = namesEnum(JOB_ALERT_FREQUENCIES);
describedEnum(
  JobAlertFrequencyEnum,
  'JobAlertFrequency',
  'How often an alert mails (product.md#job-alerts).',
  {
    INSTANT: 'Within a minute of a matching job being posted.',
    DAILY: 'A digest every day at 09:00 India time.',
  },
);

const JobAlertStateEnum = namesEnum(JOB_ALERT_STATES);
describedEnum(JobAlertStateEnum, 'JobAlertState', 'Whether an alert mails.', {
  PENDING: 'Waiting for its address to be confirmed from the mailed link.',
  ACTIVE: 'Mailing new matching jobs.',
  PAUSED: 'Paused by its owner: mails nothing until resumed.',
});

@InputType({
  description:
    'A job alert: the job list’s filters, how often, and (without signing in) the address to mail.',
})
export class JobAlertInput {
  @Field(() => JobFilter, { nullable: true, description: 'The filters; none = every new job.' })
  filter?: JobFilter | null;

  @Field(() => JobAlertFrequencyEnum, { nullable: true, description: 'DAILY unless given.' })
  frequency?: JobAlertFrequency | null;

  @Field(() => String, {
    nullable: true,
    description: 'A guest’s address (a confirmation link is mailed first); ignored when signed in.',
  })
  email?: string | null;
}

// `implements`: the compiler refuses a field that drifts from the record (the filter is the list's
// own class, whose fields are optional as an input's).
@ObjectType('JobAlert', {
  description: 'A saved search that mails new matching jobs, each job to an address once.',
  simpleResolvers: true,
})
export class JobAlertObject implements Omit<JobAlertRecord, 'filter'> {
  @Field(() => ID, { description: 'Stable id (UUID).' })
  id: string;

  @Field(() => String, { description: 'The address it mails.' })
  email: string;

  @Field(() => JobAlertFrequencyEnum, { description: 'Instant or daily.' })
  frequency: JobAlertFrequency;

  @Field(() => JobAlertStateEnum, { description: 'Pending, active or paused.' })
  state: JobAlertState;

  @Field(() => JobFilter, { description: 'Its filters, as the job list’s rules checked them.' })
  filter: JobFilter;

  @Field(() => Date, { description: 'When it was made.' })
  createdAt: Date;
}
