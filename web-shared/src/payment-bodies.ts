/** The REST payment paths' bodies, the API's one table of them, for the storefront's payments-api.ts. */
export type {
  BuyerTax,
  CheckoutPayment,
  CourseOrderAnswer,
  CourseVerifiedAnswer,
  PaymentErrorBody,
  PaymentPaths,
  PdfOrderBody,
  PdfVerifiedAnswer,
  ProviderOrder,
} from 'graphql-api/payment-bodies';
