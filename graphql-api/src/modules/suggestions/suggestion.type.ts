import { Field, ID, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../graphql/page-info';
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

@ObjectType('SuggestionEdge', { description: 'One suggestion in a page of suggestions.', simpleResolvers: true })
export class SuggestionEdge {
  @Field(() => String, { description: 'Opaque cursor of this suggestion, for `after`.' })
  cursor: string;

  @Field(() => SuggestionObject, { description: 'The suggestion.' })
  node: SuggestionObject;
}

@ObjectType('SuggestionConnection', { description: 'A page of suggestions, newest first.', simpleResolvers: true })
export class SuggestionConnection {
  @Field(() => [SuggestionEdge], { description: 'The suggestions of this page.' })
  edges: SuggestionEdge[];

  @Field(() => PageInfo, { description: 'Where this page ends.' })
  pageInfo: PageInfo;

  @Field(() => Int, { description: 'How many suggestions there are in all.' })
  totalCount: number;
}
