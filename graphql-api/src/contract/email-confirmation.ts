/**
 * What the API and the storefront say about confirming an address and changing it (decision 063,
 * docs/product.md#confirming-your-email-address). Asking answers the same words whatever the
 * address, so no answer tells which addresses have an account.
 */

/** How long a confirmation link works, in hours (the mails and the pages say it). */
export const EMAIL_LINK_HOURS = 48;

/** After "Resend": the same whether a link was sent or the address is confirmed already. */
export const CONFIRMATION_SENT =
  'If your address still needs confirming, we have sent a new link to it. Check your inbox.';

/** After an email change was asked: the same whether or not the new address has an account. */
export const EMAIL_CHANGE_ASKED = `We have sent a link to the new address. Your address changes when you open it (it works for ${EMAIL_LINK_HOURS} hours); until then you sign in with the current one.`;

/** After a link confirmed an address (the account's own, or the new one it now signs in with). */
export const EMAIL_CONFIRMED = 'Your email address is confirmed.';

/** What a confirmation link is now: the confirm page asks as it opens. */
export type EmailLinkState = 'VALID' | 'EXPIRED' | 'USED' | 'INVALID';

/** Why a link confirms nothing, as the API refuses it and the confirm page says it. */
export const EMAIL_LINK_REFUSALS: Record<Exclude<EmailLinkState, 'VALID'> | 'TAKEN', string> = {
  EXPIRED: 'This confirmation link has expired. Sign in and ask for a new one.',
  USED: 'This confirmation link was already used. Nothing more to do.',
  INVALID:
    'This confirmation link is not valid. Check that you opened the whole link from the email, or sign in and ask for a new one.',
  TAKEN:
    'This address cannot be used for that account. Nothing was changed: the account keeps its address.',
};
