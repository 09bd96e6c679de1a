/**
 * What a caller asks to send (decision 061): the template's name and its values. Apart from the
 * templates (render-mail.tsx), which load React and the email components (about 40 MB) only when
 * the first mail is rendered.
 */
export type MailTemplate =
  | { kind: 'password-reset'; name: string; link: string; expiresAt: Date }
  | { kind: 'signup-address-taken'; name: string; loginLink: string; resetLink: string }
  | { kind: 'confirm-email'; name: string; link: string; expiresAt: Date }
  | { kind: 'confirm-email-change'; link: string; expiresAt: Date }
  | {
      kind: 'email-change-notice';
      name: string;
      newEmail: string;
      resetLink: string;
      accountLink: string;
    };

export type MailKind = MailTemplate['kind'];

/**
 * What each kind of mail serves, in the console's words: with MAIL=off these are what users do not
 * receive (the console's banner lists them). A new kind must say what it is for.
 */
export const MAIL_FLOWS: Readonly<Record<MailKind, string>> = {
  'password-reset': 'password reset links',
  'signup-address-taken': 'notices to owners when someone signs up with their address',
  'confirm-email': "links to confirm a new account's address",
  'confirm-email-change': 'links to confirm a changed address',
  'email-change-notice': "notices to the old address when an account's address is changed",
};
export const MAIL_KINDS = Object.keys(MAIL_FLOWS) as readonly MailKind[];

export type RenderedMail = { subject: string; html: string; text: string };
