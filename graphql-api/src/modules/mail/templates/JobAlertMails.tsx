import { Link } from '@react-email/link';
import { ActionButtonWithAddress, MailLayout, Paragraph } from './MailLayout';

export const CONFIRM_ALERT_SUBJECT = 'Confirm your DevJobs job alert';

/** The subject of an alert's mail: how many new jobs it brings (product.md#job-alerts). */
export const jobAlertSubject = (count: number) =>
  count === 1 ? '1 new job for your DevJobs alert' : `${count} new jobs for your DevJobs alert`;

/**
 * New jobs of one alert, newest first, each sent to an address once (product.md#job-alerts). The
 * unsubscribe link works without signing in; mail apps offer it too (List-Unsubscribe).
 */
export function JobAlertMail(props: {
  jobs: { title: string; company: string; link: string }[];
  manageLink: string;
  unsubscribeLink: string;
  postalAddress: string;
}) {
  return (
    <MailLayout preview={jobAlertSubject(props.jobs.length)} postalAddress={props.postalAddress}>
      <Paragraph>New jobs matching your alert:</Paragraph>
      {props.jobs.map((job) => (
        <Paragraph key={job.link}>
          <Link href={job.link}>{job.title}</Link> at {job.company}
        </Paragraph>
      ))}
      <Paragraph quiet>
        Change your alerts: <Link href={props.manageLink}>{props.manageLink}</Link>
      </Paragraph>
      <Paragraph quiet>
        Stop this alert: <Link href={props.unsubscribeLink}>{props.unsubscribeLink}</Link>
      </Paragraph>
    </MailLayout>
  );
}

/**
 * The double opt-in of an alert asked for without signing in. It names no one and no search:
 * anyone may type any address on /jobs (decision 079).
 */
export function ConfirmAlertMail(props: { link: string; expires: string; postalAddress: string }) {
  return (
    <MailLayout preview="Confirm your DevJobs job alert" postalAddress={props.postalAddress}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        Someone asked DevJobs to email this address new jobs matching a search. Confirm to start the
        alert; the link works until {props.expires}.
      </Paragraph>
      <ActionButtonWithAddress href={props.link}>Start my job alert</ActionButtonWithAddress>
      <Paragraph quiet>If it was not you, ignore this message: nothing will be sent.</Paragraph>
    </MailLayout>
  );
}
