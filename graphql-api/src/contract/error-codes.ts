/**
 * The codes the API puts in a GraphQL error's `extensions.code` (src/errors.ts throws them); the apps
 * read them through `@devjobs/web/graphql-errors` (decision 019). No imports: both sides compile it.
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'GONE'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'PAYMENT_PROVIDER_ERROR'
  | 'PAYMENTS_OFF'
  | 'MAIL_OFF'
  | 'BUSY'
  | 'DATABASE_UNAVAILABLE'
  | 'TWO_FACTOR_REQUIRED'
  | 'TWO_FACTOR_ENROLMENT_REQUIRED'
  | 'INTERNAL_SERVER_ERROR';
