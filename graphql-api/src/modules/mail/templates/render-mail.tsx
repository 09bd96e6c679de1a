import { toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import { formatPaise } from '../../../contract/money';
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
import type { MailTemplate, RenderedMail } from './mail-kinds';
import { SIGNUP_ADDRESS_TAKEN_SUBJECT, SignupAddressTakenMail } from './SignupAddressTakenMail';
import { TWO_FACTOR_CHANGE_SUBJECTS, TwoFactorChangeMail } from './TwoFactorChangeMail';

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

function compose(
  template: MailTemplate,
  { postalAddress, timeZone }: { postalAddress: string; timeZone: string },
): { subject: string; element: ReactElement } {
  switch (template.kind) {
    case 'password-reset':
      return {
        subject: PASSWORD_RESET_SUBJECT,
        element: (
          <PasswordResetMail
            name={template.name}
            link={template.link}
            expires={localTime(template.expiresAt, timeZone)}
            postalAddress={postalAddress}
          />
        ),
      };
    case 'signup-address-taken':
      return {
        subject: SIGNUP_ADDRESS_TAKEN_SUBJECT,
        element: (
          <SignupAddressTakenMail
            name={template.name}
            loginLink={template.loginLink}
            resetLink={template.resetLink}
            postalAddress={postalAddress}
          />
        ),
      };
    case 'confirm-email':
      return {
        subject: CONFIRM_EMAIL_SUBJECT,
        element: (
          <ConfirmEmailMail
            link={template.link}
            expires={localTime(template.expiresAt, timeZone)}
            postalAddress={postalAddress}
          />
        ),
      };
    case 'receipt':
      return {
        subject: RECEIPT_SUBJECT,
        element: (
          <ReceiptMail
            name={template.name}
            item={template.item}
            amount={formatPaise(template.amountPaise)}
            orderId={template.orderId}
            paymentId={template.paymentId}
            paidAt={localTime(template.paidAt, timeZone)}
            accessEnds={template.accessEndsAt && localTime(template.accessEndsAt, timeZone)}
            download={
              template.download && {
                link: template.download.link,
                expires: localTime(template.download.expiresAt, timeZone),
              }
            }
            invoice={template.invoice}
            postalAddress={postalAddress}
          />
        ),
      };
    case 'refund':
      return {
        subject: REFUND_SUBJECT,
        element: (
          <RefundMail
            name={template.name}
            item={template.item}
            amount={formatPaise(template.amountPaise)}
            orderId={template.orderId}
            refundedAt={localTime(template.refundedAt, timeZone)}
            ended={template.full ? template.kindOfItem : null}
            postalAddress={postalAddress}
          />
        ),
      };
    case 'refund-declined':
      return {
        subject: REFUND_DECLINED_SUBJECT,
        element: (
          <RefundDeclinedMail
            name={template.name}
            item={template.item}
            orderId={template.orderId}
            reason={template.reason}
            declinedAt={localTime(template.declinedAt, timeZone)}
            postalAddress={postalAddress}
          />
        ),
      };
    case 'refund-requested':
      return {
        subject: REFUND_REQUESTED_SUBJECT,
        element: (
          <RefundRequestedMail
            item={template.item}
            buyer={template.buyer}
            amount={formatPaise(template.amountPaise)}
            orderId={template.orderId}
            reason={template.reason}
            requestedAt={localTime(template.requestedAt, timeZone)}
            link={template.link}
            postalAddress={postalAddress}
          />
        ),
      };
    case 'pdf-downloads':
      return {
        subject: PDF_DOWNLOADS_SUBJECT,
        element: (
          <PdfDownloadsMail
            downloads={template.downloads}
            expires={localTime(template.expiresAt, timeZone)}
            postalAddress={postalAddress}
          />
        ),
      };
    case 'confirm-email-change':
      return {
        subject: CONFIRM_EMAIL_CHANGE_SUBJECT,
        element: (
          <ConfirmEmailChangeMail
            link={template.link}
            expires={localTime(template.expiresAt, timeZone)}
            postalAddress={postalAddress}
          />
        ),
      };
    case 'email-change-notice':
      return {
        subject: EMAIL_CHANGE_NOTICE_SUBJECT,
        element: (
          <EmailChangeNoticeMail
            name={template.name}
            newEmail={template.newEmail}
            resetLink={template.resetLink}
            accountLink={template.accountLink}
            postalAddress={postalAddress}
          />
        ),
      };
    case 'course-ending':
      return {
        subject: COURSE_ENDING_SUBJECT,
        element: (
          <CourseEndingMail
            name={template.name}
            course={template.course}
            ends={localTime(template.endsAt, timeZone)}
            link={template.link}
            postalAddress={postalAddress}
          />
        ),
      };
    case 'two-factor-change':
      return {
        subject: TWO_FACTOR_CHANGE_SUBJECTS[template.change],
        element: (
          <TwoFactorChangeMail
            name={template.name}
            change={template.change}
            at={localTime(template.at, timeZone)}
            resetLink={template.resetLink}
            settingsLink={template.settingsLink}
            postalAddress={postalAddress}
          />
        ),
      };
  }
}

/** "27 Nov 2026, 8:15 pm IST": the app's time zone (India's), with its short name. */
function localTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}
