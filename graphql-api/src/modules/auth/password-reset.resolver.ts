import { Arg, Ctx, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { mailedLinkStateEnum } from './mailed-link.type';
import { clientIp, sessionKindOf } from '../../http/session';
import type { ResetLinkState } from '../../contract/password-reset';

const ResetLinkStateValue = mailedLinkStateEnum(
  'ResetLinkState',
  'What a password reset link is now.',
);

@InputType({ description: 'A new password set with the link from a reset mail.' })
export class ResetPasswordInput {
  @Field(() => String, { description: 'The token from the link.' })
  token: string;

  @Field(() => String, { description: 'At least 8 characters.' })
  password: string;
}

/** Forgotten passwords (decision 062), on the storefront's and the console's origins alike. */
@Resolver()
export class PasswordResetResolver {
  @Mutation(() => Boolean, {
    description:
      "Mails a link to set a new password when the address is an account's (on the admin console's origin, a staff account's). Always true, whether or not there is one; too many asks: RATE_LIMITED.",
  })
  async requestPasswordReset(
    @Arg('email', () => String, { description: "The account's email address." }) email: string,
    @Ctx() { services, req }: Context,
  ) {
    await services.passwordResets.request(
      { email },
      { ip: clientIp(req), site: sessionKindOf(req) },
    );
    return true;
  }

  @Query(() => ResetLinkStateValue, {
    description:
      'Whether a reset link can still set a password, or why not (expired, used, invalid).',
  })
  async resetLinkState(
    @Arg('token', () => String, { description: 'The token from the mailed link.' }) token: string,
    @Ctx() { services, req }: Context,
  ): Promise<ResetLinkState> {
    return services.passwordResets.check(token, sessionKindOf(req));
  }

  @Mutation(() => Boolean, {
    description:
      'Sets a new password with a reset link; every session of the account ends (log in next). A link expired, used or altered: BAD_USER_INPUT on `token`, nothing changed.',
  })
  async resetPassword(
    @Arg('input', () => ResetPasswordInput, {
      description: "The link's token and the new password.",
    })
    input: ResetPasswordInput,
    @Ctx() { services, req }: Context,
  ) {
    await services.passwordResets.reset(input, sessionKindOf(req));
    return true;
  }
}
