import { signInPath } from '@devjobs/web/after-login';
import { useQuery } from '@apollo/client/react';
import DownloadIcon from '@mui/icons-material/Download';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import { Alert, Box, Link, Stack, TextField, Typography } from '@mui/material';
import { useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatRupees } from '@devjobs/web/money';
import { BuyButton } from '../../components/BuyButton';
import { CardGridSkeleton, QueryCardGrid } from '../../components/CardGrid';
import { GstDetails, useGstDetails } from '../../components/GstDetails';
import { LinkButtons } from '../../components/LinkButtons';
import { Page } from '../../components/Page';
import { PdfCard, PdfCardSkeleton, PDF_CARD_WIDTHS } from '../../components/PdfCard';
import { PdfShopDocument, type PdfCardFragment } from '../../graphql/generated/operations';
import { PAYMENTS_OFF } from '../../lib/razorpay';
import { useSession } from '../../lib/session';
import { EmailDownloadsForm } from './EmailDownloadsForm';
import { usePdfPurchase } from './use-pdf-purchase';
import { EmptyMessage } from '../../components/EmptyMessage';

/** What a guest's address must look like before an order is asked for; the server checks it fully. */
const ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_NEEDED = 'Enter your email first: the receipt and download link are sent there.';

/** Two a row from tablets up: there are two PDFs (product.md#data). */

/**
 * /interview-prep-pdfs (product.md#customer-screens): the PDFs on sale, each with cover,
 * title, description, pages, price and Buy Now. No account needed (product.md#roles).
 */
export function PdfShopPage() {
  const { data, error, refetch } = useQuery(PdfShopDocument);
  const purchase = usePdfPurchase();
  // Before any Buy Now: GST details for the invoice, whichever PDF is bought (product.md#invoices).
  const gst = useGstDetails();
  const { user, loading: sessionLoading } = useSession();
  const offNoteId = useId();
  const off = purchase.status === 'off';
  const asksEmail = !user && !sessionLoading;
  const guest = useGuestEmail();

  const content = (
    <QueryCardGrid
      items={data?.pdfProducts}
      keyOf={(pdf) => pdf.id}
      widths={PDF_CARD_WIDTHS}
      error={error}
      errorTitle="Failed to fetch the PDFs."
      onRetry={() => refetch()}
      loading={
        <CardGridSkeleton
          count={2}
          card={<PdfCardSkeleton />}
          widths={PDF_CARD_WIDTHS}
          label="Loading PDFs"
        />
      }
      empty={
        <EmptyMessage
          icon={MenuBookOutlinedIcon}
          title="No PDFs are on sale right now."
          description="New interview-prep notes are on their way. Meanwhile, the courses cover interview prep too."
          action={<LinkButtons links={[{ to: '/courses', label: 'Browse courses' }]} />}
        />
      }
    >
      {(pdf) => (
        <ShopCard
          pdf={pdf}
          onBuy={() => purchase.buy(pdf, asksEmail ? guest.checkout : undefined, gst)}
          purchase={purchase}
          offNoteId={off ? offNoteId : undefined}
        />
      )}
    </QueryCardGrid>
  );

  return (
    <Page
      title="Interview Prep PDFs"
      description="Interview prep PDFs for developers: 41 pages of handwritten React notes and React intermediate notes, priced in rupees and ready to download after payment."
    >
      <PdfShopIntro signedIn={Boolean(user)} sessionLoading={sessionLoading} />
      {off && (
        <Alert id={offNoteId} severity="info" sx={{ mb: 3 }}>
          {PAYMENTS_OFF}
        </Alert>
      )}
      {asksEmail && !off && <GuestEmailField guest={guest} />}
      {asksEmail && !off && (
        // On the page's background, not as helper text: that grey is too light there (contrast).
        <Typography
          id={guest.hintId}
          variant="body2"
          color="text.secondary"
          sx={{ mt: 0.5, mb: 3 }}
        >
          No account needed: we mail your receipt and a 7-day download link.
        </Typography>
      )}
      {!off && (
        <Box sx={{ maxWidth: 480, mb: 3 }}>
          <GstDetails gst={gst} />
        </Box>
      )}
      <Box component="section" aria-label="PDFs for sale">
        {content}
      </Box>
      <EmailDownloadsForm />
    </Page>
  );
}

/** The page's heading and intro, and where PDFs bought signed in are found again. */
function PdfShopIntro({
  signedIn,
  sessionLoading,
}: {
  signedIn: boolean;
  sessionLoading: boolean;
}) {
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h2" component="h1">
        Interview Prep PDFs
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 720 }}>
        React notes for your next frontend interview, one topic a page. No account needed: pay, and
        the PDF downloads straight away.
      </Typography>
      {/* While the session is unknown (a rendered page, decision 043) the signed-out line holds its place, unseen. */}
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mt: 1 }}
        style={sessionLoading ? { visibility: 'hidden' } : undefined}
        aria-hidden={sessionLoading || undefined}
      >
        {signedIn ? (
          <>
            PDFs you buy while signed in stay on{' '}
            <Link component={RouterLink} to="/your-courses">
              Your Courses
            </Link>
            , with a fresh download link.
          </>
        ) : (
          <>
            <Link component={RouterLink} to={signInPath('/login', '/interview-prep-pdfs')}>
              Sign in
            </Link>{' '}
            first to find your PDFs again later on Your Courses.
          </>
        )}
      </Typography>
    </Box>
  );
}

/**
 * Signed out: the address the receipt goes to, asked before checkout (product.md#receipts).
 * `checkout` is what Buy Now reads: the guest's address, and where its refusal shows.
 */
function useGuestEmail() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const checkout = {
    email: () => {
      const email = value.trim();
      if (ADDRESS.test(email)) return email;
      setError(email ? 'Email must be a valid email address.' : EMAIL_NEEDED);
      input.current?.focus();
      return null;
    },
    refuse: (message: string) => {
      setError(message);
      input.current?.focus();
    },
  };
  return { value, setValue, error, setError, input, hintId, checkout };
}

/** The guest's address; its hint stays a sibling on the page (the ids the page renders stay put). */
function GuestEmailField({ guest }: { guest: ReturnType<typeof useGuestEmail> }) {
  const { value, setValue, error, setError, input, hintId } = guest;
  return (
    <TextField
      label="Your email, for the receipt and download link"
      type="email"
      autoComplete="email"
      required
      size="small"
      inputRef={input}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        setError(null);
      }}
      error={Boolean(error)}
      helperText={error}
      id={`${hintId}-field`}
      slotProps={{
        htmlInput: {
          'aria-describedby': error ? `${hintId}-field-helper-text ${hintId}` : hintId,
        },
      }}
      sx={{ width: '100%', maxWidth: 480 }}
    />
  );
}

type ShopCardProps = {
  pdf: PdfCardFragment;
  onBuy: () => void;
  purchase: ReturnType<typeof usePdfPurchase>;
  offNoteId: string | undefined;
};

function ShopCard({ pdf, onBuy, purchase, offNoteId }: ShopCardProps) {
  const titleId = useId();
  const step = purchase.busy?.item === pdf.id ? purchase.busy.step : null;
  const downloadUrl = purchase.downloads[pdf.id];
  const confirmation = purchase.confirmations[pdf.id];
  return (
    <PdfCard pdf={pdf} titleId={titleId}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          rowGap: 1.5,
          pt: 1,
        }}
      >
        <Typography variant="h4" component="p">
          <span className="visually-hidden">Price: </span>
          {formatRupees(pdf.price)}
        </Typography>
        <BuyButton
          step={step}
          disabled={offNoteId !== undefined || (purchase.busy !== null && step === null)}
          onClick={onBuy}
          describedBy={[titleId, offNoteId].filter(Boolean).join(' ')}
        />
      </Stack>
      {downloadUrl && (
        <Alert severity="success" sx={{ mt: 1.5 }}>
          Paid. If the download did not start, use this link:
          {/* Own line, icon in the text: as inline-flex it wrapped and stranded the period. */}
          <Link href={downloadUrl} download sx={{ display: 'block', mt: 0.5 }}>
            Download {pdf.title}
            <DownloadIcon
              fontSize="inherit"
              aria-hidden
              sx={{ ml: 0.5, verticalAlign: '-0.125em' }}
            />
          </Link>
        </Alert>
      )}
      {!downloadUrl && confirmation && (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {confirmation}
        </Alert>
      )}
    </PdfCard>
  );
}
