import type { ApiModule } from '../api-module';
import { User } from './user.entity';
import { seedDemoAccounts } from './user.seed';
import { UsersService } from './user.service';
import { UserFieldsResolver } from './user.type';

declare module '../../services' {
  interface ModuleServices {
    users: UsersService;
  }
}

/** Accounts. Its table is created by the shared accounts migration (db/migrations/). */
export const users: ApiModule = {
  name: 'users',
  entities: [User],
  resolvers: [UserFieldsResolver],
  services: ({ db, clock, passwords }) => ({ users: new UsersService(db, clock, passwords) }),
  seed: (services, options) => seedDemoAccounts(services.users, options),
};
