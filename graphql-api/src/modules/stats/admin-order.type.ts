import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { connectionType } from '../../graphql/connection';
import type { OrderRecord } from '../payments/payment.service';
import type { AdminOrderRecord } from './admin-orders.service';
import type { RefundCheck } from './refund-rules';

type OrderKind = OrderRecord['kind'];
type OrderStatus = OrderRecord['status'];

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

export const OrderKindValue = { COURSE: 'course', PDF: 'pdf' } as const;
registerEnumType(OrderKindValue, {
  name: 'OrderKind',
  description: 'What an order buys.',
  valuesConfig: {
    COURSE: { description: '30 days of a course.' },
    PDF: { description: 'An interview-prep PDF.' },
  },
});

@InputType({ description: "Narrows the admin's order list. Every part optional." })
export class AdminOrderFilter {
  @Field(() => OrderStatusValue, { nullable: true, description: 'Only orders in this state.' })
  status?: OrderStatus | null;

  @Field(() => OrderKindValue, { nullable: true, description: 'Only orders of this kind.' })
  kind?: OrderKind | null;

  @Field(() => String, {
    nullable: true,
    description:
      "An order id (ours, or the provider's order_…) or a payment id (pay_…), matched exactly. At most 64 characters.",
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
    description: "Modules of the course the buyer marked done (the courses module's progress).",
  })
  completedModules: number;

  @Field(() => Int, { description: "The course's modules now." })
  totalModules: number;

  @Field(() => Float, {
    description: 'completedModules / totalModules, from 0 to 1 (0 for a course without modules).',
  })
  accessedShare: number;

  @Field(() => Date, { description: 'The end of the 7-day window: the payment plus 7 days.' })
  windowEndsAt: Date;
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

  @Field(() => OrderStatusValue, { description: 'Created, paid or failed.' })
  status: OrderStatus;

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
      'For a paid course order: whether it may be refunded now, and why. Null otherwise.',
  })
  refund: RefundCheckObject | null;
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
