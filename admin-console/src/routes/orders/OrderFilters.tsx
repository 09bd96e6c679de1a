import type { OrderKind, OrderStatus, RefundStatus } from '@devjobs/web/schema-types';
import { FilterSelect } from '../../components/FilterSelect';
import { SearchField } from '../../components/SearchField';
import { FilterBar } from '../../components/staff-list/StaffListFrame';
import { useListFilters } from '../../components/staff-list/use-list-filters';
import { REFUND_STATUS_LABELS } from './OrderRefunds';
import { KIND_LABELS } from './OrderRow';

/** The Status filter: the API's statuses, and abandoned checkouts (hidden unless chosen here). */
const STATUS_LABELS: Record<OrderStatus | 'ABANDONED', string> = {
  CREATED: 'Awaiting payment',
  PAID: 'Paid',
  FAILED: 'Failed',
  ABANDONED: 'Abandoned checkouts',
};
const STATUSES = Object.keys(STATUS_LABELS) as (keyof typeof STATUS_LABELS)[];
const KINDS = Object.keys(KIND_LABELS) as OrderKind[];
const REFUNDS = Object.keys(REFUND_STATUS_LABELS) as RefundStatus[];

/**
 * The orders' filters in the address (?status=PAID&kind=COURSE&refund=PARTIAL&q=pay_…); a value the
 * API does not know is no filter. status=ABANDONED asks for the abandoned checkouts alone.
 */
export function useOrderFilters() {
  const filters = useListFilters({ status: STATUSES, kind: KINDS, refund: REFUNDS, q: null });
  const { status, ...rest } = filters.filter;
  const filter =
    status === 'ABANDONED' ? { ...rest, abandoned: true } : { ...rest, ...(status && { status }) };
  return { ...filters, filter };
}

/** The orders' three filters and their search by id or email. */
export function OrderFilters({ filters }: { filters: ReturnType<typeof useOrderFilters> }) {
  return (
    // Four filters: one a line on a phone, two a line on a tablet, one line on a wide screen.
    <FilterBar
      sx={{
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
        options={STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        minWidth={150}
        {...filters.bind('status')}
      />
      <FilterSelect
        label="Kind"
        allLabel="All kinds"
        options={KINDS.map((k) => ({ value: k, label: k === 'COURSE' ? 'Courses' : 'PDFs' }))}
        minWidth={150}
        {...filters.bind('kind')}
      />
      <FilterSelect
        label="Refund"
        allLabel="Any"
        options={REFUNDS.map((r) => ({ value: r, label: REFUND_STATUS_LABELS[r] }))}
        minWidth={170}
        {...filters.bind('refund')}
      />
      <SearchField
        label="Order id, payment id or email"
        value={filters.search}
        onChange={filters.setSearch}
        placeholder="order_…, pay_… or email"
      />
    </FilterBar>
  );
}
