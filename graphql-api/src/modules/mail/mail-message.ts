import { BadInputError } from '../../errors';
import { oneOf, plainText, requiredText } from '../../lib/validate';
import { httpUrl } from '../../lib/web-url';
import { MAIL_KINDS, type MailTemplate, TWO_FACTOR_CHANGES } from './templates/mail-kinds';

/**
 * What other modules hand `enqueue`. `unsubscribeLink`: a mail someone subscribed to carries it in
 * its List-Unsubscribe header, posted to with one click (RFC 8058, product.md#job-alerts).
 */
export type MailMessage = {
  to: string;
  idempotencyKey: string;
  template: MailTemplate;
  unsubscribeLink?: string | null;
};

/**
 * One address of the usual shape (HTML's "valid email address"): no display name, no list, no
 * comment, no line break, so nothing given here can add a header or a recipient.
 */
const ONE_ADDRESS =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * An address someone gives to be mailed at (a guest's checkout, "email me my downloads"): one line,
 * at most 254 characters, one plain address as `enqueue` accepts it; lower-cased. Else BAD_USER_INPUT.
 */
export function mailAddress(value: unknown, field = 'email'): string {
  if (typeof value !== 'string' || !value.trim())
    throw new BadInputError(field, 'Email is required.');
  if (/[\r\n]/.test(value))
    throw new BadInputError(field, 'Email must be one line: no line breaks.');
  const text = value.trim();
  if (text.length > 254) throw new BadInputError(field, 'Email must be at most 254 characters.');
  if (!ONE_ADDRESS.test(text))
    throw new BadInputError(field, 'Email must be one valid email address, like name@example.com.');
  return text.toLowerCase();
}

/** A message as `enqueue` takes it: one recipient, a key, a template of a known kind. */
export function parseMessage(message: MailMessage): MailMessage {
  const input = (message ?? {}) as Partial<MailMessage>;
  const to = requiredText(input.to, 'to', 'The recipient', 254, 'single-line');
  if (!ONE_ADDRESS.test(to))
    throw new BadInputError('to', 'The recipient must be one email address.');
  const idempotencyKey = requiredText(
    input.idempotencyKey,
    'idempotencyKey',
    'The idempotency key',
    191,
    'single-line',
  );
  const unsubscribeLink = input.unsubscribeLink ? linkOf(input, 'unsubscribeLink') : null;
  return {
    to: to.toLowerCase(),
    idempotencyKey,
    template: parseTemplate(input.template),
    unsubscribeLink,
  };
}

function parseTemplate(value: unknown): MailTemplate {
  const template = (value ?? {}) as Record<string, unknown>;
  oneOf(template.kind, MAIL_KINDS, 'kind');
  // Each of MAIL_KINDS has its reader in one of the two.
  return (purchaseTemplate(template) ?? accountTemplate(template) ?? alertTemplate(template))!;
}

/** Readers of a template's fields, each refusal naming its field. */
function fieldsOf(template: Record<string, unknown>) {
  const name = () => requiredText(template.name, 'name', 'The name', 100, 'single-line');
  /** A name where the template may name no one (decision 079). */
  const nameOrNull = () => (template.name === null ? null : name());
  const link = (field: string) => linkOf(template, field);
  const line = (field: string, max = 200, from = template) =>
    requiredText(from[field], field, field, max, 'single-line');
  /** `amountPaise`: whole paise, at least `least`. */
  const paise = (least: 0 | 1) => {
    const amount = template.amountPaise;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < least)
      throw new BadInputError('amountPaise', 'amountPaise must be a whole number of paise.');
    return amount;
  };
  return { name, nameOrNull, link, line, paise };
}

/** The mail about orders and refunds; null for another kind. */
function purchaseTemplate(template: Record<string, unknown>): MailTemplate | null {
  const { name, link, line, paise } = fieldsOf(template);
  switch (template.kind) {
    case 'receipt': {
      const amountPaise = paise(0);
      const download = (template.download ?? null) as Record<string, unknown> | null;
      const invoice = (template.invoice ?? null) as Record<string, unknown> | null;
      return {
        kind: 'receipt',
        name: template.name === null ? null : name(),
        item: line('item'),
        amountPaise,
        orderId: line('orderId', 64),
        paymentId: line('paymentId', 100),
        paidAt: dateOf(template, 'paidAt'),
        accessEndsAt: template.accessEndsAt ? dateOf(template, 'accessEndsAt') : null,
        download: download && {
          link: linkOf(download, 'link'),
          expiresAt: dateOf(download, 'expiresAt'),
        },
        invoice: invoice && {
          link: linkOf(invoice, 'link'),
          number: line('number', 16, invoice),
        },
      };
    }
    case 'refund': {
      const amountPaise = paise(1);
      if (template.kindOfItem !== 'course' && template.kindOfItem !== 'pdf')
        throw new BadInputError('kindOfItem', 'kindOfItem must be course or pdf.');
      return {
        kind: 'refund',
        name: template.name === null ? null : name(),
        item: line('item'),
        amountPaise,
        orderId: line('orderId', 64),
        refundedAt: dateOf(template, 'refundedAt'),
        full: template.full === true,
        kindOfItem: template.kindOfItem,
      };
    }
    case 'refund-declined':
      return {
        kind: 'refund-declined',
        name: template.name === null ? null : name(),
        item: line('item'),
        orderId: line('orderId', 64),
        reason: line('reason', 500),
        declinedAt: dateOf(template, 'declinedAt'),
      };
    case 'refund-requested': {
      const amountPaise = paise(1);
      return {
        kind: 'refund-requested',
        item: line('item'),
        buyer: line('buyer', 254),
        amountPaise,
        orderId: line('orderId', 64),
        reason: line('reason', 500),
        requestedAt: dateOf(template, 'requestedAt'),
        link: link('link'),
      };
    }
    case 'pdf-downloads': {
      const downloads = template.downloads;
      if (!Array.isArray(downloads) || !downloads.length || downloads.length > 20)
        throw new BadInputError('downloads', 'downloads must list 1 to 20 PDFs.');
      return {
        kind: 'pdf-downloads',
        downloads: downloads.map((d: Record<string, unknown>) => ({
          title: line('title', 200, d),
          link: linkOf(d, 'link'),
        })),
        expiresAt: dateOf(template, 'expiresAt'),
      };
    }
    default:
      return null;
  }
}

/** The mail about accounts and courses; null for another kind. */
function accountTemplate(template: Record<string, unknown>): MailTemplate | null {
  const { name, nameOrNull, link, line } = fieldsOf(template);
  switch (template.kind) {
    case 'password-reset':
      return {
        kind: 'password-reset',
        name: nameOrNull(),
        link: link('link'),
        expiresAt: dateOf(template, 'expiresAt'),
      };
    case 'confirm-email':
      return {
        kind: 'confirm-email',
        link: link('link'),
        expiresAt: dateOf(template, 'expiresAt'),
      };
    case 'confirm-email-change':
      return {
        kind: 'confirm-email-change',
        link: link('link'),
        expiresAt: dateOf(template, 'expiresAt'),
      };
    case 'email-change-notice': {
      const newEmail = requiredText(
        template.newEmail,
        'newEmail',
        'The address',
        254,
        'single-line',
      );
      if (!ONE_ADDRESS.test(newEmail))
        throw new BadInputError('newEmail', 'The new address must be one email address.');
      return {
        kind: 'email-change-notice',
        name: nameOrNull(),
        newEmail,
        resetLink: link('resetLink'),
        accountLink: link('accountLink'),
      };
    }
    case 'course-ending':
      return {
        kind: 'course-ending',
        name: name(),
        course: line('course'),
        endsAt: dateOf(template, 'endsAt'),
        link: link('link'),
      };
    case 'signup-address-taken':
      return {
        kind: 'signup-address-taken',
        name: nameOrNull(),
        loginLink: link('loginLink'),
        resetLink: link('resetLink'),
      };
    case 'two-factor-change':
      return {
        kind: 'two-factor-change',
        name: name(),
        change: oneOf(template.change, TWO_FACTOR_CHANGES, 'change'),
        at: dateOf(template, 'at'),
        resetLink: link('resetLink'),
        settingsLink: link('settingsLink'),
      };
    default:
      return null;
  }
}

/** The mail of job alerts; null for another kind. */
function alertTemplate(template: Record<string, unknown>): MailTemplate | null {
  const { link, line } = fieldsOf(template);
  switch (template.kind) {
    case 'job-alert': {
      const jobs = template.jobs;
      if (!Array.isArray(jobs) || !jobs.length || jobs.length > 20)
        throw new BadInputError('jobs', 'jobs must list 1 to 20 jobs.');
      return {
        kind: 'job-alert',
        jobs: jobs.map((j: Record<string, unknown>) => ({
          title: line('title', 200, j),
          company: line('company', 200, j),
          link: linkOf(j, 'link'),
        })),
        manageLink: link('manageLink'),
        unsubscribeLink: link('unsubscribeLink'),
      };
    }
    case 'confirm-alert':
      return {
        kind: 'confirm-alert',
        link: link('link'),
        expiresAt: dateOf(template, 'expiresAt'),
      };
    case 'webhook-disabled':
      return {
        kind: 'webhook-disabled',
        url: line('url', 2000),
        description: line('description'),
        since: dateOf(template, 'since'),
        link: link('link'),
      };
    default:
      return null;
  }
}

function dateOf(values: Record<string, unknown>, field: string): Date {
  const value = values[field];
  if (!(value instanceof Date) || Number.isNaN(value.getTime()))
    throw new BadInputError(field, `${field} must be a date.`);
  return value;
}

function linkOf(values: Record<string, unknown>, field: string): string {
  return plainText(
    httpUrl(values[field], field, 'The link', { required: true })!,
    field,
    'The link',
    'single-line',
  );
}
