/**
 * What a caller asks to send (decision 061): the template's name and its values. Apart from the
 * templates (render-mail.tsx), which load React and the email components (about 40 MB) only when
 * the first mail is rendered.
 */
export type MailTemplate =
  | { kind: 'password-reset'; name: string; link: string; expiresAt: Date }
  | { kind: 'signup-address-taken'; name: string; loginLink: string; resetLink: string }
  | ({ kind: 'receipt' } & ReceiptValues)
  | { kind: 'pdf-downloads'; downloads: MailedDownload[]; expiresAt: Date }
  | { kind: 'course-ending'; name: string; course: string; endsAt: Date; link: string };

/** A paid order as its receipt shows it (decision 065): a course with its access end, a PDF with a link. */
export type ReceiptValues = {
  /** The buyer's name; null for a guest. */
  name: string | null;
  item: string;
  amountPaise: number;
  orderId: string;
  paymentId: string;
  paidAt: Date;
  /** A course: when its access now ends. */
  accessEndsAt: Date | null;
  /** A PDF: its download link and until when it works. */
  download: { link: string; expiresAt: Date } | null;
};

/** One PDF of a "email me my downloads" mail: its title and a fresh link. */
export type MailedDownload = { title: string; link: string };

export type MailKind = MailTemplate['kind'];
export const MAIL_KINDS: readonly MailKind[] = [
  'password-reset',
  'signup-address-taken',
  'receipt',
  'pdf-downloads',
  'course-ending',
];

export type RenderedMail = { subject: string; html: string; text: string };
