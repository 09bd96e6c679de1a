import { Field, ID, ObjectType } from 'type-graphql';
import { connectionType } from '../../graphql/connection';
import { JobObject } from '../jobs/job.type';

@ObjectType('Suggestion', { description: 'Feedback a visitor sent from the site.', simpleResolvers: true })
export class SuggestionObject {
  @Field(() => ID, { description: 'Stable id (UUID).' })
  id: string;

  @Field(() => String, { description: 'What the visitor wrote (1 to 2,000 characters).' })
  suggestion: string;

  @Field(() => Date, { description: 'When it was sent.' })
  createdAt: Date;

  @Field(() => JobObject, { nullable: true, description: 'The job page it was sent from; null when sent elsewhere or the job was deleted.' })
  job: JobObject | null;
}

export const { Edge: SuggestionEdge, Connection: SuggestionConnection } = connectionType(SuggestionObject, 'Suggestion', {
  one: 'suggestion',
  many: 'suggestions',
  totalCount: 'How many suggestions there are in all.',
});
