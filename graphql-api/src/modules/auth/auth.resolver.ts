import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { answerLogin, answerSignup, clientIp, sessionKindOf } from '../../http/session';
import { UserObject } from '../users/user.service';
import { ChangePasswordInput, LoginInput, SignupInput } from './auth.inputs';

@Resolver()
export class AuthResolver {
  @Query(() => UserObject, { nullable: true, description: 'The signed-in user, or null.' })
  me(@Ctx() { user }: Context) {
    return user;
  }

  @Mutation(() => UserObject, {
    description:
      "Creates an account and, on the storefront's origin, signs it in: sets the session cookie as login does (a new account has no two-factor sign-in) and mails a link to confirm the address. On the admin console's origin it does not sign in. Too many from one network: RATE_LIMITED.",
  })
  async signup(
    @Arg('input', () => SignupInput, { description: 'Name, email address and password.' })
    input: SignupInput,
    @Ctx() { services, session, req }: Context,
  ) {
    const result = await services.auth.signup(input, {
      ip: clientIp(req),
      kind: sessionKindOf(req),
    });
    return answerSignup(session, result);
  }

  @Mutation(() => UserObject, {
    description:
      "Signs in and sets the session cookie of the app asked (on the admin console's origin, staff only: FORBIDDEN). Wrong credentials: UNAUTHENTICATED; too many failures: RATE_LIMITED. An account with two-factor sign-in gets no session yet: TWO_FACTOR_REQUIRED (then completeSignIn with a code); staff on the console who must set it up: TWO_FACTOR_ENROLMENT_REQUIRED (then startTwoFactorEnrolment and confirmTwoFactorEnrolment).",
  })
  async login(
    @Arg('input', () => LoginInput, { description: 'Email address and password.' })
    input: LoginInput,
    @Ctx() { services, session, req }: Context,
  ) {
    const result = await services.auth.login(input, {
      ip: clientIp(req),
      kind: sessionKindOf(req),
      device: session.device,
    });
    return answerLogin(session, result);
  }

  @Mutation(() => Boolean, { description: 'Ends the session and clears its cookie. Always true.' })
  async logout(@Ctx() { services, session }: Context) {
    await services.auth.logout(session.token);
    session.clear();
    return true;
  }

  @Mutation(() => Int, {
    description:
      'Ends every session of the signed-in user, in every browser and both apps, this one included; how many ended. Signed out: UNAUTHENTICATED.',
  })
  async signOutEverywhere(@Ctx() { services, session, viewer }: Context) {
    const ended = await services.auth.signOutEverywhere(viewer);
    session.clear();
    return ended;
  }

  @Mutation(() => UserObject, {
    description:
      'A new display name for the signed-in user (1 to 100 characters). Signed out: UNAUTHENTICATED.',
  })
  updateMyName(
    @Arg('name', () => String, { description: 'The new name (1 to 100 characters).' }) name: string,
    @Ctx() { services, viewer }: Context,
  ) {
    return services.auth.rename(viewer, { name });
  }

  @Mutation(() => Int, {
    description:
      'A new password for the signed-in user, given the current one (wrong: BAD_USER_INPUT on currentPassword; too many: RATE_LIMITED). Every other session of the account ends; this one stays. How many ended.',
  })
  changePassword(
    @Arg('input', () => ChangePasswordInput, {
      description: 'The current password and the new one.',
    })
    input: ChangePasswordInput,
    @Ctx() { services, session, viewer }: Context,
  ) {
    return services.auth.changePassword(viewer, input, session.token);
  }
}
