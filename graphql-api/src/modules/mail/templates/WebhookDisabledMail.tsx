import { ActionButton, DetailRow, MailLayout, Paragraph } from './MailLayout';

export const WEBHOOK_DISABLED_SUBJECT = 'A webhook endpoint was switched off';

/** To staff: an endpoint failed for three days and gets no more events (decision 104). */
export function WebhookDisabledMail(props: {
  url: string;
  description: string;
  since: string;
  link: string;
  postalAddress: string;
}) {
  return (
    <MailLayout
      preview={`Webhook endpoint ${props.url} switched off`}
      postalAddress={props.postalAddress}
    >
      <Paragraph>
        Deliveries to this webhook endpoint have failed for three days, so it was switched off and
        gets no more events. Fix the receiver, then switch the endpoint on again in the console and
        resend the deliveries it missed.
      </Paragraph>
      <DetailRow label="URL" value={props.url} />
      <DetailRow label="Description" value={props.description} />
      <DetailRow label="Failing since" value={props.since} />
      <ActionButton href={props.link}>Open the webhooks</ActionButton>
    </MailLayout>
  );
}
