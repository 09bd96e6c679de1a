import { Accounts1763780000000 } from './1763780000000-accounts';
import { JobsAndSuggestions1763800000000 } from './1763800000000-jobs-and-suggestions';

/** Every migration, oldest first. */
export const migrations = [Accounts1763780000000, JobsAndSuggestions1763800000000];
