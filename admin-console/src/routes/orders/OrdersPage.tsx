import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { ConnectionTable, type Column, twoLineRowSkeleton } from '../../components/ResponsiveTable';
import { ListEmpty } from '../../components/staff-list/ListEmpty';
import { ListItemSkeleton } from '../../components/staff-list/parts';
import { StaffListFrame } from '../../components/staff-list/StaffListFrame';
import { useStaffList } from '../../components/staff-list/use-staff-list';
import { AdminOrdersDocument, type OrderRowFragment } from '../../graphql/generated/operations';
import { OrderFilters, useOrderFilters } from './OrderFilters';
import { ORDER_COLUMNS, OrderListItem, OrderRow } from './OrderRow';
import { DeclineRefundDialog } from './DeclineRefundDialog';
import { OrderDetailsDialog } from './OrderDetailsDialog';
import { RefundOrderDialog } from './RefundOrderDialog';
import type { OrderAction } from './OrderActionDialog';

const PAGE_SIZE = 25;
const COLUMNS: Column[] = ORDER_COLUMNS.map((label) => ({
  label,
  align: label === 'Amount' ? 'right' : 'left',
}));
const RowSkeleton = twoLineRowSkeleton(COLUMNS);

/**
 * /admin/orders: every payment order, newest first, with filters
 * (?status=PAID&kind=COURSE&refund=PARTIAL&q=pay_…; abandoned checkouts only when asked), search
 * by id or email, refund eligibility, each order's
 * invoice and credit notes, refund request and refunds, Refund on a paid order with something left
 * to refund, and Send again on a refund Razorpay never answered.
 */
export function OrdersPage() {
  const filters = useOrderFilters();
  const list = useStaffList(AdminOrdersDocument, { filter: filters.filter, first: PAGE_SIZE });

  const [acting, setActing] = useState<OrderAction<'refund' | 'decline'>>({
    action: null,
    order: null,
    key: 0,
  });
  const open = (action: 'refund' | 'decline') => (order: OrderRowFragment) =>
    setActing((a) => ({ action, order, key: a.key + 1 }));
  const close = () => setActing((a) => ({ ...a, action: null }));
  // The order whose details are open, read from the list so a refund made meanwhile shows.
  const [detailId, setDetailId] = useState<string | null>(null);
  const detail =
    list.shown?.adminOrders.edges.find((edge) => edge.node.id === detailId)?.node ?? null;
  // After a refund fails for a reason that is no field's, the orders are read again: it may have changed meanwhile.
  const readAgain = () => void list.refetch();
  // The same actions on a table row and on a phone's list item.
  const rowActions = {
    onRefund: open('refund'),
    onDecline: open('decline'),
    onRefundFailed: readAgain,
  };

  const body = (
    <ConnectionTable
      label="Orders"
      columns={COLUMNS}
      minWidth={960}
      noun={['order', 'orders']}
      list={list.shown?.adminOrders}
      {...list.table}
      errorTitle="Failed to fetch orders."
      empty={
        <ListEmpty
          filters={filters}
          matching={{
            title: 'No orders match these filters.',
            description:
              "An id or email must be whole: our order id, the order_… id, the pay_… id or the buyer's email.",
          }}
          nothing={{
            title: 'No orders yet.',
            description:
              'Orders show up here as soon as someone starts a checkout for a course or a PDF.',
          }}
        />
      }
      row={(order) => <OrderRow order={order} {...rowActions} onOpen={(o) => setDetailId(o.id)} />}
      listItem={(order) => <OrderListItem order={order} {...rowActions} />}
      RowSkeleton={RowSkeleton}
      ListItemSkeleton={ListItemSkeleton}
    />
  );

  return (
    <>
      <PageHeader
        title="Orders"
        subtitle="Every course and PDF order, newest first, with its refunds and, for paid courses, refund eligibility."
      />
      <StaffListFrame
        updating={list.updating}
        updatingLabel="Updating orders"
        filters={<OrderFilters filters={filters} />}
      >
        {body}
      </StaffListFrame>

      <OrderDetailsDialog
        order={detail}
        onClose={() => setDetailId(null)}
        onRefund={(order) => {
          setDetailId(null);
          open('refund')(order);
        }}
        onDecline={(order) => {
          setDetailId(null);
          open('decline')(order);
        }}
        onRefundFailed={readAgain}
      />
      <RefundOrderDialog
        key={`refund-${acting.key}`}
        order={acting.order}
        open={acting.action === 'refund'}
        onClose={close}
        onFailed={readAgain}
      />
      <DeclineRefundDialog
        key={`decline-${acting.key}`}
        order={acting.order}
        open={acting.action === 'decline'}
        onClose={close}
        onFailed={readAgain}
      />
    </>
  );
}
