import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { AfterArg, FirstArg } from '../../graphql/page-args';
import { pageCost } from '../../graphql/query-limits';
import { ORDER_PAGE_MAX } from '../payments/payment.service';
import {
  AdminOrderConnection,
  AdminOrderFilter,
  AdminOrderObject,
  DeclineRefundInput,
  RefundOrderInput,
} from './admin-order.type';

/** Every payment order: AdminOrdersService refuses anyone but staff. */
@Resolver(() => AdminOrderObject)
export class AdminOrderResolver {
  @Query(() => AdminOrderConnection, {
    description:
      'Payment orders, newest first, with buyer, item and refund eligibility (ADMIN). first: 0 to 50 (25 unless given).',
    complexity: pageCost(25, ORDER_PAGE_MAX),
  })
  adminOrders(
    @Arg('filter', () => AdminOrderFilter, {
      nullable: true,
      description: 'Status, kind and an order or payment id.',
    })
    filter: AdminOrderFilter | null,
    @FirstArg({ max: ORDER_PAGE_MAX }) first: number | null,
    @AfterArg() after: string | null,
    @Ctx() { services, viewer }: Context,
  ) {
    return services.adminOrders.list(viewer, filter, first, after);
  }

  @Mutation(() => AdminOrderObject, {
    description:
      'Refunds a paid order through Razorpay, in full or in part (ADMIN; decision 068). A full refund ends the course access or PDF links it bought. Of two presses at once one refunds, the other gets 409.',
  })
  refundOrder(
    @Arg('input', () => RefundOrderInput, { description: 'The order, the amount and why.' })
    input: RefundOrderInput,
    @Ctx() { services, viewer }: Context,
  ) {
    return services.adminOrders.refund(viewer, input);
  }

  @Mutation(() => AdminOrderObject, {
    description:
      "Declines a buyer's refund request (ADMIN; decision 069): the order's refundStatus becomes DECLINED, the audit log keeps the reason and the buyer is mailed it. Only a REQUESTED order (409 otherwise). The order may still be refunded later.",
  })
  declineRefundRequest(
    @Arg('input', () => DeclineRefundInput, {
      description: 'The order whose refund request is declined, and why.',
    })
    input: DeclineRefundInput,
    @Ctx() { services, viewer }: Context,
  ) {
    return services.adminOrders.declineRefund(viewer, input);
  }
}
