import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { clientIp } from '../../http/session';
import { UserObject } from '../users/user.service';
import { LoginInput, SignupInput } from './auth.inputs';

@Resolver()
export class AuthResolver {
  @Query(() => UserObject, { nullable: true, description: 'The signed-in user, or null.' })
  me(@Ctx() { user }: Context) {
    return user;
  }

  @Mutation(() => UserObject, {
    description:
      'Creates an account. It does not sign in: call login next. Too many from one network: RATE_LIMITED.',
  })
  signup(@Arg('input', () => SignupInput) input: SignupInput, @Ctx() { services, req }: Context) {
    return services.auth.signup(input, clientIp(req));
  }

  @Mutation(() => UserObject, {
    description:
      'Signs in and sets the session cookie. Wrong credentials: UNAUTHENTICATED; too many failures: RATE_LIMITED.',
  })
  async login(
    @Arg('input', () => LoginInput) input: LoginInput,
    @Ctx() { services, session, req }: Context,
  ) {
    const { user, token } = await services.auth.login(input, clientIp(req));
    session.set(token);
    return user;
  }

  @Mutation(() => Boolean, { description: 'Ends the session and clears its cookie. Always true.' })
  async logout(@Ctx() { services, session }: Context) {
    await services.auth.logout(session.token);
    session.clear();
    return true;
  }
}
