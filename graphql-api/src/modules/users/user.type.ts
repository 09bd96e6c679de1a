import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType('User', {
  description: 'A signed-up person: a customer, or staff when isAdmin is true.',
})
export class UserObject {
  @Field(() => ID, { description: 'Stable id (UUID).' })
  id: string;

  @Field(() => String, { description: 'Display name given at signup.' })
  name: string;

  @Field(() => String, { description: 'Email address, lowercased.' })
  email: string;

  @Field(() => Boolean, { description: 'True for staff who may use the admin console.' })
  isAdmin: boolean;

  @Field(() => Date, { description: 'When the account was created.' })
  createdAt: Date;
}

/** The REST shape of a user (product.md#rest-api): never the password hash. */
export function toUserJson(user: UserObject) {
  return {
    id: user.id,
    _id: user.id,
    name: user.name,
    email: user.email,
    isAdmin: user.isAdmin,
    createdAt: user.createdAt,
  };
}
