import type { SeedOptions } from '../modules/api-module';
import { modules } from '../modules';
import type { Services } from '../services';

export { DEMO_ADMIN, DEMO_USER } from '../modules/users/user.seed';

/**
 * Demo data for a first run: each module's samples, in module order (accounts to sign in with
 * first). No demo admin when the operator configured their own (`withAdmin: false`): its password is public.
 */
export async function seedDemo(services: Services, options: SeedOptions): Promise<void> {
  for (const module of modules) await module.seed?.(services, options);
}
