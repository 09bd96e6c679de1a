import { Link } from '@react-email/link';
import { ActionButton, MailLayout, Paragraph } from './MailLayout';

export const SIGNUP_ADDRESS_TAKEN_SUBJECT = 'Someone tried to sign up to DevJobs with your address';

/** Sent instead of telling a signup form that an address has an account (decision 055). */
export function SignupAddressTakenMail(props: {
  /** Null when the account has not confirmed its address: whoever made it chose the name. */
  name: string | null;
  loginLink: string;
  resetLink: string;
  postalAddress: string;
}) {
  return (
    <MailLayout
      preview="Your address already has a DevJobs account"
      postalAddress={props.postalAddress}
    >
      <Paragraph>{props.name ? `Hi ${props.name},` : 'Hello,'}</Paragraph>
      <Paragraph>
        Someone tried to sign up to DevJobs with your email address, which already has an account.
        If it was you, log in, or reset your password if you have forgotten it.
      </Paragraph>
      <ActionButton href={props.loginLink}>Log in</ActionButton>
      <Paragraph quiet>
        Forgotten your password? Choose a new one here:{' '}
        <Link href={props.resetLink}>{props.resetLink}</Link>
      </Paragraph>
      <Paragraph quiet>
        If it was not you, you need not do anything: no account was made and yours is unchanged.
      </Paragraph>
    </MailLayout>
  );
}
