import { Link } from '@react-email/link';
import type { TwoFactorChange } from './mail-kinds';
import { ActionButton, MailLayout, Paragraph } from './MailLayout';

/** Fixed subjects, one per change: nothing a user typed reaches a header. */
export const TWO_FACTOR_CHANGE_SUBJECTS: Record<TwoFactorChange, string> = {
  on: 'Two-factor sign-in was turned on for your DevJobs account',
  off: 'Two-factor sign-in was turned off for your DevJobs account',
  'recovery-codes': 'New recovery codes were made for your DevJobs account',
};

const WHAT: Record<TwoFactorChange, string> = {
  on: 'two-factor sign-in was turned on: signing in now also asks for a code from an authenticator app. Every other session of the account was signed out.',
  off: 'two-factor sign-in was turned off: signing in now asks for the password only.',
  'recovery-codes':
    'ten new recovery codes were made for two-factor sign-in; the old ones no longer work.',
};

/** Sent to an account's address whenever how it signs in changes (decision 080). */
export function TwoFactorChangeMail(props: {
  name: string;
  change: TwoFactorChange;
  at: string;
  resetLink: string;
  settingsLink: string;
  postalAddress: string;
}) {
  return (
    <MailLayout
      preview="How you sign in to DevJobs has changed"
      postalAddress={props.postalAddress}
    >
      <Paragraph>Hi {props.name},</Paragraph>
      <Paragraph>
        On {props.at}, someone signed in to your DevJobs account gave its password and{' '}
        {WHAT[props.change]}
      </Paragraph>
      <Paragraph>
        If it was you, you need not do anything. If it was not you, your password is known to
        someone else: choose a new one now, which also signs everyone out of your account, then
        check your two-factor sign-in.
      </Paragraph>
      <ActionButton href={props.resetLink}>Choose a new password</ActionButton>
      <Paragraph quiet>
        Or open this address: <Link href={props.resetLink}>{props.resetLink}</Link>. Your two-factor
        sign-in: <Link href={props.settingsLink}>{props.settingsLink}</Link>
      </Paragraph>
    </MailLayout>
  );
}
