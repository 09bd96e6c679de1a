import { useQuery } from '@apollo/client/react';
import DownloadIcon from '@mui/icons-material/Download';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { CardGridSkeleton, QueryCardGrid } from '../../components/CardGrid';
import { LinkButtons } from '../../components/LinkButtons';
import { PdfCard, PdfCardSkeleton, PDF_CARD_WIDTHS } from '../../components/PdfCard';
import { YourPdfsDocument, type YourPdfsQuery } from '../../graphql/generated/operations';
import { formatDate } from '@devjobs/web/dates';
import { EmptyMessage } from '../../components/EmptyMessage';

/**
 * Download links expire 15 minutes after they are made: the list is asked afresh each time the page
 * shows, and again every 10 minutes while it stays open, so a shown link always works.
 */
const LINK_REFRESH_MS = 10 * 60 * 1000;

/**
 * "Your PDFs" on /your-courses: the PDFs the signed-in user bought, each with a fresh download link;
 * one refunded in full is listed with the refund's date and no link (its links stopped working).
 */
export function YourPdfs() {
  const headingId = useId();
  const { data, error, refetch } = useQuery(YourPdfsDocument, {
    fetchPolicy: 'network-only',
    pollInterval: LINK_REFRESH_MS,
  });

  const content = (
    <QueryCardGrid
      items={data?.myPdfPurchases}
      keyOf={(purchase) => purchase.orderId}
      widths={PDF_CARD_WIDTHS}
      error={error}
      errorTitle="Failed to fetch your PDFs."
      onRetry={() => refetch()}
      loading={
        <>
          <Typography role="status" sx={{ mb: 2 }}>
            Loading your PDFs...
          </Typography>
          <CardGridSkeleton count={2} card={<PdfCardSkeleton />} widths={PDF_CARD_WIDTHS} />
        </>
      }
      empty={
        <EmptyMessage
          icon={MenuBookOutlinedIcon}
          title="You have not bought any PDFs yet."
          description="Interview-prep notes you buy while signed in are kept here, ready to download again."
          action={
            <LinkButtons links={[{ to: '/interview-prep-pdfs', label: 'Interview Prep PDFs' }]} />
          }
        />
      }
    >
      {(purchase) => <PurchasedPdf purchase={purchase} />}
    </QueryCardGrid>
  );

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 6 }}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 2.5 }}>
        Your PDFs
      </Typography>
      {content}
    </Box>
  );
}

function PurchasedPdf({ purchase }: { purchase: YourPdfsQuery['myPdfPurchases'][number] }) {
  const titleId = useId();
  // No link once the purchase was refunded in full (decision 068): then refundedAt says when.
  const link = purchase.downloadUrl;
  const refundedAt = formatDate(purchase.refundedAt);
  return (
    <PdfCard pdf={purchase.pdf} titleId={titleId}>
      <Stack spacing={1.5} sx={{ pt: 1, alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          Bought on {formatDate(purchase.paidAt)}
        </Typography>
        {refundedAt ? (
          <Typography variant="body2" color="text.secondary">
            Refunded on {refundedAt}
          </Typography>
        ) : (
          link && (
            <Button
              component="a"
              href={link}
              download
              variant="contained"
              startIcon={<DownloadIcon aria-hidden />}
              aria-describedby={titleId}
            >
              Download PDF
            </Button>
          )
        )}
      </Stack>
    </PdfCard>
  );
}
