import { Field, InputType } from 'type-graphql';

@InputType({
  description:
    'A new account. Rules (checked by the server): name and email required, password at least 8 characters.',
})
export class SignupInput {
  @Field(() => String, { description: 'Display name.' })
  name: string;

  @Field(() => String, { description: 'Email address; must not belong to another account.' })
  email: string;

  @Field(() => String, { description: 'At least 8 characters.' })
  password: string;
}

@InputType({ description: 'Credentials for signing in.' })
export class LoginInput {
  @Field(() => String, { description: 'Email address of the account.' })
  email: string;

  @Field(() => String, { description: 'Password of the account.' })
  password: string;

  @Field(() => Boolean, {
    defaultValue: false,
    description:
      'The admin console sets this: a non-admin account is refused (FORBIDDEN) and no session is opened.',
  })
  adminOnly: boolean;
}

@InputType({ description: 'A new password for the signed-in account.' })
export class ChangePasswordInput {
  @Field(() => String, { description: 'The password in use now.' })
  currentPassword: string;

  @Field(() => String, { description: 'At least 8 characters.' })
  newPassword: string;
}
