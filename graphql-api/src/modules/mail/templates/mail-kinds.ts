/**
 * What a caller asks to send (decision 061): the template's name and its values. Apart from the
 * templates (render-mail.tsx), which load React and the email components (MailService.loadTemplates).
 */
export type MailTemplate =
  /** `name`: null unless the account's address is confirmed (decision 079). */
  | { kind: 'password-reset'; name: string | null; link: string; expiresAt: Date }
  | { kind: 'signup-address-taken'; name: string | null; loginLink: string; resetLink: string }
  /** Names no one: sent to an address no one has confirmed yet (decision 079). */
  | { kind: 'confirm-email'; link: string; expiresAt: Date }
  | { kind: 'confirm-email-change'; link: string; expiresAt: Date }
  | {
      kind: 'email-change-notice';
      name: string | null;
      newEmail: string;
      resetLink: string;
      accountLink: string;
    }
  | ({ kind: 'receipt' } & ReceiptValues)
  | { kind: 'pdf-downloads'; downloads: MailedDownload[]; expiresAt: Date }
  | { kind: 'course-ending'; name: string; course: string; endsAt: Date; link: string }
  | ({ kind: 'refund' } & RefundValues)
  | {
      kind: 'refund-declined';
      name: string | null;
      item: string;
      orderId: string;
      /** Staff's words. */
      reason: string;
      declinedAt: Date;
    }
  | ({ kind: 'refund-requested' } & RefundRequestValues)
  /** New jobs of a job alert (product.md#job-alerts): at most 20, newest first. */
  | ({ kind: 'job-alert' } & JobAlertValues)
  /** The double opt-in of an alert asked for without signing in: names no one (decision 079). */
  | { kind: 'confirm-alert'; link: string; expiresAt: Date }
  /** To staff: a webhook endpoint was switched off after three days of failures (decision 104). */
  | { kind: 'webhook-disabled'; url: string; description: string; since: Date; link: string }
  | {
      kind: 'two-factor-change';
      name: string;
      change: TwoFactorChange;
      at: Date;
      resetLink: string;
      /** Where the account's two-factor sign-in is seen: the storefront's account page or the console's. */
      settingsLink: string;
    };

/** What changed in an account's two-factor sign-in (decision 080). */
export type TwoFactorChange = 'on' | 'off' | 'recovery-codes';
export const TWO_FACTOR_CHANGES: readonly TwoFactorChange[] = ['on', 'off', 'recovery-codes'];

/** A job alert's mail: the new jobs, where to manage alerts and the one-click unsubscribe link. */
export type JobAlertValues = {
  jobs: { title: string; company: string; link: string }[];
  /** The /alerts page (signed in) or the list the alert searches (a guest's). */
  manageLink: string;
  /** Single-use; the same link goes in the List-Unsubscribe header (RFC 8058). */
  unsubscribeLink: string;
};

/** A buyer's refund request as staff are told of it (decision 069): who, what, why, and where to answer. */
export type RefundRequestValues = {
  item: string;
  buyer: string;
  amountPaise: number;
  orderId: string;
  /** The buyer's words. */
  reason: string;
  requestedAt: Date;
  /** The console's orders list, showing this order. */
  link: string;
};

/** A refund as its notice shows it (decision 068): how much went back and what access it ended. */
export type RefundValues = {
  /** The buyer's name; null for a guest. */
  name: string | null;
  item: string;
  amountPaise: number;
  orderId: string;
  refundedAt: Date;
  /** True when the whole order was refunded: its course access or PDF links ended. */
  full: boolean;
  kindOfItem: 'course' | 'pdf';
};

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
  /** The order's invoice (decision 070): its number and a link to its PDF. */
  invoice: { link: string; number: string } | null;
};

/** One PDF of a "email me my downloads" mail: its title and a fresh link. */
export type MailedDownload = { title: string; link: string };

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
  receipt: 'receipts for paid orders, with the download link of a PDF bought as a guest',
  'pdf-downloads': 'download links asked for with "Email me my downloads"',
  'course-ending': 'reminders that course access ends in 3 days',
  refund: 'notices of refunds, and of the access they ended',
  'refund-declined': "staff's answers to refund requests they declined",
  'refund-requested': "notices to staff of buyers' refund requests",
  'two-factor-change':
    'notices to owners that two-factor sign-in was turned on or off or got new recovery codes',
  'job-alert': 'new jobs matching the job alerts people set up on /jobs',
  'confirm-alert': 'links to confirm a job alert asked for without signing in',
  'webhook-disabled': 'notices to staff that a webhook endpoint was switched off for failing',
};
export const MAIL_KINDS = Object.keys(MAIL_FLOWS) as readonly MailKind[];

export type RenderedMail = { subject: string; html: string; text: string };
