import type { ApiModule } from '../api-module';
import { authFormRoutes } from './auth.form';
import { AuthResolver } from './auth.resolver';
import { authRoutes } from './auth.rest';
import { AuthService } from './auth.service';
import { PasswordReset } from './password-reset.entity';
import { PasswordResetResolver } from './password-reset.resolver';
import { PasswordResetService } from './password-reset.service';
import { Session } from './session.entity';

declare module '../../services' {
  interface ModuleServices {
    auth: AuthService;
    passwordResets: PasswordResetService;
  }
}

/** Signup, login, sessions and password resets, over the users, rate-limit and mail services (listed before it). */
export const auth: ApiModule = {
  name: 'auth',
  entities: [Session, PasswordReset],
  resolvers: [AuthResolver, PasswordResetResolver],
  services: ({ db, clock, config, passwords, inTransaction }, { users, rateLimits, mail }) => ({
    auth: new AuthService(db, clock, config, users, rateLimits, mail, passwords, inTransaction),
    passwordResets: new PasswordResetService(
      db,
      clock,
      config,
      users,
      rateLimits,
      mail,
      passwords,
      inTransaction,
    ),
  }),
  restRoutes: authRoutes,
  storefrontRoutes: authFormRoutes,
};
