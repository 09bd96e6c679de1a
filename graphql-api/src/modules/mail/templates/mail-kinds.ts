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
export const MAIL_KINDS: readonly MailKind[] = [
  'password-reset',
  'signup-address-taken',
  'confirm-email',
  'confirm-email-change',
  'email-change-notice',
];

export type RenderedMail = { subject: string; html: string; text: string };
