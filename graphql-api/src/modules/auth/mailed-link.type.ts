import { registerEnumType } from 'type-graphql';
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
  registerEnumType(values, { name, description });
  return values;
}
