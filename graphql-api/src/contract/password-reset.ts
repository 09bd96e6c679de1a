/**
 * What both apps and the API say after a reset link was asked for (decision 062): the same words
 * whether or not the address has an account, so the answer tells no one which addresses have one.
 */
export const RESET_ASKED =
  'If an account uses that address, we have sent it a link to set a new password. The link works for 60 minutes.';
/** After a new password was set with a link: every session ended, so the visitor logs in again. */
export const PASSWORD_CHANGED = 'Password changed. Log in with your new password.';

/** What a reset link is now: the reset pages ask before anything is typed. */
export type ResetLinkState = 'VALID' | 'EXPIRED' | 'USED' | 'INVALID';

/** Why a link cannot set a password, as the API refuses it and both reset pages say it. */
export const RESET_LINK_REFUSALS: Record<Exclude<ResetLinkState, 'VALID'>, string> = {
  EXPIRED: 'This reset link has expired. Ask for a new one.',
  USED: 'This reset link was already used. Ask for a new one if you need to.',
  INVALID:
    'This reset link is not valid. Check that you opened the whole link from the email, or ask for a new one.',
};
