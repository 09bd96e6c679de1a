import { Box, Link, Typography } from '@mui/material';
import { formatRupees } from '@devjobs/web/money';
import type { TaxDocumentKind } from '@devjobs/web/schema-types';
import type { OrderRowFragment } from '../../graphql/generated/operations';

/** What a document is called, as its PDF titles it: a tax invoice, or a plain receipt when the seller has no GSTIN (decision 070). */
const DOCUMENT_NAMES: Record<TaxDocumentKind, { taxed: string; plain: string }> = {
  INVOICE: { taxed: 'Invoice', plain: 'Receipt' },
  CREDIT_NOTE: { taxed: 'Credit note', plain: 'Refund note' },
};

/**
 * The order's invoice and credit notes, oldest first: each a link that opens its PDF in a new tab,
 * and its amount. The API gives root-relative links (/api/documents/…, a year long): the console's
 * origin serves /api itself (the API's admin origin, or Vite's proxy under `npm run dev`).
 */
export function OrderDocuments({ order }: { order: OrderRowFragment }) {
  if (!order.documents.length) return null;
  return (
    <Box
      component="ul"
      aria-label="Invoices and credit notes"
      sx={{ m: 0, p: 0, listStyle: 'none' }}
    >
      {order.documents.map((doc) => (
        <Box component="li" key={doc.number} sx={{ mt: 0.5 }}>
          <Link href={doc.url} target="_blank" rel="noopener noreferrer" variant="caption">
            {DOCUMENT_NAMES[doc.kind][doc.taxInvoice ? 'taxed' : 'plain']}{' '}
            {/* The number on one line: it would break at its slashes and dashes. */}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {doc.number}
            </Box>
          </Link>{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            {formatRupees(doc.amount)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
