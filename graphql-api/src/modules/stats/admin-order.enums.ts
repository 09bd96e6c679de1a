import { describedEnum } from '../../graphql/described-enum';
import { ABANDONED_AFTER_HOURS } from '../payments/order-state';

/** GraphQL enums over the stored values: `PAID` travels, 'paid' is what the services see. */
export const OrderStatusValue = { CREATED: 'created', PAID: 'paid', FAILED: 'failed' } as const;
describedEnum(OrderStatusValue, 'OrderStatus', 'Where a payment order stands.', {
  CREATED: 'Waiting for payment.',
  PAID: 'Paid, and what it bought granted.',
  FAILED: 'The last payment attempt failed (a later one may still complete it).',
});

export const OrderStateValue = {
  AWAITING_PAYMENT: 'awaiting_payment',
  ABANDONED: 'abandoned',
  FAILED: 'failed',
  PAID: 'paid',
  PARTLY_REFUNDED: 'partly_refunded',
  REFUNDED: 'refunded',
} as const;
describedEnum(
  OrderStateValue,
  'OrderState',
  'Where an order stands for staff: its payment, then what its refunds paid back.',
  {
    AWAITING_PAYMENT: `Placed less than ${ABANDONED_AFTER_HOURS} hours ago and not paid yet.`,
    ABANDONED: `Placed more than ${ABANDONED_AFTER_HOURS} hours ago and never paid: the buyer left.`,
    FAILED: 'The last payment attempt failed.',
    PAID: 'Paid, nothing refunded.',
    PARTLY_REFUNDED: 'Paid; processed refunds paid back part of it.',
    REFUNDED: 'Paid; processed refunds paid back all of it.',
  },
);

export const RefundStateValue = {
  PENDING: 'pending',
  PROCESSED: 'processed',
  FAILED: 'failed',
} as const;
describedEnum(RefundStateValue, 'RefundState', 'Where one refund stands at Razorpay.', {
  PENDING: 'Asked for; Razorpay has not finished it.',
  PROCESSED: 'Paid back.',
  FAILED: 'Razorpay refused or could not complete it.',
});

export const OrderKindValue = { COURSE: 'course', PDF: 'pdf' } as const;
describedEnum(OrderKindValue, 'OrderKind', 'What an order buys.', {
  COURSE: '30 days of a course.',
  PDF: 'An interview-prep PDF.',
});
