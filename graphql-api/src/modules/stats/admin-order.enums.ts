import { registerEnumType } from 'type-graphql';
import { ABANDONED_AFTER_HOURS } from '../payments/order-state';

/** GraphQL enums over the stored values: `PAID` travels, 'paid' is what the services see. */
export const OrderStatusValue = { CREATED: 'created', PAID: 'paid', FAILED: 'failed' } as const;
registerEnumType(OrderStatusValue, {
  name: 'OrderStatus',
  description: 'Where a payment order stands.',
  valuesConfig: {
    CREATED: { description: 'Waiting for payment.' },
    PAID: { description: 'Paid, and what it bought granted.' },
    FAILED: { description: 'The last payment attempt failed (a later one may still complete it).' },
  },
});

export const OrderStateValue = {
  AWAITING_PAYMENT: 'awaiting_payment',
  ABANDONED: 'abandoned',
  FAILED: 'failed',
  PAID: 'paid',
  PARTLY_REFUNDED: 'partly_refunded',
  REFUNDED: 'refunded',
} as const;
registerEnumType(OrderStateValue, {
  name: 'OrderState',
  description: 'Where an order stands for staff: its payment, then what its refunds paid back.',
  valuesConfig: {
    AWAITING_PAYMENT: {
      description: `Placed less than ${ABANDONED_AFTER_HOURS} hours ago and not paid yet.`,
    },
    ABANDONED: {
      description: `Placed more than ${ABANDONED_AFTER_HOURS} hours ago and never paid: the buyer left.`,
    },
    FAILED: { description: 'The last payment attempt failed.' },
    PAID: { description: 'Paid, nothing refunded.' },
    PARTLY_REFUNDED: { description: 'Paid; processed refunds paid back part of it.' },
    REFUNDED: { description: 'Paid; processed refunds paid back all of it.' },
  },
});

export const RefundStateValue = {
  PENDING: 'pending',
  PROCESSED: 'processed',
  FAILED: 'failed',
} as const;
registerEnumType(RefundStateValue, {
  name: 'RefundState',
  description: 'Where one refund stands at Razorpay.',
  valuesConfig: {
    PENDING: { description: 'Asked for; Razorpay has not finished it.' },
    PROCESSED: { description: 'Paid back.' },
    FAILED: { description: 'Razorpay refused or could not complete it.' },
  },
});

export const OrderKindValue = { COURSE: 'course', PDF: 'pdf' } as const;
registerEnumType(OrderKindValue, {
  name: 'OrderKind',
  description: 'What an order buys.',
  valuesConfig: {
    COURSE: { description: '30 days of a course.' },
    PDF: { description: 'An interview-prep PDF.' },
  },
});
