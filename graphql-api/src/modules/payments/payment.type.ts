import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { describedEnum } from '../../graphql/described-enum';
import type { CourseRefund, PaymentSettings, PdfProduct, PdfPurchase } from './payment.service';
import type { RefundStatus } from './payment.entity';

// `implements`: the compiler refuses a field that drifts from the service's record.
@ObjectType('PdfProduct', {
  description:
    'A PDF of the interview-prep shop (a fixed list). The file itself is private: buyers download it through a signed link.',
})
export class PdfProductObject implements Omit<PdfProduct, 'fileName'> {
  @Field(() => ID, {
    description: "The product id (send it as pdfId when ordering), e.g. 'react-handwritten-notes'.",
  })
  id: string;

  @Field(() => String, { description: 'Title.' })
  title: string;

  @Field(() => String, { description: 'What the notes cover.' })
  description: string;

  @Field(() => Int, { description: 'Number of pages.' })
  pages: number;

  @Field(() => Float, { description: 'Price in rupees (INR).' })
  price: number;

  @Field(() => Int, {
    description: 'Price in paise (price × 100): the amount an order for it must carry.',
  })
  pricePaise: number;

  @Field(() => String, {
    description: 'URL of the public cover image (root-relative, served by the API).',
  })
  thumbnail: string;
}

@ObjectType('PdfPurchase', {
  description: 'A PDF the signed-in user bought, with a fresh download link.',
})
export class PdfPurchaseObject implements Omit<PdfPurchase, 'pdf'> {
  @Field(() => PdfProductObject, { description: 'The PDF.' })
  pdf: PdfProductObject;

  @Field(() => ID, { description: 'Our id of the paid order.' })
  orderId: string;

  @Field(() => Date, { description: 'When it was paid.' })
  paidAt: Date;

  @Field(() => String, {
    nullable: true,
    description:
      'A signed download link (root-relative) that works for 15 minutes; each read gives a new one. Null once the purchase was refunded in full.',
  })
  downloadUrl: string | null;

  @Field(() => Date, {
    nullable: true,
    description:
      'When the purchase was refunded in full (its links stopped working); null otherwise.',
  })
  refundedAt: Date | null;
}

export const RefundStatusValue = {
  REQUESTED: 'requested',
  DECLINED: 'declined',
  PENDING: 'pending',
  PARTIAL: 'partial',
  REFUNDED: 'refunded',
  FAILED: 'failed',
} as const;
describedEnum(RefundStatusValue, 'RefundStatus', "Where a paid order's refunds stand.", {
  REQUESTED: 'The buyer asked for a refund; staff have not refunded yet.',
  DECLINED: "Staff declined the buyer's request: nothing was refunded (staff may still refund).",
  PENDING: 'A refund is on its way at Razorpay.',
  PARTIAL: 'Part of the amount was refunded; what it bought is kept.',
  REFUNDED: 'All of it was refunded; what it bought was taken back.',
  FAILED: 'The last refund failed; nothing was refunded.',
});

@ObjectType('CourseRefund', {
  description:
    "A buyer's refund meter for a course: the refund policy applied to their latest purchase not refunded in full, and where a refund of it stands.",
  simpleResolvers: true,
})
export class CourseRefundObject implements CourseRefund {
  @Field(() => ID, { description: 'Our id of the purchase (the paid order).' })
  orderId: string;

  @Field(() => Date, { description: 'When it was paid.' })
  paidAt: Date;

  @Field(() => Float, { description: 'What was paid, in rupees.' })
  amount: number;

  @Field(() => Boolean, {
    description: 'True while a refund may be asked for: the policy allows it and none was asked.',
  })
  eligible: boolean;

  @Field(() => String, { description: 'The policy applied, in a sentence.' })
  reason: string;

  @Field(() => Int, {
    description: 'Modules whose content the server has sent the buyer: what the policy counts.',
  })
  openedModules: number;

  @Field(() => Int, { description: 'Modules the buyer marked done (not counted by the policy).' })
  completedModules: number;

  @Field(() => Int, { description: "The course's modules now." })
  totalModules: number;

  @Field(() => Float, { description: 'openedModules / totalModules, from 0 to 1.' })
  accessedShare: number;

  @Field(() => [ID], {
    description:
      'The modules whose content the server has sent the buyer (reading them again changes nothing).',
  })
  openedModuleIds: string[];

  @Field(() => Int, {
    description: "The policy's limit: a refund needs under this percentage of the modules opened.",
  })
  accessedPercentBelow: number;

  @Field(() => Int, {
    description:
      'How many more modules may be opened with the share still under the limit; 0 when opening a new one ends the refund.',
  })
  openingsLeft: number;

  @Field(() => Date, {
    description: 'A refund may be asked for until then: the payment plus 7 days.',
  })
  windowEndsAt: Date;

  @Field(() => RefundStatusValue, {
    nullable: true,
    description: 'Where a refund of this purchase stands; null when none was asked for.',
  })
  refundStatus: RefundStatus | null;

  @Field(() => Date, { nullable: true, description: 'When the buyer asked for a refund.' })
  requestedAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'When staff declined that request.' })
  declinedAt: Date | null;

  @Field(() => String, {
    nullable: true,
    description: "Staff's answer when they declined the request (also mailed).",
  })
  declineReason: string | null;
}

@InputType({ description: "A buyer's request for a refund of their latest purchase of a course." })
export class RefundRequestInput {
  @Field(() => ID, { description: 'The course.' })
  courseId: string;

  @Field(() => String, { description: 'Why (1 to 500 characters, one line).' })
  reason: string;
}

export const TaxDocumentKindValue = { INVOICE: 'invoice', CREDIT_NOTE: 'credit_note' } as const;
describedEnum(
  TaxDocumentKindValue,
  'TaxDocumentKind',
  'An invoice of a paid order, or a credit note of a refund.',
  {
    INVOICE: 'The invoice of a paid order.',
    CREDIT_NOTE: 'A credit note: a processed refund, against its invoice.',
  },
);

@ObjectType('TaxDocument', {
  description:
    'An invoice or credit note as issued (decision 070): a GST tax invoice when the seller has a GSTIN, else a plain receipt. Amounts in rupees.',
  simpleResolvers: true,
})
export class TaxDocumentObject {
  @Field(() => ID, { description: 'Our id.' })
  id: string;

  @Field(() => TaxDocumentKindValue, { description: 'Invoice or credit note.' })
  kind: 'invoice' | 'credit_note';

  @Field(() => String, {
    description: "Its number in its financial year's series, e.g. 'INV/26-27/00001'.",
  })
  number: string;

  @Field(() => ID, { description: 'The order it is for.' })
  orderId: string;

  @Field(() => String, { nullable: true, description: "A credit note's invoice number." })
  invoiceNumber: string | null;

  @Field(() => ID, { nullable: true, description: "A credit note's refund (AdminRefund.id)." })
  refundId: string | null;

  @Field(() => Date, { description: 'When it was issued.' })
  issuedAt: Date;

  @Field(() => String, { description: 'What was bought.' })
  itemTitle: string;

  @Field(() => Float, { description: 'Total (GST included), in rupees.' })
  amount: number;

  @Field(() => Float, { description: 'Taxable value, in rupees.' })
  taxable: number;

  @Field(() => Float, { description: 'CGST at 9%, in rupees (0 for IGST).' })
  cgst: number;

  @Field(() => Float, { description: 'SGST at 9%, in rupees (0 for IGST).' })
  sgst: number;

  @Field(() => Float, { description: "IGST at 18%, in rupees (0 within the seller's state)." })
  igst: number;

  @Field(() => String, { description: "The place of supply's GST state code." })
  placeOfSupply: string;

  @Field(() => Boolean, { description: 'False for a plain receipt (no seller GSTIN configured).' })
  taxInvoice: boolean;

  @Field(() => String, { description: 'A link (root-relative) to its PDF; works for a year.' })
  url: string;
}

/** The checkout modes of GatewayMode, as a GraphQL enum. */
const PaymentMode = { razorpay: 'razorpay', sandbox: 'sandbox', off: 'off' } as const satisfies {
  [M in PaymentSettings['mode']]: M;
};
describedEnum(PaymentMode, 'PaymentMode', 'How payments run.', {
  razorpay: 'Razorpay, with live or test keys.',
  sandbox: 'The built-in offline sandbox.',
  off: 'Payments are not configured: buying is disabled.',
});

@ObjectType('PaymentSettings', { description: 'What the browser needs to open checkout.' })
export class PaymentSettingsObject implements PaymentSettings {
  @Field(() => PaymentMode, { description: 'How payments run; buying is disabled when off.' })
  mode: PaymentSettings['mode'];

  @Field(() => String, {
    nullable: true,
    description:
      "The checkout key id (Razorpay's public key, or 'rzp_test_sandbox'); null when off.",
  })
  keyId: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The checkout script's URL (absolute, or root-relative for the sandbox); null when off.",
  })
  checkoutUrl: string | null;
}
