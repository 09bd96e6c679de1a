import type { ApiModule } from '../api-module';
import { authFormRoutes } from './auth.form';
import { AuthResolver } from './auth.resolver';
import { authRoutes } from './auth.rest';
import { AuthService } from './auth.service';
import { Session } from './session.entity';

declare module '../../services' {
  interface ModuleServices {
    auth: AuthService;
  }
}

/** Signup, login and sessions, over the users and rate-limit services (listed before it). */
export const auth: ApiModule = {
  name: 'auth',
  entities: [Session],
  resolvers: [AuthResolver],
  services: ({ db, clock, passwords, inTransaction }, { users, rateLimits }) => ({
    auth: new AuthService(db, clock, users, rateLimits, passwords, inTransaction),
  }),
  restRoutes: authRoutes,
  storefrontRoutes: authFormRoutes,
};
