import { useQuery } from '@apollo/client/react';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Box, Link, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useId } from 'react';
import { ErrorState } from '@devjobs/web/ErrorState';
import { formatDate } from '@devjobs/web/dates';
import { formatRupees } from '@devjobs/web/money';
import { YourInvoicesDocument, type YourInvoicesQuery } from '../../graphql/generated/operations';
import { EmptyMessage } from '../../components/EmptyMessage';

type TaxDocument = YourInvoicesQuery['myTaxDocuments'][number];

/** What a document is called: a tax invoice and credit note with the seller's GSTIN, else a receipt and refund note (decision 070). */
function documentName(document: TaxDocument): string {
  if (document.kind === 'INVOICE') return document.taxInvoice ? 'Tax invoice' : 'Receipt';
  return document.taxInvoice ? 'Credit note' : 'Refund note';
}

/**
 * "Invoices" on /your-courses (product.md#invoices): every invoice and credit note of the signed-in
 * buyer's orders, newest first, each opening its PDF.
 */
export function YourInvoices() {
  const headingId = useId();
  const { data, error, refetch } = useQuery(YourInvoicesDocument, { fetchPolicy: 'network-only' });
  const documents = data?.myTaxDocuments;

  let content;
  if (error)
    content = (
      <ErrorState title="Failed to fetch your invoices." error={error} onRetry={() => refetch()} />
    );
  else if (!documents)
    content = (
      <Box role="status" aria-label="Loading your invoices...">
        {[0, 1].map((i) => (
          <Skeleton key={i} height={56} />
        ))}
      </Box>
    );
  else if (!documents.length)
    content = (
      <EmptyMessage
        icon={ReceiptLongOutlinedIcon}
        title="No invoices yet."
        description="Each course or PDF you buy while signed in gets an invoice here."
      />
    );
  else
    content = (
      <List disablePadding>
        {documents.map((document) => (
          <ListItem key={document.id} divider disableGutters>
            <ListItemText
              primary={
                <Link href={document.url} target="_blank" rel="noopener">
                  {documentName(document)} {document.number}
                </Link>
              }
              secondary={[
                document.itemTitle,
                formatRupees(document.amount),
                formatDate(document.issuedAt),
                ...(document.invoiceNumber ? [`against ${document.invoiceNumber}`] : []),
              ].join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    );

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 6 }}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 2.5 }}>
        Invoices
      </Typography>
      {content}
    </Box>
  );
}
