import {
  Arg,
  Ctx,
  Field,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
} from 'type-graphql';
import type { Context } from '../../graphql/context';
import { clientIp, sessionKindOf } from '../../http/session';
import { UserObject } from '../users/user.service';
import type { Enrolment, TwoFactorState } from './two-factor.service';

@ObjectType('TwoFactorStatus', { description: "The signed-in user's two-factor sign-in." })
export class TwoFactorStatusObject implements TwoFactorState {
  @Field(() => Boolean, { description: 'Sign-in asks for a code from an authenticator app.' })
  enabled: boolean;

  @Field(() => Date, { nullable: true, description: 'When it was turned on.' })
  enabledAt: Date | null;

  @Field(() => Int, { description: 'One-time recovery codes not yet used (0 when off).' })
  recoveryCodesLeft: number;

  @Field(() => Boolean, {
    description:
      'A staff account that must keep it on (ADMIN_TOTP=required): it cannot be turned off.',
  })
  required: boolean;
}

@ObjectType('TwoFactorEnrolment', {
  description:
    'A new authenticator secret, shown once: add it to an authenticator app, then confirm with a code.',
})
export class TwoFactorEnrolmentObject implements Enrolment {
  @Field(() => String, { description: 'The secret in base32, to type in by hand.' })
  secret: string;

  @Field(() => String, { description: 'The otpauth:// address the QR code holds.' })
  uri: string;

  @Field(() => String, { description: 'The QR code, as a data: URL of an SVG image.' })
  qrCode: string;
}

@ObjectType('TwoFactorConfirmation', { description: 'Two-factor sign-in turned on.' })
export class TwoFactorConfirmationObject {
  @Field(() => [String], {
    description: 'Ten one-time recovery codes, shown only now: each signs in once without the app.',
  })
  recoveryCodes: string[];

  @Field(() => UserObject, { description: 'The account, signed in.' })
  user: UserObject;
}

@InputType('TwoFactorCheckInput', {
  description:
    'What a change to two-factor sign-in asks for (turning it off, new recovery codes): the current password and a current code.',
})
export class TwoFactorCheckInput {
  @Field(() => String, { description: 'The current password of the account.' })
  currentPassword: string;

  @Field(() => String, {
    description: 'A current code from the authenticator app, or a recovery code.',
  })
  code: string;
}

/** Two-factor sign-in (decision 064): enrolment, the second step of sign-in, turning it off. */
@Resolver()
export class TwoFactorResolver {
  @Query(() => TwoFactorStatusObject, {
    description: "The signed-in user's two-factor sign-in. Signed out: UNAUTHENTICATED.",
  })
  twoFactorStatus(@Ctx() { services, viewer }: Context) {
    return services.twoFactor.status(viewer);
  }

  @Mutation(() => UserObject, {
    description:
      'The second step of a sign-in that answered TWO_FACTOR_REQUIRED: a current code from the authenticator app, or a recovery code (used up). Opens the session. Wrong: BAD_USER_INPUT on `code` (5 tries per sign-in); sign-in expired or out of tries: UNAUTHENTICATED (enter the password again); too many for the account: RATE_LIMITED.',
  })
  async completeSignIn(
    @Arg('code', () => String, { description: 'A 6-digit code from the authenticator app.' })
    code: string,
    @Ctx() { services, session, req }: Context,
  ) {
    const done = await services.auth.secondStep.complete(session.pendingSignIn, code, {
      ip: clientIp(req),
      kind: sessionKindOf(req),
      device: session.device,
    });
    session.set(done.token, done.device);
    return done.user;
  }

  @Mutation(() => TwoFactorEnrolmentObject, {
    description:
      'Starts setting up two-factor sign-in: for the signed-in user, given the current password (missing or wrong: BAD_USER_INPUT on `currentPassword`, counted as a failed login; too many: RATE_LIMITED), or for staff whose console sign-in answered TWO_FACTOR_ENROLMENT_REQUIRED (no password: that sign-in took it). Already on: BAD_USER_INPUT (409) on `twoFactor`.',
  })
  startTwoFactorEnrolment(
    @Arg('currentPassword', () => String, {
      nullable: true,
      description: 'The current password of the signed-in account.',
    })
    currentPassword: string | null,
    @Ctx() { services, session, viewer, req }: Context,
  ) {
    return services.auth.secondStep.startEnrolment(
      viewer,
      session.pendingSignIn,
      currentPassword,
      changeFrom({ session, req }),
    );
  }

  @Mutation(() => TwoFactorConfirmationObject, {
    description:
      'Turns two-factor sign-in on with a current code of the secret just shown; answers the ten recovery codes once. Every other session of the account ends (this one stays) and the owner is mailed. At a console sign-in that asked for it, also opens the session. Wrong code: BAD_USER_INPUT on `code`.',
  })
  async confirmTwoFactorEnrolment(
    @Arg('code', () => String, { description: 'A 6-digit code from the authenticator app.' })
    code: string,
    @Ctx() { services, session, viewer, req }: Context,
  ) {
    const done = await services.auth.secondStep.confirmEnrolment(
      viewer,
      session.pendingSignIn,
      code,
      changeFrom({ session, req }),
    );
    if (done.signedIn) session.set(done.signedIn.token, done.signedIn.device);
    return done;
  }

  @Mutation(() => TwoFactorStatusObject, {
    description:
      'Turns two-factor sign-in off, given the current password and a current code; the owner is mailed. Staff who must keep it (ADMIN_TOTP=required): FORBIDDEN. Wrong password or code: BAD_USER_INPUT on that field (a wrong password counts as a failed login).',
  })
  async disableTwoFactor(
    @Arg('input', () => TwoFactorCheckInput, {
      description: 'The current password and a code (or a recovery code).',
    })
    input: TwoFactorCheckInput,
    @Ctx() { services, session, viewer, req }: Context,
  ) {
    await services.twoFactor.disable(viewer, input, changeFrom({ session, req }));
    return services.twoFactor.status(viewer);
  }

  @Mutation(() => [String], {
    description:
      'Ten new one-time recovery codes, shown only now, in place of every old one; given the current password and a current code (or a recovery code); the owner is mailed. Two-factor sign-in off: BAD_USER_INPUT (409) on `twoFactor`; wrong password or code: BAD_USER_INPUT on that field (a wrong password counts as a failed login).',
  })
  newRecoveryCodes(
    @Arg('input', () => TwoFactorCheckInput, {
      description: 'The current password and a code (or a recovery code).',
    })
    input: TwoFactorCheckInput,
    @Ctx() { services, session, viewer, req }: Context,
  ) {
    return services.twoFactor.newRecoveryCodes(viewer, input, changeFrom({ session, req }));
  }
}

/** Where a change comes from: the address, the app, the device cookie and this session's token. */
const changeFrom = ({ session, req }: Pick<Context, 'session' | 'req'>) => ({
  ip: clientIp(req),
  kind: sessionKindOf(req),
  device: session.device,
  session: session.token,
});
