import { modules } from '../../modules';
import { Accounts1763780000000 } from './1763780000000-accounts';
import { JobsAndSuggestions1763800000000 } from './1763800000000-jobs-and-suggestions';
import { SessionKinds1765100000000 } from './1765100000000-session-kinds';
import { PasswordResets1765400000000 } from './1765400000000-password-resets';
import { EmailConfirmations1765500000000 } from './1765500000000-email-confirmations';
import { TwoFactor1765600000000 } from './1765600000000-two-factor';
import { SealedTotpSecrets1765900000079 } from './1765900000079-sealed-totp-secrets';

/** Migrations whose tables belong to more than one module (decision 015), oldest first. */
const shared = [
  Accounts1763780000000,
  JobsAndSuggestions1763800000000,
  SessionKinds1765100000000,
  PasswordResets1765400000000,
  EmailConfirmations1765500000000,
  TwoFactor1765600000000,
  SealedTotpSecrets1765900000079,
];

/** Every migration: the shared ones and each module's own. TypeORM runs them in timestamp order. */
export const migrations = [...shared, ...modules.flatMap((module) => module.migrations ?? [])];
