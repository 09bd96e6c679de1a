import { Link } from '@react-email/link';
import { MailLayout, Paragraph } from './MailLayout';
import type { MailedDownload } from './mail-kinds';

export const PDF_DOWNLOADS_SUBJECT = 'Your DevJobs PDF downloads';

/** Fresh links to every PDF paid with this address ("email me my downloads", decision 065). */
export function PdfDownloadsMail(props: {
  downloads: MailedDownload[];
  expires: string;
  postalAddress: string;
}) {
  return (
    <MailLayout preview="Fresh links to your PDFs" postalAddress={props.postalAddress}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        Someone asked for the download links of the PDFs bought with this address. Here they are;
        they work until {props.expires}.
      </Paragraph>
      {props.downloads.map((d) => (
        <Paragraph key={d.link}>
          {d.title}:{' '}
          <Link href={d.link} style={{ wordBreak: 'break-all' }}>
            {d.link}
          </Link>
        </Paragraph>
      ))}
      <Paragraph quiet>If you did not ask for this, you can ignore this message.</Paragraph>
    </MailLayout>
  );
}
