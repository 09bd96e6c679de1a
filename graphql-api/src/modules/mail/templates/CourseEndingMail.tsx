import { ActionButtonWithAddress, MailLayout, Paragraph } from './MailLayout';

export const COURSE_ENDING_SUBJECT = 'Your DevJobs course access ends soon';

/** Sent once per enrollment and end date, 3 days before access ends (decision 065). */
export function CourseEndingMail(props: {
  name: string;
  course: string;
  ends: string;
  link: string;
  postalAddress: string;
}) {
  return (
    <MailLayout preview={`Access to ${props.course} ends soon`} postalAddress={props.postalAddress}>
      <Paragraph>Hi {props.name},</Paragraph>
      <Paragraph>
        Your access to {props.course} ends on {props.ends}. Buying the course again adds 30 days to
        what is left.
      </Paragraph>
      <ActionButtonWithAddress href={props.link}>Open the course</ActionButtonWithAddress>
    </MailLayout>
  );
}
