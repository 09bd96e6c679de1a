import { Link } from '@react-email/link';
import { COURSE_ACCESS_PROMISE } from '../../../contract/course-access';
import { ActionButton, DetailRow, MailLayout, Paragraph } from './MailLayout';

export const RECEIPT_SUBJECT = 'Your DevJobs receipt';

/** A paid order's receipt (decision 065): every value already formatted (₹ en-IN, dates in IST). */
export function ReceiptMail(props: {
  name: string | null;
  item: string;
  amount: string;
  orderId: string;
  paymentId: string;
  paidAt: string;
  accessEnds: string | null;
  download: { link: string; expires: string } | null;
  invoice: { link: string; number: string } | null;
  postalAddress: string;
}) {
  return (
    <MailLayout preview={`Receipt for ${props.item}`} postalAddress={props.postalAddress}>
      <Paragraph>{props.name ? `Hi ${props.name},` : 'Hello,'}</Paragraph>
      <Paragraph>Thank you for your purchase. This is your receipt.</Paragraph>
      <DetailRow label="Item" value={props.item} />
      <DetailRow label="Amount paid" value={props.amount} />
      <DetailRow label="Paid on" value={props.paidAt} />
      <DetailRow label="Order" value={props.orderId} />
      <DetailRow label="Payment" value={props.paymentId} />
      {props.accessEnds && (
        <>
          <Paragraph>Your access to this course runs until {props.accessEnds}.</Paragraph>
          <Paragraph quiet>{COURSE_ACCESS_PROMISE}</Paragraph>
        </>
      )}
      {props.download && (
        <>
          <ActionButton href={props.download.link}>Download your PDF</ActionButton>
          <Paragraph quiet>
            Or open this address:{' '}
            <Link href={props.download.link} style={{ wordBreak: 'break-all' }}>
              {props.download.link}
            </Link>{' '}
            It works until {props.download.expires}. After that, ask for fresh links with
            &ldquo;Email me my downloads&rdquo; on the PDF shop.
          </Paragraph>
        </>
      )}
      {props.invoice && (
        <Paragraph quiet>
          Your invoice {props.invoice.number}:{' '}
          <Link href={props.invoice.link} style={{ wordBreak: 'break-all' }}>
            {props.invoice.link}
          </Link>
        </Paragraph>
      )}
    </MailLayout>
  );
}
