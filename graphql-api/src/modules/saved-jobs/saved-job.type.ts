import { Field, ID, ObjectType } from 'type-graphql';
import { describedEnum, namesEnum } from '../../graphql/described-enum';
import { SAVED_JOB_LIMITS, SAVED_JOB_STATES, type SavedJobState } from '../../contract/saved-jobs';
import { connectionType } from '../../graphql/connection';
import { JobObject } from '../jobs/job.type';
import type { SavedJobRecord } from './saved-job.service';

const SavedJobStateEnum = namesEnum(SAVED_JOB_STATES);
describedEnum(
  SavedJobStateEnum,
  'SavedJobState',
  'Where a saved job stands (product.md#saved-jobs).',
  {
    OPEN: `Open, its deadline more than ${SAVED_JOB_LIMITS.closingSoonDays} days away or none.`,
    CLOSING_SOON: `Open, its deadline within the next ${SAVED_JOB_LIMITS.closingSoonDays} days.`,
    CLOSED: 'Its deadline has passed.',
    REMOVED: 'Staff deleted the job.',
  },
);

// `implements`: the compiler refuses a field that drifts from the record.
@ObjectType('SavedJob', {
  description: 'A job the signed-in seeker saved, with their applied mark and private note.',
  simpleResolvers: true,
})
export class SavedJobObject implements SavedJobRecord {
  @Field(() => ID, { description: 'Stable id of the saved row (UUID).' })
  id: string;

  @Field(() => ID, { description: 'Id of the job saved.' })
  jobId: string;

  @Field(() => Date, { description: 'When the seeker saved it.' })
  savedAt: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'When the seeker marked it applied (or pressed Apply Now); null when not applied.',
  })
  appliedAt: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'The seeker’s private note (at most 500 characters); null when none.',
  })
  note: string | null;

  @Field(() => JobObject, { nullable: true, description: 'The job; null once staff deleted it.' })
  job: JobObject | null;

  @Field(() => SavedJobStateEnum, { description: 'Open, closing soon, closed or removed.' })
  state: SavedJobState;
}

export const { Edge: SavedJobEdge, Connection: SavedJobConnection } = connectionType(
  SavedJobObject,
  'SavedJob',
  {
    one: 'saved job',
    many: 'saved jobs',
    totalCount: 'How many jobs the seeker saved in all.',
  },
);
