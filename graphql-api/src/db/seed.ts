import { seedDemoJobs } from '../modules/jobs/job.seed';
import type { Services } from '../services';

export const DEMO_ADMIN = { name: 'Demo Admin', email: 'admin@devjobs.local', password: 'admin-demo-123' };
export const DEMO_USER = { name: 'Demo Developer', email: 'dev@devjobs.local', password: 'dev-demo-1234' };

/**
 * Demo data for a first run: accounts to sign in with, then each module's samples. No demo admin
 * when the operator configured their own (`withAdmin: false`): its password is public.
 */
export async function seedDemo(services: Services, { withAdmin }: { withAdmin: boolean }): Promise<void> {
  if (withAdmin) await services.users.create({ ...DEMO_ADMIN, isAdmin: true });
  await services.users.create(DEMO_USER);
  await seedDemoJobs(services.jobs);
}
