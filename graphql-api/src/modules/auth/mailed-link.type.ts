import { describedEnum } from '../../graphql/described-enum';
import type { MailedLinkState } from './mailed-link';

/**
 * A GraphQL enum of the four states of a mailed link (decision 085), under the name its own link
 * kind has in the schema (ResetLinkState, EmailLinkState).
 */
export function mailedLinkStateEnum(name: string, description: string) {
  const values: { [S in MailedLinkState]: S } = {
    VALID: 'VALID',
    EXPIRED: 'EXPIRED',
    USED: 'USED',
    INVALID: 'INVALID',
  };
  return describedEnum(values, name, description, {
    VALID: 'Unused and within its time: the link can be used.',
    EXPIRED: 'Unused, but its time ran out: ask for a new one.',
    USED: 'Used already: a link works once.',
    INVALID: 'No such link (mistyped, or never issued).',
  });
}
