import { Accounts1763780000000 } from './1763780000000-accounts';

/** Every migration, oldest first. */
export const migrations = [Accounts1763780000000];
