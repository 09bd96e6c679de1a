import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { clientIp } from '../../http/session';
import {
  CourseRefundObject,
  PaymentSettingsObject,
  PdfProductObject,
  PdfPurchaseObject,
  RefundRequestInput,
  TaxDocumentObject,
} from './payment.type';
import { taxDocumentObject } from './payment.json';

/** The PDF shop, the buyer's PDFs and checkout settings. Orders and verification are REST (product.md#rest-api). */
@Resolver()
export class PaymentResolver {
  @Query(() => [PdfProductObject], { description: 'The PDFs on sale, as GET /api/pdfs.' })
  pdfProducts(@Ctx() { services }: Context) {
    return services.payments.pdfProducts();
  }

  @Query(() => PaymentSettingsObject, {
    description: 'Checkout settings: the payment mode, key id and checkout script URL.',
  })
  paymentSettings(@Ctx() { services }: Context) {
    return services.payments.settings();
  }

  @Query(() => [PdfPurchaseObject], {
    description:
      'The PDFs the signed-in user bought, latest first, one per PDF, each with a fresh 15-minute download link (UNAUTHENTICATED when signed out).',
  })
  myPdfPurchases(@Ctx() ctx: Context) {
    return ctx.services.payments.myPdfPurchases(ctx.viewer);
  }

  @Mutation(() => String, {
    description:
      'Mails fresh 7-day download links of every PDF paid with this address (a guest checkout that gave it, or the account it belongs to). The same answer whether or not there were any; too many asks: RATE_LIMITED.',
  })
  async emailMyDownloads(
    @Arg('email', () => String, { description: 'The email address the PDFs were bought with.' })
    email: string,
    @Ctx() { services, req }: Context,
  ): Promise<string> {
    return (await services.payments.emailMyDownloads({ email }, clientIp(req))).message;
  }

  @Query(() => [TaxDocumentObject], {
    description:
      "The signed-in buyer's invoices and credit notes, newest first, each with a link to its PDF (UNAUTHENTICATED when signed out).",
  })
  async myTaxDocuments(@Ctx() ctx: Context) {
    return (await ctx.services.payments.myTaxDocuments(ctx.viewer)).map(taxDocumentObject);
  }

  @Query(() => CourseRefundObject, {
    nullable: true,
    description:
      "The signed-in buyer's refund meter for a course (decision 069): null when they have no purchase of it left to refund. UNAUTHENTICATED when signed out.",
  })
  myCourseRefund(
    @Arg('courseId', () => ID, { description: 'The course bought.' }) courseId: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.payments.courseRefund(ctx.viewer, courseId);
  }

  @Mutation(() => CourseRefundObject, {
    description:
      'Asks for a refund of the latest purchase of a course, while the refund policy allows it (BAD_USER_INPUT says why not); once (409 after). Staff refund it from the orders list.',
  })
  requestRefund(
    @Arg('input', () => RefundRequestInput, { description: 'The course and why.' })
    input: RefundRequestInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.payments.requestRefund(ctx.viewer, input);
  }
}
