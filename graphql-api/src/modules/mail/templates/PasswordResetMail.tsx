import { ActionButtonWithAddress, MailLayout, Paragraph } from './MailLayout';

export const PASSWORD_RESET_SUBJECT = 'Reset your DevJobs password';

/** A reset link someone asked for: valid until `expiresAt`, shown in India time. */
export function PasswordResetMail(props: {
  /** Null when the account has not confirmed its address: whoever made it chose the name. */
  name: string | null;
  link: string;
  /** expiresAt as India time, e.g. "27 Nov 2026, 8:15 pm IST". */
  expires: string;
  postalAddress: string;
}) {
  return (
    <MailLayout preview="Choose a new password for DevJobs" postalAddress={props.postalAddress}>
      <Paragraph>{props.name ? `Hi ${props.name},` : 'Hello,'}</Paragraph>
      <Paragraph>
        Someone asked to reset the password of your DevJobs account. If it was you, choose a new
        password with this link. It works until {props.expires}.
      </Paragraph>
      <ActionButtonWithAddress href={props.link}>Choose a new password</ActionButtonWithAddress>
      <Paragraph quiet>
        If you did not ask for this, ignore this message: your password stays as it is.
      </Paragraph>
    </MailLayout>
  );
}
