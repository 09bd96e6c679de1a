import { useState } from 'react';
import { toast } from '@devjobs/web/toast';
import { createPdfOrder, verifyPdfPayment } from '../../lib/payments-api';
import type { GstCheckout } from '../../components/GstDetails';
import { usePurchase } from '../../lib/purchase';
import { useRazorpay } from '../../lib/razorpay';
import { useSession } from '../../lib/session';
import type { PdfCardFragment } from '../../graphql/generated/operations';

/** The PDF payment messages (product.md#messages). */
export const PDF_MESSAGES = {
  orderFailed: (error: string) => `Error creating order: ${error}`,
  paid: 'Payment Successful! Your PDF will download shortly.',
  verifyFailed: (message: string | null) =>
    `Payment Verification Failed: ${message || 'Unknown error'}`,
};

/** Starts a download of a same-origin attachment without leaving the page. */
function download(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The PDF shop's Buy Now (product.md#rest-api, decision 027): checkout script loaded? → create the order (amount
 * price × 100 paise, `pricePaise`) → checkout → verify → the PDF downloads through the signed link the server
 * returns. No account needed; a signed-in buyer is prefilled (and finds the PDF on Your Courses).
 */
export function usePdfPurchase() {
  const checkout = useRazorpay();
  const { user } = useSession();
  const { busy, start } = usePurchase();
  /** This visit's download links by PDF id, for the "download again" link under a paid card. */
  const [downloads, setDownloads] = useState<Record<string, string>>({});
  /** Payments confirmed without a link (an order paid before, product.md#downloads): the server's words by PDF id. */
  const [confirmations, setConfirmations] = useState<Record<string, string>>({});

  /**
   * `guest`: signed out, the address the receipt goes to (product.md#receipts), and where to show the
   * server's refusal of it; `ready()` false stops before any order (the page said why). `gst`: the
   * buyer's GST details for the invoice, and where a refusal of them shows (GstDetails.tsx).
   */
  function buy(
    pdf: PdfCardFragment,
    guest?: { email: () => string | null; refuse: (message: string) => void },
    gst?: GstCheckout,
  ) {
    if (!checkout.requireReady()) return;
    const email = guest ? guest.email() : undefined;
    if (email === null) return;
    const tax = gst?.order();
    void start(pdf.id, async (step) => {
      const created = await createPdfOrder(
        {
          pdfId: pdf.id,
          amount: pdf.pricePaise,
          currency: 'INR',
          receipt: `pdf_${Date.now()}`,
          ...(email !== undefined ? { email } : {}),
        },
        tax,
      );
      if ('error' in created) {
        if (guest && created.field === 'email') guest.refuse(created.error);
        else if (!gst?.refuse(created.field, created.error))
          toast.error(PDF_MESSAGES.orderFailed(created.error));
        return;
      }

      step('paying');
      const payment = await checkout.pay({
        order: created.order,
        name: 'DevJobs Interview Prep',
        description: pdf.title,
        notes: { pdfId: pdf.id },
        prefill: user ? { name: user.name, email: user.email } : email ? { email } : undefined,
      });
      if (!payment) return;

      step('verifying');
      const verdict = await verifyPdfPayment(payment, pdf.id);
      if (!verdict.success) {
        toast.error(PDF_MESSAGES.verifyFailed(verdict.message));
        return;
      }
      const link = verdict.downloadUrl;
      if (!link) {
        // An order paid before gives a link only to its buyer, or to a guest soon after paying.
        toast.success(verdict.message);
        setConfirmations((all) => ({ ...all, [pdf.id]: verdict.message }));
        return;
      }
      toast.success(PDF_MESSAGES.paid);
      setDownloads((links) => ({ ...links, [pdf.id]: link }));
      download(link);
    });
  }

  return { status: checkout.status, busy, buy, downloads, confirmations };
}
