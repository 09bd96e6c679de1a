import type { SeedOptions } from '../api-module';
import type { UsersService } from './user.service';

export const DEMO_ADMIN = {
  name: 'Demo Admin',
  email: 'admin@devjobs.local',
  password: 'admin-demo-123',
};
export const DEMO_USER = {
  name: 'Demo Developer',
  email: 'dev@devjobs.local',
  password: 'dev-demo-1234',
};

/** Accounts to sign in with on a first run; no demo admin when the operator configured their own. */
export async function seedDemoAccounts(
  users: UsersService,
  { withAdmin }: SeedOptions,
): Promise<void> {
  if (withAdmin) await users.create({ ...DEMO_ADMIN, isAdmin: true, emailConfirmed: true });
  await users.create({ ...DEMO_USER, emailConfirmed: true });
}
