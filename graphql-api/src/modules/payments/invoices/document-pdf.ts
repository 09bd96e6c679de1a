import PDFDocument from 'pdfkit';
import { GST_RATE_PERCENT } from './gst';
import { GST_STATES } from './gstin';
import type { TaxDocumentRecord } from './tax-documents';

/**
 * Amounts as Indian invoices print them: 'INR 1,999.00'. The PDF's built-in fonts (Helvetica, no
 * file to ship or download) have no ₹ glyph, so the currency is written as its code (decision 070).
 */
const inr = (paise: number) =>
  `INR ${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const TITLES = {
  invoice: { taxed: 'Tax Invoice', plain: 'Receipt' },
  credit_note: { taxed: 'Credit Note', plain: 'Refund Note' },
} as const;

/**
 * An invoice or credit note as an A4 PDF (pdfkit, decision 070): seller, buyer, number and date,
 * the Razorpay payment id, the line with its SAC code, a table of the taxable value, CGST + SGST or
 * IGST each with its rate, and the total. A document
 * issued without a seller GSTIN says it is not a tax invoice.
 */
export function documentPdf(doc: TaxDocumentRecord, timeZone: string): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${doc.number} ${doc.sellerName}`, Author: doc.sellerName },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const taxed = Boolean(doc.sellerGstin);
  writeSeller(pdf, doc, taxed);
  writeFacts(pdf, doc, timeZone);
  writeBuyer(pdf, doc);
  writeAmounts(pdf, doc, taxed);
  writeFootnote(pdf, taxed);
  pdf.end();
  return done;
}

type Pdf = InstanceType<typeof PDFDocument>;

const LEFT = 50;
const RIGHT = 545;

/** The title and the seller, with the note that a document without a GSTIN is no tax invoice. */
function writeSeller(pdf: Pdf, doc: TaxDocumentRecord, taxed: boolean) {
  const title = TITLES[doc.kind][taxed ? 'taxed' : 'plain'];
  pdf.font('Helvetica-Bold').fontSize(20).text(title);
  if (!taxed)
    pdf
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#555555')
      .text('Not a tax invoice: the seller has no GSTIN configured.')
      .fillColor('#000000');
  pdf.moveDown();

  pdf.font('Helvetica-Bold').fontSize(11).text(doc.sellerName);
  pdf.font('Helvetica').fontSize(10).text(doc.sellerAddress);
  if (doc.sellerGstin) pdf.text(`GSTIN: ${doc.sellerGstin}`);
  pdf.moveDown();
}

/** Number, date, the invoice a credit note is against, the payment and place of supply: no internal ids. */
function writeFacts(pdf: Pdf, doc: TaxDocumentRecord, timeZone: string) {
  const date = new Intl.DateTimeFormat('en-IN', {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(doc.issuedAt);
  const state = (code: string) => `${GST_STATES[code] ?? 'Unknown'} (${code})`;
  const facts: [string, string][] = [
    [doc.kind === 'invoice' ? 'Invoice number' : 'Credit note number', doc.number],
    ['Date', date],
    ...(doc.invoiceNumber ? ([['Against invoice', doc.invoiceNumber]] as [string, string][]) : []),
    ...(doc.paymentId ? ([['Razorpay payment ID', doc.paymentId]] as [string, string][]) : []),
    ['Place of supply', state(doc.placeOfSupply)],
  ];
  for (const [label, value] of facts)
    pdf
      .font('Helvetica-Bold')
      .text(`${label}: `, { continued: true })
      .font('Helvetica')
      .text(value);
  pdf.moveDown();
}

function writeBuyer(pdf: Pdf, doc: TaxDocumentRecord) {
  pdf.font('Helvetica-Bold').text('Billed to');
  pdf.font('Helvetica');
  if (doc.buyerName) pdf.text(doc.buyerName);
  if (doc.buyerEmail) pdf.text(doc.buyerEmail);
  if (doc.buyerGstin) pdf.text(`GSTIN: ${doc.buyerGstin}`);
  if (!doc.buyerName && !doc.buyerEmail) pdf.text('Customer');
  pdf.moveDown(1.5);
}

/** Where the rate and amount columns start: description | rate | amount. */
const RATE_AT = 330;
const AMOUNT_AT = 420;

/** The line with its SAC code, then a table: the taxable value, each tax with its rate, the total. */
function writeAmounts(pdf: Pdf, doc: TaxDocumentRecord, taxed: boolean) {
  const row = (label: string, rate: string, value: string, bold = false) => {
    const y = pdf.y;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    pdf.text(label, LEFT, y, { width: RATE_AT - LEFT });
    pdf.text(rate, RATE_AT, y, { width: AMOUNT_AT - RATE_AT - 20, align: 'right' });
    pdf.text(value, AMOUNT_AT, y, { width: RIGHT - AMOUNT_AT, align: 'right' });
    pdf.moveDown(0.4);
  };
  const rule = () => {
    pdf.moveTo(LEFT, pdf.y).lineTo(RIGHT, pdf.y).stroke();
    pdf.moveDown(0.5);
  };
  pdf.font('Helvetica-Bold').text(`${doc.itemTitle}`, LEFT, pdf.y, { width: RATE_AT - LEFT });
  pdf.font('Helvetica').fontSize(9).text(`SAC ${doc.sac} · quantity 1`).fontSize(10);
  pdf.moveDown(0.5);
  row('Description', 'Rate', 'Amount', true);
  rule();
  if (taxed) {
    row('Taxable value', '', inr(doc.taxable));
    if (doc.igst) row('IGST', `${GST_RATE_PERCENT}%`, inr(doc.igst));
    else {
      row('CGST', `${GST_RATE_PERCENT / 2}%`, inr(doc.cgst));
      row('SGST', `${GST_RATE_PERCENT / 2}%`, inr(doc.sgst));
    }
  } else row('Price', '', inr(doc.amount));
  rule();
  row(doc.kind === 'invoice' ? 'Total paid' : 'Total refunded', '', inr(doc.amount), true);
  pdf.moveDown(2);
}

function writeFootnote(pdf: Pdf, taxed: boolean) {
  pdf
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555555')
    .text(
      taxed
        ? `Prices include GST at ${GST_RATE_PERCENT}%. This is a computer-generated document and needs no signature.`
        : 'This is a computer-generated document and needs no signature.',
      LEFT,
      pdf.y,
      { width: RIGHT - LEFT },
    );
}
