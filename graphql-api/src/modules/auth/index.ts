import type { ApiModule } from '../api-module';
import { authFormRoutes } from './auth.form';
import { AuthResolver } from './auth.resolver';
import { authRoutes } from './auth.rest';
import { AuthService } from './auth.service';
import { EmailConfirmation } from './email-confirmation.entity';
import { EmailConfirmationResolver } from './email-confirmation.resolver';
import { EmailConfirmationService } from './email-confirmation.service';
import { PasswordReset } from './password-reset.entity';
import { PasswordResetResolver } from './password-reset.resolver';
import { PasswordResetService } from './password-reset.service';
import { LoginAttempts } from './login-attempts';
import { Session } from './session.entity';
import { SignInChallenge, TotpRecoveryCode, UserTotp } from './two-factor.entity';
import { TwoFactorResolver } from './two-factor.resolver';
import { TwoFactorService } from './two-factor.service';

declare module '../../services' {
  interface ModuleServices {
    auth: AuthService;
    passwordResets: PasswordResetService;
    emailConfirmations: EmailConfirmationService;
    twoFactor: TwoFactorService;
  }
}

/** Signup, login, sessions, password resets and confirmed addresses, over the users, rate-limit and mail services (listed before it). */
export const auth: ApiModule = {
  name: 'auth',
  entities: [
    Session,
    PasswordReset,
    EmailConfirmation,
    UserTotp,
    TotpRecoveryCode,
    SignInChallenge,
  ],
  resolvers: [AuthResolver, PasswordResetResolver, EmailConfirmationResolver, TwoFactorResolver],
  services: ({ db, clock, config, passwords, inTransaction }, { users, rateLimits, mail }) => {
    const attempts = new LoginAttempts(rateLimits, passwords);
    const deps = { db, clock, config, users, rateLimits, mail, passwords, inTransaction, attempts };
    const twoFactor = new TwoFactorService(deps);
    return {
      twoFactor,
      auth: new AuthService(deps, twoFactor),
      passwordResets: new PasswordResetService(deps),
      emailConfirmations: new EmailConfirmationService(deps),
    };
  },
  restRoutes: authRoutes,
  storefrontRoutes: authFormRoutes,
};
