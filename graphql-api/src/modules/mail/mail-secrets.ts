import { InternalError } from '../../errors';
import type { MailTemplate } from './templates/mail-kinds';

/** What a secret link's token becomes in the copy staff read (decision 078). */
export const HIDDEN_TOKEN = 'hidden';

/**
 * A link with its secret hidden: its `token` parameter (reset and confirmation links), else its
 * last path segment (signed download and invoice links, /api/downloads/<token>).
 */
export function hiddenLink(link: string): string {
  const url = new URL(link);
  if (url.searchParams.has('token')) url.searchParams.set('token', HIDDEN_TOKEN);
  else url.pathname = url.pathname.replace(/[^/]+$/, HIDDEN_TOKEN);
  return url.toString();
}

/**
 * The template as staff may read it (decision 078): every link that lets its holder act (reset a
 * password, confirm an address, fetch a paid PDF or an invoice) hidden; the same template when it
 * has none. A new kind must say which of its links are secret.
 */
export function withSecretsHidden(template: MailTemplate): MailTemplate {
  switch (template.kind) {
    case 'password-reset':
    case 'confirm-alert':
    case 'confirm-email':
    case 'confirm-email-change':
      return { ...template, link: hiddenLink(template.link) };
    case 'receipt':
      return {
        ...template,
        download: template.download && {
          ...template.download,
          link: hiddenLink(template.download.link),
        },
        invoice: template.invoice && {
          ...template.invoice,
          link: hiddenLink(template.invoice.link),
        },
      };
    case 'pdf-downloads':
      return {
        ...template,
        downloads: template.downloads.map((d) => ({ ...d, link: hiddenLink(d.link) })),
      };
    case 'job-alert':
      return { ...template, unsubscribeLink: hiddenLink(template.unsubscribeLink) };
    // Links anyone may open: sign-in, "forgot password", the account, a course, the console.
    case 'signup-address-taken':
    case 'email-change-notice':
    case 'course-ending':
    case 'refund':
    case 'refund-declined':
    case 'refund-requested':
    case 'webhook-disabled':
    case 'two-factor-change':
      return template;
    default:
      return unknownKind(template);
  }
}

/** Unreachable: the compiler refuses a kind without a case above. */
function unknownKind(template: never): never {
  throw new InternalError(`No rule for the secrets of ${(template as MailTemplate).kind} mail.`);
}
