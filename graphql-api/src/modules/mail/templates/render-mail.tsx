import { toPlainText } from '@react-email/render';
import type { ComponentType, ReactElement } from 'react';
import { formatPaise } from '../../../contract/money';
import { localTime } from '../../../lib/local-time';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  CONFIRM_EMAIL_CHANGE_SUBJECT,
  CONFIRM_EMAIL_SUBJECT,
  ConfirmEmailChangeMail,
  ConfirmEmailMail,
  EMAIL_CHANGE_NOTICE_SUBJECT,
  EmailChangeNoticeMail,
} from './ConfirmEmailMails';
import { COURSE_ENDING_SUBJECT, CourseEndingMail } from './CourseEndingMail';
import {
  CONFIRM_ALERT_SUBJECT,
  ConfirmAlertMail,
  JobAlertMail,
  jobAlertSubject,
} from './JobAlertMails';
import { PASSWORD_RESET_SUBJECT, PasswordResetMail } from './PasswordResetMail';
import { PDF_DOWNLOADS_SUBJECT, PdfDownloadsMail } from './PdfDownloadsMail';
import { RECEIPT_SUBJECT, ReceiptMail } from './ReceiptMail';
import {
  REFUND_DECLINED_SUBJECT,
  REFUND_REQUESTED_SUBJECT,
  REFUND_SUBJECT,
  RefundDeclinedMail,
  RefundMail,
  RefundRequestedMail,
} from './RefundMail';
import type { MailKind, MailTemplate, RenderedMail } from './mail-kinds';
import { SIGNUP_ADDRESS_TAKEN_SUBJECT, SignupAddressTakenMail } from './SignupAddressTakenMail';
import { TWO_FACTOR_CHANGE_SUBJECTS, TwoFactorChangeMail } from './TwoFactorChangeMail';
import { WEBHOOK_DISABLED_SUBJECT, WebhookDisabledMail } from './WebhookDisabledMail';

const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * A template's subject (fixed text: nothing a user typed reaches a header), HTML and plain text.
 * What @react-email/render's `render` does, without its `import('react-dom/server')`, which jest's
 * CommonJS runtime cannot run (decision 061): the markup, then the package's own text conversion.
 */
export function renderMail(
  template: MailTemplate,
  settings: { postalAddress: string; timeZone: string },
): RenderedMail {
  const { subject, element } = compose(template, settings);
  const html = `${DOCTYPE}${renderToStaticMarkup(element)}`;
  return { subject, html, text: toPlainText(html) };
}

/** A template's subject, and its element once given the footer's postal address. */
type Composed = { subject: string; element: (postalAddress: string) => ReactElement };

/** Each kind's subject, component and props (all but the postal address, which every mail shows). */
const COMPOSE: {
  [K in MailKind]: (template: Extract<MailTemplate, { kind: K }>, time: LocalTime) => Composed;
} = {
  'password-reset': (t, time) =>
    mail(PASSWORD_RESET_SUBJECT, PasswordResetMail, {
      name: t.name,
      link: t.link,
      expires: time(t.expiresAt),
    }),
  'signup-address-taken': (t) =>
    mail(SIGNUP_ADDRESS_TAKEN_SUBJECT, SignupAddressTakenMail, {
      name: t.name,
      loginLink: t.loginLink,
      resetLink: t.resetLink,
    }),
  'confirm-email': (t, time) =>
    mail(CONFIRM_EMAIL_SUBJECT, ConfirmEmailMail, { link: t.link, expires: time(t.expiresAt) }),
  receipt: (t, time) =>
    mail(RECEIPT_SUBJECT, ReceiptMail, {
      name: t.name,
      item: t.item,
      amount: formatPaise(t.amountPaise),
      orderId: t.orderId,
      paymentId: t.paymentId,
      paidAt: time(t.paidAt),
      accessEnds: t.accessEndsAt && time(t.accessEndsAt),
      download: t.download && { link: t.download.link, expires: time(t.download.expiresAt) },
      invoice: t.invoice,
    }),
  refund: (t, time) =>
    mail(REFUND_SUBJECT, RefundMail, {
      name: t.name,
      item: t.item,
      amount: formatPaise(t.amountPaise),
      orderId: t.orderId,
      refundedAt: time(t.refundedAt),
      ended: t.full ? t.kindOfItem : null,
    }),
  'refund-declined': (t, time) =>
    mail(REFUND_DECLINED_SUBJECT, RefundDeclinedMail, {
      name: t.name,
      item: t.item,
      orderId: t.orderId,
      reason: t.reason,
      declinedAt: time(t.declinedAt),
    }),
  'refund-requested': (t, time) =>
    mail(REFUND_REQUESTED_SUBJECT, RefundRequestedMail, {
      item: t.item,
      buyer: t.buyer,
      amount: formatPaise(t.amountPaise),
      orderId: t.orderId,
      reason: t.reason,
      requestedAt: time(t.requestedAt),
      link: t.link,
    }),
  'pdf-downloads': (t, time) =>
    mail(PDF_DOWNLOADS_SUBJECT, PdfDownloadsMail, {
      downloads: t.downloads,
      expires: time(t.expiresAt),
    }),
  'confirm-email-change': (t, time) =>
    mail(CONFIRM_EMAIL_CHANGE_SUBJECT, ConfirmEmailChangeMail, {
      link: t.link,
      expires: time(t.expiresAt),
    }),
  'email-change-notice': (t) =>
    mail(EMAIL_CHANGE_NOTICE_SUBJECT, EmailChangeNoticeMail, {
      name: t.name,
      newEmail: t.newEmail,
      resetLink: t.resetLink,
      accountLink: t.accountLink,
    }),
  'course-ending': (t, time) =>
    mail(COURSE_ENDING_SUBJECT, CourseEndingMail, {
      name: t.name,
      course: t.course,
      ends: time(t.endsAt),
      link: t.link,
    }),
  'job-alert': (t) =>
    mail(jobAlertSubject(t.jobs.length), JobAlertMail, {
      jobs: t.jobs,
      manageLink: t.manageLink,
      unsubscribeLink: t.unsubscribeLink,
    }),
  'webhook-disabled': (t, time) =>
    mail(WEBHOOK_DISABLED_SUBJECT, WebhookDisabledMail, {
      url: t.url,
      description: t.description,
      since: time(t.since),
      link: t.link,
    }),
  'confirm-alert': (t, time) =>
    mail(CONFIRM_ALERT_SUBJECT, ConfirmAlertMail, { link: t.link, expires: time(t.expiresAt) }),
  'two-factor-change': (t, time) =>
    mail(TWO_FACTOR_CHANGE_SUBJECTS[t.change], TwoFactorChangeMail, {
      name: t.name,
      change: t.change,
      at: time(t.at),
      resetLink: t.resetLink,
      settingsLink: t.settingsLink,
    }),
};

function compose(
  template: MailTemplate,
  { postalAddress, timeZone }: { postalAddress: string; timeZone: string },
): { subject: string; element: ReactElement } {
  const composer = COMPOSE[template.kind] as (t: MailTemplate, time: LocalTime) => Composed;
  const { subject, element } = composer(template, (at) => localTime(at, timeZone));
  return { subject, element: element(postalAddress) };
}

/** A mail of `Mail` with `props` and, once known, the postal address every mail's footer shows. */
function mail<P extends { postalAddress: string }>(
  subject: string,
  Mail: ComponentType<P>,
  props: Omit<P, 'postalAddress'>,
): Composed {
  return {
    subject,
    element: (postalAddress) => <Mail {...(props as P)} postalAddress={postalAddress} />,
  };
}

type LocalTime = (at: Date) => string;
