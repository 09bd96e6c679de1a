import { Field, ID, ObjectType } from 'type-graphql';
import { connectionType } from '../../graphql/connection';
import { JobObject } from '../jobs/job.type';
import type { SuggestionRecord } from './suggestion.service';

// `implements`: the compiler refuses a field that drifts from the record (jobId is REST-only).
@ObjectType('Suggestion', {
  description: 'Feedback a visitor sent from the site.',
  simpleResolvers: true,
})
export class SuggestionObject implements Omit<SuggestionRecord, 'jobId'> {
  @Field(() => ID, { description: 'Stable id (UUID).' })
  id: string;

  @Field(() => String, { description: 'What the visitor wrote (1 to 2,000 characters).' })
  suggestion: string;

  @Field(() => Date, { description: 'When it was sent.' })
  createdAt: Date;

  @Field(() => JobObject, {
    nullable: true,
    description: 'The job page it was sent from; null when sent elsewhere or the job was deleted.',
  })
  job: JobObject | null;
}

export const { Edge: SuggestionEdge, Connection: SuggestionConnection } = connectionType(
  SuggestionObject,
  'Suggestion',
  {
    one: 'suggestion',
    many: 'suggestions',
    totalCount: 'How many suggestions there are in all.',
  },
);
