import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Button, LinearProgress, Paper, Stack } from '@mui/material';
import { EmptyState } from '@devjobs/web/EmptyState';
import type { OrderKind, OrderStatus } from '@devjobs/web/schema-types';
import { FilterSelect } from '../../components/FilterSelect';
import { PageHeader } from '../../components/PageHeader';
import { ConnectionTable, type Column, twoLineRowSkeleton } from '../../components/ResponsiveTable';
import { AdminOrdersDocument } from '../../graphql/generated/operations';
import {
  KIND_LABELS,
  ORDER_COLUMNS,
  OrderListItem,
  OrderListItemSkeleton,
  OrderRow,
  STATUS_LABELS,
} from './OrderRow';
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

/** /admin/orders: every payment order, newest first, with filters (?status=PAID&kind=COURSE&q=pay_…), id search and refund eligibility. */
export function OrdersPage() {
  const { params, set, search, setSearch, q: id } = useUrlSearch();
  const pick = <T extends string>(name: string, allowed: readonly T[]) =>
    allowed.find((v) => v === params.get(name)) ?? null;
  const [status, kind] = [pick('status', STATUSES), pick('kind', KINDS)];

  const filter = {
    ...(status ? { status } : {}),
    ...(kind ? { kind } : {}),
    ...(id ? { q: id } : {}),
  };
  const filtered = Boolean(status || kind || id);
  const { data, previousData, loading, error, refetch, fetchMore, networkStatus } = useQuery(
    AdminOrdersDocument,
    {
      variables: { filter, first: PAGE_SIZE },
      fetchPolicy: 'cache-and-network',
    },
  );
  const shown = data ?? (loading ? previousData : undefined);

  const clear = () => set({ status: '', kind: '', q: '' });

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
      row={(order) => <OrderRow order={order} />}
      listItem={(order) => <OrderListItem order={order} />}
      RowSkeleton={RowSkeleton}
      ListItemSkeleton={OrderListItemSkeleton}
    />
  );

  return (
    <>
      <PageHeader
        title="Orders"
        subtitle="Every course and PDF order, newest first, with refund eligibility for paid courses."
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden', position: 'relative' }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}
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
          <SearchField
            label="Order or payment id"
            value={search}
            onChange={setSearch}
            placeholder="order_… or pay_…"
            sx={{ flexGrow: 1, maxWidth: { sm: 360 } }}
          />
        </Stack>
        {loading && shown && networkStatus !== NetworkStatus.fetchMore && (
          <LinearProgress
            aria-label="Updating orders"
            sx={{ position: 'absolute', left: 0, right: 0, top: 0 }}
          />
        )}
        {body}
      </Paper>
    </>
  );
}
