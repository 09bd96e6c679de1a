import { ActionButton, DetailRow, MailLayout, Paragraph } from './MailLayout';

export const REFUND_SUBJECT = 'Your DevJobs refund';

/** A refund's notice (decision 068): every value already formatted (₹ en-IN, dates in IST). */
export function RefundMail(props: {
  name: string | null;
  item: string;
  amount: string;
  orderId: string;
  refundedAt: string;
  /** What the refund ended: the course's access or the PDF's links; null for a partial refund. */
  ended: 'course' | 'pdf' | null;
  postalAddress: string;
}) {
  return (
    <MailLayout preview={`Refund for ${props.item}`} postalAddress={props.postalAddress}>
      <Paragraph>{props.name ? `Hi ${props.name},` : 'Hello,'}</Paragraph>
      <Paragraph>
        We have refunded {props.amount} of your order. Your bank or card issuer usually shows it in
        5 to 7 business days.
      </Paragraph>
      <DetailRow label="Item" value={props.item} />
      <DetailRow label="Amount refunded" value={props.amount} />
      <DetailRow label="Refunded on" value={props.refundedAt} />
      <DetailRow label="Order" value={props.orderId} />
      {props.ended === 'course' && (
        <Paragraph>Your access to this course ended with the refund.</Paragraph>
      )}
      {props.ended === 'pdf' && (
        <Paragraph>The download links of this PDF stopped working with the refund.</Paragraph>
      )}
    </MailLayout>
  );
}

export const REFUND_DECLINED_SUBJECT = 'Your DevJobs refund request';

/** Staff's answer when they decline a buyer's refund request (decision 069). */
export function RefundDeclinedMail(props: {
  name: string | null;
  item: string;
  orderId: string;
  reason: string;
  declinedAt: string;
  postalAddress: string;
}) {
  return (
    <MailLayout
      preview={`Your refund request for ${props.item}`}
      postalAddress={props.postalAddress}
    >
      <Paragraph>{props.name ? `Hi ${props.name},` : 'Hello,'}</Paragraph>
      <Paragraph>
        We looked at your refund request and cannot refund this order. Your access stays as it was.
      </Paragraph>
      <DetailRow label="Item" value={props.item} />
      <DetailRow label="Our answer" value={props.reason} />
      <DetailRow label="Answered on" value={props.declinedAt} />
      <DetailRow label="Order" value={props.orderId} />
      <Paragraph>
        If you think we got it wrong, write to us through the contact form on our site.
      </Paragraph>
    </MailLayout>
  );
}

export const REFUND_REQUESTED_SUBJECT = 'A buyer asks for a refund';

/** To staff: a buyer asked for a refund (decision 069), with the link to answer it in the console. */
export function RefundRequestedMail(props: {
  item: string;
  buyer: string;
  amount: string;
  orderId: string;
  reason: string;
  requestedAt: string;
  link: string;
  postalAddress: string;
}) {
  return (
    <MailLayout preview={`Refund request for ${props.item}`} postalAddress={props.postalAddress}>
      <Paragraph>
        {props.buyer} asked for a refund. The refund policy allowed it when they asked; refund or
        decline it in the console.
      </Paragraph>
      <DetailRow label="Item" value={props.item} />
      <DetailRow label="Paid" value={props.amount} />
      <DetailRow label="Their reason" value={props.reason} />
      <DetailRow label="Asked on" value={props.requestedAt} />
      <DetailRow label="Order" value={props.orderId} />
      <ActionButton href={props.link}>Answer the request</ActionButton>
    </MailLayout>
  );
}
