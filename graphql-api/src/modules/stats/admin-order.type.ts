import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { connectionType } from '../../graphql/connection';
import { ABANDONED_AFTER_HOURS, type OrderRecord } from '../payments/payment.service';
import type { AdminOrderRecord, AdminRefundRecord } from './admin-orders.service';
import { RefundStatusValue, TaxDocumentObject } from '../payments/payment.type';
import type { RefundCheck } from '../payments/refund-rules';
import {
  OrderKindValue,
  OrderStateValue,
  OrderStatusValue,
  RefundStateValue,
} from './admin-order.enums';

type OrderKind = OrderRecord['kind'];
type OrderStatus = OrderRecord['status'];
type RefundStatus = NonNullable<OrderRecord['refundStatus']>;
type RefundState = AdminRefundRecord['status'];

@InputType({ description: "Narrows the admin's order list. Every part optional." })
export class AdminOrderFilter {
  @Field(() => OrderStatusValue, { nullable: true, description: 'Only orders in this state.' })
  status?: OrderStatus | null;

  @Field(() => OrderKindValue, { nullable: true, description: 'Only orders of this kind.' })
  kind?: OrderKind | null;

  @Field(() => RefundStatusValue, {
    nullable: true,
    description: 'Only orders whose refunds stand so (REFUNDED: refunded in full).',
  })
  refund?: RefundStatus | null;

  @Field(() => Boolean, {
    nullable: true,
    description: `True: only abandoned checkouts (never paid, placed more than ${ABANDONED_AFTER_HOURS} hours ago). Otherwise they are left out.`,
  })
  abandoned?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description:
      "An order id (ours, or the provider's order_…), a payment id (pay_…) or the buyer's email (a guest's or the account's), matched exactly. At most 254 characters.",
  })
  q?: string | null;
}

@ObjectType('OrderBuyer', {
  description: 'The account that placed an order.',
  simpleResolvers: true,
})
export class OrderBuyerObject {
  @Field(() => String, { description: 'Name.' })
  name: string;

  @Field(() => String, { description: 'Email.' })
  email: string;
}

@ObjectType('RefundCheck', {
  description:
    'The refund policy applied to a paid course order now: within 7 days of the payment, and under 20% of the course opened.',
  simpleResolvers: true,
})
export class RefundCheckObject implements RefundCheck {
  @Field(() => Boolean, { description: 'True while both conditions hold.' })
  eligible: boolean;

  @Field(() => String, {
    description:
      "Why, in a sentence ('Not eligible: 3 of 10 modules opened (30%): 20% or more of the course was accessed.').",
  })
  reason: string;

  @Field(() => Int, {
    description:
      'Modules of the course whose content the server sent the buyer (first time each): what the policy counts.',
  })
  openedModules: number;

  @Field(() => Int, {
    description:
      'Modules the buyer marked done (their own progress; the policy does not count it).',
  })
  completedModules: number;

  @Field(() => Int, { description: "The course's modules now." })
  totalModules: number;

  @Field(() => Float, {
    description: 'openedModules / totalModules, from 0 to 1 (0 for a course without modules).',
  })
  accessedShare: number;

  @Field(() => Date, { description: 'The end of the 7-day window: the payment plus 7 days.' })
  windowEndsAt: Date;
}

@ObjectType('AdminRefund', {
  description: 'A refund of an order, as staff see it.',
  simpleResolvers: true,
})
export class AdminRefundObject implements AdminRefundRecord {
  @Field(() => ID, { description: 'Our refund id (the idempotency key sent to Razorpay).' })
  id: string;

  @Field(() => Float, { description: 'Amount in rupees.' })
  amount: number;

  @Field(() => String, { description: 'Why it was refunded.' })
  reason: string;

  @Field(() => RefundStateValue, { description: 'Pending, processed or failed.' })
  status: RefundState;

  @Field(() => String, { nullable: true, description: "Razorpay's refund id (rfnd_…)." })
  providerRefundId: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The staff member's email; null for a refund made in Razorpay's dashboard.",
  })
  requestedBy: string | null;

  @Field(() => Date, { description: 'When it was asked for (or learnt of).' })
  createdAt: Date;

  @Field(() => Date, { description: 'When it last changed.' })
  updatedAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it was paid back.' })
  processedAt: Date | null;

  @Field(() => String, {
    nullable: true,
    description: "Why it failed (Razorpay's words), when it did.",
  })
  failureReason: string | null;
}

@ObjectType('AdminOrder', {
  description: 'A payment order as staff see it.',
  simpleResolvers: true,
})
export class AdminOrderObject implements AdminOrderRecord {
  @Field(() => ID, { description: 'Our order id (UUID).' })
  id: string;

  @Field(() => OrderKindValue, { description: 'Course or PDF.' })
  kind: OrderKind;

  @Field(() => String, { description: 'The course id, or the PDF product id.' })
  itemId: string;

  @Field(() => String, {
    description: "The course's or PDF's title (the item id when no longer known).",
  })
  itemTitle: string;

  @Field(() => String, {
    nullable: true,
    description: 'The address a guest gave for the receipt; null for an order made signed in.',
  })
  buyerEmail: string | null;

  @Field(() => OrderStatusValue, {
    description: 'Created, paid or failed.',
    deprecationReason: 'Use state: it also tells abandoned checkouts and refunds apart.',
  })
  status: OrderStatus;

  @Field(() => OrderStateValue, {
    description:
      'Where it stands for staff: awaiting payment, abandoned, failed, paid, partly refunded or refunded.',
  })
  state: AdminOrderRecord['state'];

  @Field(() => String, {
    nullable: true,
    description:
      "Who to write to: the account's email, or the address a guest gave; null for an account deleted since.",
  })
  email: string | null;

  @Field(() => ID, {
    nullable: true,
    description: "The buyer's account id; null for a guest's PDF order.",
  })
  buyerId: string | null;

  @Field(() => OrderBuyerObject, {
    nullable: true,
    description: "The buyer's name and email; null for a guest, or an account deleted since.",
  })
  buyer: OrderBuyerObject | null;

  @Field(() => Float, { description: 'Amount in rupees.' })
  amount: number;

  @Field(() => String, { description: "Currency ('INR')." })
  currency: string;

  @Field(() => String, { description: "Razorpay's order id (order_…)." })
  providerOrderId: string;

  @Field(() => String, { nullable: true, description: "Razorpay's payment id (pay_…) once paid." })
  providerPaymentId: string | null;

  @Field(() => String, { description: 'The receipt sent to Razorpay.' })
  receipt: string;

  @Field(() => Date, { description: 'When it was placed.' })
  createdAt: Date;

  @Field(() => Date, { description: 'When it last changed.' })
  updatedAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it was paid.' })
  paidAt: Date | null;

  @Field(() => String, {
    nullable: true,
    description: "Why the last payment attempt failed (the provider's words).",
  })
  failureReason: string | null;

  @Field(() => RefundCheckObject, {
    nullable: true,
    description:
      'For a paid course order not refunded in full: whether the policy allows a refund now, and why. Null otherwise.',
  })
  refund: RefundCheckObject | null;

  @Field(() => RefundStatusValue, {
    nullable: true,
    description: 'Where its refunds stand; null when none was asked for.',
  })
  refundStatus: RefundStatus | null;

  @Field(() => Float, { description: 'In rupees: what processed refunds paid back.' })
  refundedAmount: number;

  @Field(() => Date, {
    nullable: true,
    description: 'When it was refunded in full (what it bought was taken back then).',
  })
  refundedAt: Date | null;

  @Field(() => [AdminRefundObject], { description: 'Its refunds, oldest first.' })
  refunds: AdminRefundObject[];

  @Field(() => [TaxDocumentObject], {
    description: 'Its invoice and credit notes, oldest first, each with a link to its PDF.',
  })
  documents: TaxDocumentObject[];

  @Field(() => String, {
    nullable: true,
    description: "The buyer's words when they asked for a refund.",
  })
  refundRequest: string | null;

  @Field(() => Date, { nullable: true, description: 'When the buyer asked for a refund.' })
  refundRequestedAt: Date | null;

  @Field(() => String, {
    nullable: true,
    description: "Staff's answer when they declined the buyer's request (mailed to the buyer).",
  })
  refundDecline: string | null;

  @Field(() => Date, { nullable: true, description: "When staff declined the buyer's request." })
  refundDeclinedAt: Date | null;

  @Field(() => String, {
    nullable: true,
    description: "The buyer's GSTIN, given at checkout for the invoice.",
  })
  buyerGstin: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The buyer's state (GST code, e.g. '29'), given at checkout: the place of supply.",
  })
  buyerState: string | null;
}

@InputType({ description: 'A refund of a paid order, all that is left or part of it.' })
export class RefundOrderInput {
  @Field(() => ID, { description: 'Our order id.' })
  orderId: string;

  @Field(() => Float, {
    nullable: true,
    description:
      'In rupees, at least 1, at most two decimals, at most what is left to refund. Null: all that is left.',
  })
  amount?: number | null;

  @Field(() => String, {
    description: 'Why (3 to 500 characters, one line); kept in the audit log.',
  })
  reason: string;
}

export const { Edge: AdminOrderEdge, Connection: AdminOrderConnection } = connectionType(
  AdminOrderObject,
  'AdminOrder',
  {
    one: 'order',
    many: 'orders',
    totalCount: 'How many orders match the filter.',
  },
);

@InputType({ description: "Staff's answer declining a buyer's refund request." })
export class DeclineRefundInput {
  @Field(() => ID, { description: 'Our order id.' })
  orderId: string;

  @Field(() => String, {
    description: 'Why (3 to 500 characters, one line): mailed to the buyer, kept in the audit log.',
  })
  reason: string;
}
