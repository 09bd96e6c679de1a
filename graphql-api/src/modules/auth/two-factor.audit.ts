import { randomUUID } from 'node:crypto';
import type { Config } from '../../config';
import type { TwoFactorChange } from '../mail/templates/mail-kinds';
import type { AuditChange } from '../audit/audit-changes';
import type { AuditKind } from '../audit/audit.service';
import type { User } from '../users/user.service';
import type { SignedInViewer } from './viewer';

/** What the audit log records, and the owner is mailed, of a change to two-factor sign-in. */

/** The account changing its own two-factor sign-in, as the audit log names who acted. */
export const actor = (user: User, ip?: string): SignedInViewer => ({
  id: user.id,
  isAdmin: user.isAdmin,
  ...(ip ? { ip } : {}),
});

/** An audit entry about `user`'s two-factor sign-in. */
export const entry = (
  kind: Extract<AuditKind, `two-factor.${string}`>,
  user: User,
  changes: AuditChange[] = [],
) => ({
  kind,
  targetId: user.id,
  targetLabel: user.email,
  changes,
});

/** An entry that turns two-factor sign-in `before` → `after`. */
export const change = (
  kind: 'two-factor.enable' | 'two-factor.disable' | 'two-factor.reset',
  user: User,
  before: string,
  after: string,
) => entry(kind, user, [{ field: 'twoFactor', before, after }]);

/**
 * The mail telling the owner what changed in how the account signs in, when, and what to do if it
 * was not them.
 */
export function changeMail(user: User, what: TwoFactorChange, at: Date, config: Config) {
  // Staff are sent to the console's pages, customers to the storefront's.
  const base = user.isAdmin ? `${config.adminUrl}/admin` : config.publicUrl;
  return {
    to: user.email,
    idempotencyKey: `two-factor-change:${user.id}:${randomUUID()}`,
    template: {
      kind: 'two-factor-change' as const,
      name: user.name,
      change: what,
      at,
      resetLink: `${base}/forgot-password`,
      settingsLink: `${base}/${user.isAdmin ? 'security' : 'account'}`,
    },
  };
}
