import { Arg, Ctx, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';
import type { EmailLinkState } from '../../contract/email-confirmation';
import type { Context } from '../../graphql/context';
import { mailedLinkStateEnum } from './mailed-link.type';
import { clientIp } from '../../http/session';

const EmailLinkStateValue = mailedLinkStateEnum(
  'EmailLinkState',
  'What an email confirmation link is now.',
);

@InputType({ description: 'A new sign-in address for the signed-in account, given its password.' })
export class RequestEmailChangeInput {
  @Field(() => String, { description: 'The new email address.' })
  newEmail: string;

  @Field(() => String, { description: 'The password in use now.' })
  currentPassword: string;
}

/** Confirmed addresses and address changes (decision 063), on the storefront. */
@Resolver()
export class EmailConfirmationResolver {
  @Mutation(() => Boolean, {
    description:
      "Mails a new confirmation link to the signed-in account's address if it is not confirmed yet. Always true; too many asks: RATE_LIMITED. Signed out: UNAUTHENTICATED.",
  })
  async resendEmailConfirmation(@Ctx() { services, viewer, req }: Context) {
    await services.emailConfirmations.resend(viewer, clientIp(req));
    return true;
  }

  @Query(() => EmailLinkStateValue, {
    description:
      'Whether a confirmation link can still be used, or why not (expired, used, invalid).',
  })
  emailLinkState(
    @Arg('token', () => String, { description: 'The token from the mailed link.' }) token: string,
    @Ctx() { services }: Context,
  ): Promise<EmailLinkState> {
    return services.emailConfirmations.check(token);
  }

  @Mutation(() => Boolean, {
    description:
      "Confirms the address a link was mailed to: the account's own, or the new one it asked for (which then becomes its sign-in address). A link expired, used or altered, or an address taken meanwhile: BAD_USER_INPUT on `token`, nothing changed.",
  })
  async confirmEmail(
    @Arg('token', () => String, { description: 'The token from the mailed link.' }) token: string,
    @Ctx() { services }: Context,
  ) {
    await services.emailConfirmations.confirm(token);
    return true;
  }

  @Mutation(() => Boolean, {
    description:
      "Asks to change the signed-in account's address: a link goes to the new address and a notice to the current one; the address changes when the link is opened. Always true, whether or not the new address has an account. Wrong password: BAD_USER_INPUT on currentPassword; too many: RATE_LIMITED.",
  })
  async requestEmailChange(
    @Arg('input', () => RequestEmailChangeInput, {
      description: 'The new address and the current password.',
    })
    input: RequestEmailChangeInput,
    @Ctx() { services, viewer, req }: Context,
  ) {
    await services.emailConfirmations.requestChange(viewer, input, clientIp(req));
    return true;
  }
}
