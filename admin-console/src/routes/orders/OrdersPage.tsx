import { useState } from 'react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Box, Button, LinearProgress, Paper } from '@mui/material';
import { EmptyState } from '@devjobs/web/EmptyState';
import type { OrderKind, OrderStatus, RefundStatus } from '@devjobs/web/schema-types';
import { FilterSelect } from '../../components/FilterSelect';
import { PageHeader } from '../../components/PageHeader';
import { ConnectionTable, type Column, twoLineRowSkeleton } from '../../components/ResponsiveTable';
import { AdminOrdersDocument, type OrderRowFragment } from '../../graphql/generated/operations';
import {
  KIND_LABELS,
  ORDER_COLUMNS,
  OrderListItem,
  OrderListItemSkeleton,
  OrderRow,
  STATUS_LABELS,
} from './OrderRow';
import { REFUND_STATUS_LABELS } from './OrderRefunds';
import { DeclineRefundDialog } from './DeclineRefundDialog';
import { RefundOrderDialog } from './RefundOrderDialog';
import type { OrderAction } from './OrderActionDialog';
import { SearchField } from '../../components/SearchField';
import { useUrlSearch } from '../../lib/url-search';

const PAGE_SIZE = 25;
const COLUMNS: Column[] = ORDER_COLUMNS.map((label) => ({
  label,
  align: label === 'Amount' ? 'right' : 'left',
}));
const RowSkeleton = twoLineRowSkeleton(COLUMNS);
const STATUSES = Object.keys(STATUS_LABELS) as OrderStatus[];
const KINDS = Object.keys(KIND_LABELS) as OrderKind[];
const REFUNDS = Object.keys(REFUND_STATUS_LABELS) as RefundStatus[];

/**
 * /admin/orders: every payment order, newest first, with filters
 * (?status=PAID&kind=COURSE&refund=PARTIAL&q=pay_…), id search, refund eligibility, each order's
 * invoice and credit notes, refund request and refunds, Refund on a paid order with something left
 * to refund, and Send again on a refund Razorpay never answered.
 */
export function OrdersPage() {
  const { params, set, search, setSearch, q: id } = useUrlSearch();
  const pick = <T extends string>(name: string, allowed: readonly T[]) =>
    allowed.find((v) => v === params.get(name)) ?? null;
  const [status, kind, refund] = [
    pick('status', STATUSES),
    pick('kind', KINDS),
    pick('refund', REFUNDS),
  ];

  const filter = {
    ...(status ? { status } : {}),
    ...(kind ? { kind } : {}),
    ...(refund ? { refund } : {}),
    ...(id ? { q: id } : {}),
  };
  const filtered = Boolean(status || kind || refund || id);
  const { data, previousData, loading, error, refetch, fetchMore, networkStatus } = useQuery(
    AdminOrdersDocument,
    {
      variables: { filter, first: PAGE_SIZE },
      fetchPolicy: 'cache-and-network',
    },
  );
  const shown = data ?? (loading ? previousData : undefined);

  const clear = () => set({ status: '', kind: '', refund: '', q: '' });

  const [acting, setActing] = useState<OrderAction<'refund' | 'decline'>>({
    action: null,
    order: null,
    key: 0,
  });
  const open = (action: 'refund' | 'decline') => (order: OrderRowFragment) =>
    setActing((a) => ({ action, order, key: a.key + 1 }));
  const [openRefund, openDecline] = [open('refund'), open('decline')];
  const close = () => setActing((a) => ({ ...a, action: null }));
  // After a refund fails for a reason that is no field's, the orders are read again: it may have changed meanwhile.
  const readAgain = () => void refetch();

  const body = (
    <ConnectionTable
      label="Orders"
      columns={COLUMNS}
      minWidth={960}
      noun={['order', 'orders']}
      list={shown?.adminOrders}
      query={{ networkStatus, fetchMore }}
      error={error}
      errorTitle="Failed to fetch orders."
      onRetry={() => void refetch()}
      empty={
        filtered ? (
          <EmptyState
            inline
            title="No orders match these filters."
            description="An id must be whole: our order id, the order_… id or the pay_… id."
            action={<Button onClick={clear}>Clear filters</Button>}
          />
        ) : (
          <EmptyState
            inline
            title="No orders yet."
            description="Orders show up here as soon as someone starts a checkout for a course or a PDF."
          />
        )
      }
      row={(order) => (
        <OrderRow
          order={order}
          onRefund={openRefund}
          onDecline={openDecline}
          onRefundFailed={readAgain}
        />
      )}
      listItem={(order) => (
        <OrderListItem
          order={order}
          onRefund={openRefund}
          onDecline={openDecline}
          onRefundFailed={readAgain}
        />
      )}
      RowSkeleton={RowSkeleton}
      ListItemSkeleton={OrderListItemSkeleton}
    />
  );

  return (
    <>
      <PageHeader
        title="Orders"
        subtitle="Every course and PDF order, newest first, with its refunds and, for paid courses, refund eligibility."
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden', position: 'relative' }}>
        {/* Four filters: one a line on a phone, two a line on a tablet, one line on a wide screen. */}
        <Box
          sx={{
            p: 2,
            borderBottom: 1,
            borderColor: 'divider',
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              lg: 'repeat(3, minmax(170px, 1fr)) minmax(220px, 360px)',
            },
          }}
        >
          <FilterSelect
            label="Status"
            allLabel="All statuses"
            value={status}
            options={STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
            onChange={(value) => set({ status: value })}
            minWidth={150}
          />
          <FilterSelect
            label="Kind"
            allLabel="All kinds"
            value={kind}
            options={KINDS.map((k) => ({ value: k, label: k === 'COURSE' ? 'Courses' : 'PDFs' }))}
            onChange={(value) => set({ kind: value })}
            minWidth={150}
          />
          <FilterSelect
            label="Refund"
            allLabel="Any"
            value={refund}
            options={REFUNDS.map((r) => ({ value: r, label: REFUND_STATUS_LABELS[r] }))}
            onChange={(value) => set({ refund: value })}
            minWidth={170}
          />
          <SearchField
            label="Order or payment id"
            value={search}
            onChange={setSearch}
            placeholder="order_… or pay_…"
          />
        </Box>
        {loading && shown && networkStatus !== NetworkStatus.fetchMore && (
          <LinearProgress
            aria-label="Updating orders"
            sx={{ position: 'absolute', left: 0, right: 0, top: 0 }}
          />
        )}
        {body}
      </Paper>

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
