import { Field, ID, InputType } from 'type-graphql';

@InputType({
  description:
    "A visitor's feedback. Blank, or over 2,000 characters: BAD_USER_INPUT naming `suggestion`.",
})
export class SuggestionInput {
  @Field(() => String, { description: 'The feedback text.' })
  suggestion: string;

  @Field(() => ID, {
    nullable: true,
    description:
      'Id of the job page it is sent from. An id that is no longer a job is dropped, the suggestion kept.',
  })
  jobId?: string | null;
}
