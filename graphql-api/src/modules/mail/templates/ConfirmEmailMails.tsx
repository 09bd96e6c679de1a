import { Link } from '@react-email/link';
import { ActionButton, ActionButtonWithAddress, MailLayout, Paragraph } from './MailLayout';

export const CONFIRM_EMAIL_SUBJECT = 'Confirm your DevJobs email address';
export const CONFIRM_EMAIL_CHANGE_SUBJECT = 'Confirm your new DevJobs email address';
export const EMAIL_CHANGE_NOTICE_SUBJECT = 'Your DevJobs email address is being changed';

/**
 * The link sent at signup, or again from the storefront's banner (decision 063). It names no one
 * and holds nothing the signup form was given: anyone may type any address there (decision 079).
 */
export function ConfirmEmailMail(props: {
  link: string;
  /** expiresAt as India time, e.g. "29 Nov 2026, 8:15 pm IST". */
  expires: string;
  postalAddress: string;
}) {
  return (
    <MailLayout preview="Confirm your address for DevJobs" postalAddress={props.postalAddress}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        Welcome to DevJobs. Please confirm that this address is yours, so that your receipts and
        account mail reach you. The link works until {props.expires}.
      </Paragraph>
      <ActionButtonWithAddress href={props.link}>Confirm my address</ActionButtonWithAddress>
      <Paragraph quiet>
        If you did not sign up to DevJobs, ignore this message: nothing happens unless the link is
        opened.
      </Paragraph>
    </MailLayout>
  );
}

/**
 * Sent to the address an account asked to change to (decision 063). It names no account and no
 * person: when the address belongs to someone else, it tells them nothing about who asked.
 */
export function ConfirmEmailChangeMail(props: {
  link: string;
  expires: string;
  postalAddress: string;
}) {
  return (
    <MailLayout preview="Confirm your new address for DevJobs" postalAddress={props.postalAddress}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        Someone asked to make this the sign-in address of their DevJobs account. If it was you,
        confirm it with this link; the address changes when you do. The link works until{' '}
        {props.expires}.
      </Paragraph>
      <ActionButtonWithAddress href={props.link}>Confirm my new address</ActionButtonWithAddress>
      <Paragraph quiet>
        If it was not you, ignore this message: nothing changes unless the link is opened.
      </Paragraph>
    </MailLayout>
  );
}

/**
 * Sent to an account's current address when a change to `newEmail` was asked (decision 063); it
 * greets by name only when that address is confirmed (decision 079).
 */
export function EmailChangeNoticeMail(props: {
  name: string | null;
  newEmail: string;
  resetLink: string;
  accountLink: string;
  postalAddress: string;
}) {
  return (
    <MailLayout
      preview="Someone asked to change your DevJobs address"
      postalAddress={props.postalAddress}
    >
      <Paragraph>{props.name ? `Hi ${props.name},` : 'Hello,'}</Paragraph>
      <Paragraph>
        Someone signed in to your DevJobs account asked to change its email address to{' '}
        <strong>{props.newEmail}</strong>. The address changes only when the link we sent to that
        address is opened; until then you sign in with this one.
      </Paragraph>
      <Paragraph>
        If it was you, you need not do anything more here. If it was not you, your password is known
        to someone else: choose a new one now, which also signs everyone out of your account.
      </Paragraph>
      <ActionButton href={props.resetLink}>Choose a new password</ActionButton>
      <Paragraph quiet>
        Or open this address: <Link href={props.resetLink}>{props.resetLink}</Link>. Your account
        page: <Link href={props.accountLink}>{props.accountLink}</Link>
      </Paragraph>
    </MailLayout>
  );
}
