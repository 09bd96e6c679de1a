import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { PaymentSettings, PdfProduct, PdfPurchase } from './payment.service';

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

/** The checkout modes of GatewayMode, as a GraphQL enum. */
const PaymentMode = { razorpay: 'razorpay', sandbox: 'sandbox', off: 'off' } as const satisfies {
  [M in PaymentSettings['mode']]: M;
};
registerEnumType(PaymentMode, {
  name: 'PaymentMode',
  description: 'How payments run.',
  valuesConfig: {
    razorpay: { description: 'Razorpay, with live or test keys.' },
    sandbox: { description: 'The built-in offline sandbox.' },
    off: { description: 'Payments are not configured: buying is disabled.' },
  },
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
