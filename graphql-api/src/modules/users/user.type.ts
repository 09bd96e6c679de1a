import { Ctx, Field, FieldResolver, ID, ObjectType, Resolver, Root } from 'type-graphql';
import type { Context } from '../../graphql/context';
import type { User } from './user.entity';

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

  /** When the address was confirmed (null: not yet); shown as `emailConfirmed`. */
  emailConfirmedAt: Date | null;

  @Field(() => Boolean, {
    description:
      'Whether the address was confirmed with the link mailed to it (docs/product.md#confirming-your-email-address).',
  })
  emailConfirmed: boolean;

  @Field(() => Boolean, {
    description:
      'Whether the address is not confirmed yet and a confirmation link can be mailed now: false once confirmed, and while this site sends no mail (MAIL=off), when there is no link to ask the user to open.',
  })
  emailConfirmationPending: boolean;
}

/** `User.emailConfirmed` and `emailConfirmationPending`, read from the account's confirmation time (decision 063). */
@Resolver(() => UserObject)
export class UserFieldsResolver {
  @FieldResolver(() => Boolean)
  emailConfirmed(@Root() user: Pick<User, 'emailConfirmedAt'>): boolean {
    return Boolean(user.emailConfirmedAt);
  }

  @FieldResolver(() => Boolean)
  emailConfirmationPending(
    @Root() user: Pick<User, 'emailConfirmedAt'>,
    @Ctx() { services }: Context,
  ): boolean {
    return !user.emailConfirmedAt && services.mail.sending;
  }
}

/** The REST shape of a user (product.md#rest-api): never the password hash. */
export function toUserJson(user: Omit<UserObject, 'emailConfirmed' | 'emailConfirmationPending'>) {
  return {
    id: user.id,
    _id: user.id,
    name: user.name,
    email: user.email,
    isAdmin: user.isAdmin,
    createdAt: user.createdAt,
    emailConfirmed: Boolean(user.emailConfirmedAt),
  };
}
