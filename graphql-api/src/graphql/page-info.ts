import { Field, ObjectType } from 'type-graphql';

/** Where a cursor-paginated page ends (shared by every *Connection type). */
@ObjectType('PageInfo', {
  description: 'Where this page of a list ends. Pass endCursor as `after` to get the next page.',
  simpleResolvers: true,
})
export class PageInfo {
  @Field(() => Boolean, { description: 'True when more items follow this page.' })
  hasNextPage: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Cursor of the last item of this page; null for an empty page.',
  })
  endCursor: string | null;
}
